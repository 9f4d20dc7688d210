import LifecycleRules

/// How to replay a recorded trace against an app: device, readings, rules, user actions, replay line.
public struct TraceReplayOptions: Sendable {
    /// The device to run on; `nil`: the one the trace's header names.
    public var device: DeviceProfile?
    /// The named readings of vague sources tried first. When the trace does not map under them, each
    /// single other reading is tried in turn (one discard per call, a foreground discard without going to the
    /// background, …),
    /// and the report names the one used.
    public var specOptions: SpecOptions
    /// Check only these rule IDs (`nil`: all of S1–S13 and A1–A13).
    public var only: Set<RuleID>?
    /// Rule IDs not to check.
    public var skip: Set<RuleID>
    /// Names of the app's user actions (`AppUnderTest.userActions`) to perform, in this order, in a scene
    /// each time the trace makes it active. A trace shows only the system's calls, not what the user
    /// did in a window; this stands in for it (the editor's `type`, so a draft exists to lose).
    public var userActions: [String]
    /// How many more times a failure is replayed to check it fails the same way.
    public var replays: Int
    /// The command the report prints to replay the trace; `nil`: `lifecycle-check replay-trace <name>`.
    public var replayCommand: String?
    /// The seconds the replay may take before the app is reported as hung (`nil`: no deadline); see `RunMonitor`.
    public var deadline: Double? = RunMonitor.defaultDeadline

    public init(
        device: DeviceProfile? = nil, specOptions: SpecOptions = SpecOptions(), only: Set<RuleID>? = nil,
        skip: Set<RuleID> = [], userActions: [String] = [], replays: Int = 3, replayCommand: String? = nil
    ) {
        self.device = device
        self.specOptions = specOptions
        self.only = only
        self.skip = skip
        self.userActions = userActions
        self.replays = replays
        self.replayCommand = replayCommand
    }

    /// The readings tried after `specOptions`, each changing one choice, with its name.
    var alternativeReadings: [(options: SpecOptions, name: String)] {
        var readings: [(SpecOptions, String)] = []
        var o = specOptions
        for value in SpecOptions.DeferredDiscardReporting.allCases where value != specOptions.deferredDiscards {
            o = specOptions
            o.deferredDiscards = value
            readings.append((o, "deferredDiscards \(value.rawValue)"))
        }
        for value in SpecOptions.ForegroundDiscard.allCases where value != specOptions.foregroundDiscard {
            o = specOptions
            o.foregroundDiscard = value
            readings.append((o, "foregroundDiscard \(value.rawValue)"))
        }
        for value in SpecOptions.LastWindowClose.allCases where value != specOptions.lastWindowClose {
            o = specOptions
            o.lastWindowClose = value
            readings.append((o, "lastWindowClose \(value.rawValue)"))
        }
        o = specOptions
        o.disconnectsScenesAtTermination.toggle()
        readings.append((o, "disconnectsScenesAtTermination \(o.disconnectsScenesAtTermination)"))
        return readings
    }
}
