import LifecycleSpec

/// One story told to both versions of a migrated app, compared after every step (rule M1).
///
/// The migrated version is driven by the story's events as they are drawn, and what it shows and stores is
/// recorded after each. At the end of the story its process is ended (`ReferenceRuntime.tearDown()`), and
/// the legacy version, freshly installed, goes through the counterparts of the same steps
/// (`LegacyCounterpart`), compared with the record step by step; the first difference is the failure. The
/// two versions never run side by side, so what they share in the process (`NotificationCenter.default`,
/// statics reset by `resetProcessState`, the standard user defaults) carries nothing from one to the other.
@MainActor
final class MigrationRun: LifecycleRun {
    private let pair: MigrationPair
    private let scenes: ReferenceRuntime
    private let legacySpec: SpecConfiguration
    private var legacyState: SpecState
    private let comparing: MigrationComparison
    private let sceneHandlers = HandlerCallCounter()
    private(set) var timeline: [[SpecCall]] = []
    /// Per step: the story's event, its legacy counterparts, and what the migrated version was then.
    private var steps: [(event: LifecycleEvent, counterpart: [LifecycleEvent], migrated: UserVisibleState,
                         issued: Int, calls: Int, unread: [(session: SessionID, options: [String])])] = []

    init(pair: MigrationPair, scenes: SpecConfiguration, legacy: SpecConfiguration, comparing: MigrationComparison) {
        self.pair = pair
        self.scenes = pair.migrated.makeRuntime(scenes)
        self.legacySpec = legacy
        self.legacyState = Specification(legacy).initialState()
        self.comparing = comparing
        self.scenes.observers.append(sceneHandlers)
        RunMonitor.shared.executionStarted()
    }

    var state: SpecState { scenes.state }
    var specification: Specification { scenes.specification }
    func admits(_ event: LifecycleEvent) -> Bool { scenes.routes(event) }

    func send(_ event: LifecycleEvent) async -> PropertyFailure? {
        RunMonitor.shared.willSend(event)
        let firstStep = scenes.steps.count
        sceneHandlers.reset()
        do {
            try await scenes.sendRunningMainQueue(event)
        } catch {
            return refused(error, version: "migrated")
        }
        let calls = scenes.steps[firstStep...].flatMap(\.calls)
        timeline.append(calls)
        let legacy = Specification(legacySpec)
        let counterpart = LegacyCounterpart.events(
            for: event, legacy: legacy, state: legacyState, scenesAfter: scenes.state, sceneCalls: calls)
        for e in counterpart { legacy.apply(e, to: &legacyState, emit: { _ in }) }
        steps.append((event, counterpart, scenes.userVisibleState(), sceneHandlers.issued, sceneHandlers.calls,
                      scenes.unreadConnectionOptionsOfEvent))
        return nil
    }

    /// Ends the migrated version, then tells the story to the legacy version and compares step by step.
    func finish() async -> PropertyFailure? {
        scenes.tearDown()
        let legacy = pair.legacy.makeRuntime(legacySpec)
        let handlers = HandlerCallCounter()
        legacy.observers.append(handlers)
        defer { legacy.tearDown() }
        var legacyTimeline: [[SpecCall]] = []
        for (index, step) in steps.enumerated() {
            handlers.reset()
            let first = legacy.steps.count
            do {
                for e in step.counterpart { try await legacy.sendRunningMainQueue(e) }
            } catch {
                return refused(error, version: "legacy")
            }
            legacyTimeline.append(legacy.steps[first...].flatMap(\.calls))
            if let failure = divergence(at: index, legacy: legacy.userVisibleState(), handlers: handlers,
                                        legacyTimeline: legacyTimeline) {
                return failure
            }
        }
        return nil
    }

    private func refused(_ error: RuntimeError, version: String) -> PropertyFailure {
        PropertyFailure(rule: "runtime", title: "runtime refused an event", message: "the \(version) version: \(error)",
                        expected: "the app does not request or schedule work without end")
    }

    /// The first difference a user or the system could see after step `index`, as an M1 failure.
    private func divergence(at index: Int, legacy old: UserVisibleState, handlers: HandlerCallCounter,
                            legacyTimeline: [[SpecCall]]) -> PropertyFailure? {
        let step = steps[index]
        let new = step.migrated
        let rule = MigrationRule.behaviourPreserved
        let after = "after step \(index + 1) (\(step.event)), "
        // Content a connection carried that the migrated scene delegate never read: the likeliest cause of a difference.
        var unread: [String] = []
        for (i, step) in steps[...index].enumerated() {
            for (session, options) in step.unread {
                unread.append("at step \(i + 1) (\(step.event)) the scene delegate of session \(session) never read "
                              + options.joined(separator: " or ") + " in scene(_:willConnectTo:options:), which carried "
                              + "what the step delivered")
            }
        }
        func failure(_ message: String, expected: String, details: [String] = []) -> PropertyFailure {
            PropertyFailure(rule: rule.id, title: rule.title, message: after + message, expected: expected,
                            details: details + unread + sideBySide(upTo: index, legacyTimeline: legacyTimeline))
        }
        if old.presence != new.presence {
            return failure("the migrated app is \(new.presence.rawValue) where the legacy app is \(old.presence.rawValue)",
                           expected: "\(old.presence.rawValue), as the legacy app")
        }
        if comparing.contains(.shown), old.shown != new.shown {
            return failure("the migrated app shows \(new.shownDescription)",
                           expected: "\(old.shownDescription), as the legacy app shows")
        }
        if comparing.contains(.stored), old.stored != new.stored {
            let diff = Self.storedDifference(old: old.stored, new: new.stored)
            let keys = diff.count / 2
            return failure("the migrated app stored other values than the legacy app (\(keys) "
                           + (keys == 1 ? "key differs)" : "keys differ)"),
                           expected: "the values the legacy app stored", details: diff)
        }
        // A quick action that launches a scene-based app comes in the connection options, with no completion
        // handler, where the legacy app delegate gets performActionFor: handlers are compared only when both
        // versions were given one.
        if comparing.contains(.completionHandlers), step.issued > 0, handlers.issued > 0, step.calls != handlers.calls {
            return failure("the migrated app called the completion handler \(Self.times(step.calls))",
                           expected: "\(Self.times(handlers.calls)), as the legacy app")
        }
        return nil
    }

    private static func times(_ n: Int) -> String { n == 1 ? "once" : "\(n) times" }

    /// `- key: old` / `+ key: new` lines for the keys whose values differ, sorted by key.
    static func storedDifference(old: [String: String], new: [String: String]) -> [String] {
        var lines: [String] = []
        for key in Set(old.keys).union(new.keys).sorted() where old[key] != new[key] {
            lines.append("- legacy   \(key) = \(old[key].map { "\"\($0)\"" } ?? "(absent)")")
            lines.append("+ migrated \(key) = \(new[key].map { "\"\($0)\"" } ?? "(absent)")")
        }
        return lines
    }

    /// The story up to step `last` with both versions' callbacks, step by step, in two columns.
    private func sideBySide(upTo last: Int, legacyTimeline: [[SpecCall]]) -> [String] {
        var rows: [(String, String, String)] = [("step", "legacy (app delegate)", "migrated (scenes)")]
        for i in 0...last {
            let left = legacyTimeline[i].map(\.description)
            let right = timeline[i].map(\.description)
            let label = "\(i + 1). \(steps[i].event)"
            let count = max(left.count, right.count, 1)
            for k in 0..<count {
                rows.append((k == 0 ? label : "", k < left.count ? left[k] : (k == 0 ? "(nothing)" : ""),
                             k < right.count ? right[k] : (k == 0 ? "(nothing)" : "")))
            }
        }
        let w0 = rows.map(\.0.count).max() ?? 0
        let w1 = rows.map(\.1.count).max() ?? 0
        return ["Both timelines:"] + rows.map { row in
            let a = row.0 + String(repeating: " ", count: w0 - row.0.count)
            let b = row.1 + String(repeating: " ", count: w1 - row.1.count)
            return "  \(a)  \(b)  \(row.2)".trimmingTrailingSpaces()
        }
    }
}

/// Counts the completion handlers a runtime gives the app, and the app's calls to them, in one step.
@MainActor
final class HandlerCallCounter: RuntimeObserver {
    private(set) var issued = 0
    private(set) var calls = 0

    func reset() {
        issued = 0
        calls = 0
    }

    func runtime(_ runtime: ReferenceRuntime, observed observation: RuntimeObservation) {
        switch observation {
        case .completionHandlerIssued: issued += 1
        case .completionHandlerCalled: calls += 1
        default: break
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
