import LifecycleRules

/// How to check an app: device, mode, budget, seed, which rules, and an optional exhaustive depth.
public struct ConformanceOptions: Sendable {
    /// phone, pad or mac.
    public var device: DeviceProfile
    /// scenes, legacy or back-deployed.
    public var mode: LifecycleMode
    /// The named readings of vague sources.
    public var specOptions: SpecOptions
    /// Cases, seed, case length, shrinking, regression file.
    public var run: RunOptions
    /// Check only these rule IDs (`nil`: all of S1–S13 and A1–A13).
    public var only: Set<RuleID>?
    /// Rule IDs not to check.
    public var skip: Set<RuleID>
    /// When set, also run every legal lifecycle up to this many events (sessions symmetric).
    public var exhaustiveDepth: Int?
    /// Health checks not to judge (`HealthCheck`); empty by default, so a passing run that never reached the app's
    /// handlers fails the check.
    public var suppressedHealthChecks: Set<HealthCheck> = []
    /// Where a test runner's entry point runs the app (`CheckIsolation`): in a child process by default, so a
    /// trap, an `exit` or a hang is reported shrunk and the process's other tests still run.
    public var isolation: CheckIsolation = .process
    /// Traps an isolated check's workers found: runs stop before each and report it as a failure.
    package var knownTraps: [TrapRecord]?

    public init(
        device: DeviceProfile = .pad, mode: LifecycleMode = .scenes, specOptions: SpecOptions = SpecOptions(),
        run: RunOptions = RunOptions(), only: Set<RuleID>? = nil, skip: Set<RuleID> = [], exhaustiveDepth: Int? = nil,
        suppressedHealthChecks: Set<HealthCheck> = []
    ) {
        self.device = device
        self.mode = mode
        self.specOptions = specOptions
        self.run = run
        self.only = only
        self.skip = skip
        self.exhaustiveDepth = exhaustiveDepth
        self.suppressedHealthChecks = suppressedHealthChecks
    }

    /// Options from the environment (`EnvironmentSettings`), on this device and mode.
    /// - Throws: `RunConfigurationError` for a malformed variable.
    public static func fromEnvironment(
        _ environment: [String: String], device: DeviceProfile = .pad, mode: LifecycleMode = .scenes
    ) throws(RunConfigurationError) -> ConformanceOptions {
        try EnvironmentSettings(environment).applied(to: ConformanceOptions(device: device, mode: mode))
    }

    /// The app rules to monitor.
    var appRuleIDs: Set<RuleID> {
        var ids = Set(RuleCatalog.app.map(\.id))
        if let only { ids.formIntersection(only) }
        return ids.subtracting(skip)
    }

    /// The system rules to enforce.
    var systemRuleIDs: Set<RuleID> {
        var ids = Set(RuleCatalog.system.map(\.id))
        if let only { ids.formIntersection(only) }
        return ids.subtracting(skip)
    }
}
