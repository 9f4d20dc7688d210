import LifecycleSpec

/// One story told to both versions of a migrated app, compared after every step (rule M1).
///
/// The scene version is driven by the story's events; the legacy version by their counterparts
/// (`LegacyCounterpart`). The two take turns in one process: each turn restores the version's own user
/// defaults and takes them out again afterwards, so neither sees what the other stored.
@MainActor
final class MigrationRun: LifecycleRun {
    let scenes: ReferenceRuntime
    let legacy: ReferenceRuntime
    private let comparing: MigrationComparison
    private var sceneStorage = AppState.Storage.empty
    private var legacyStorage = AppState.Storage.empty
    private let sceneHandlers = HandlerCallCounter()
    private let legacyHandlers = HandlerCallCounter()
    private(set) var timeline: [[SpecCall]] = []
    private var story: [LifecycleEvent] = []
    private var legacyTimeline: [[SpecCall]] = []

    init(pair: MigrationPair, scenes: SpecConfiguration, legacy: SpecConfiguration, comparing: MigrationComparison) {
        self.legacy = pair.legacy.makeRuntime(legacy)
        self.scenes = pair.migrated.makeRuntime(scenes)
        self.comparing = comparing
        self.scenes.observers.append(sceneHandlers)
        self.legacy.observers.append(legacyHandlers)
        RunMonitor.shared.executionStarted()
    }

    var state: SpecState { scenes.state }
    var specification: Specification { scenes.specification }

    func send(_ event: LifecycleEvent) -> PropertyFailure? {
        RunMonitor.shared.willSend(event)
        let legacyBefore = legacy.state
        let firstScene = scenes.steps.count
        sceneHandlers.reset()
        legacyHandlers.reset()
        scenes.appState.restore(sceneStorage)
        defer { sceneStorage = scenes.appState.save() }
        do {
            try scenes.send(event)
        } catch {
            return refused(error, version: "migrated")
        }
        let sceneCalls = scenes.steps[firstScene...].flatMap(\.calls)
        timeline.append(sceneCalls)
        story.append(event)
        let counterpart = LegacyCounterpart.events(
            for: event, legacy: legacy.specification, state: legacyBefore, scenesAfter: scenes.state, sceneCalls: sceneCalls)
        sceneStorage = scenes.appState.save()
        legacy.appState.restore(legacyStorage)
        defer { legacyStorage = legacy.appState.save() }
        let firstLegacy = legacy.steps.count
        do {
            for e in counterpart { try legacy.send(e) }
        } catch {
            return refused(error, version: "legacy")
        }
        legacyTimeline.append(legacy.steps[firstLegacy...].flatMap(\.calls))
        return divergence(after: event)
    }

    func finish() -> PropertyFailure? { nil }

    private func refused(_ error: RuntimeError, version: String) -> PropertyFailure {
        PropertyFailure(rule: "runtime", title: "runtime refused an event", message: "the \(version) version: \(error)",
                        expected: "the app does not request or schedule work without end")
    }

    /// The first difference a user or the system could see after `event`, as an M1 failure.
    private func divergence(after event: LifecycleEvent) -> PropertyFailure? {
        let old = legacy.userVisibleState()
        let new = scenes.userVisibleState()
        let rule = MigrationRule.behaviourPreserved
        func failure(_ message: String, expected: String, details: [String] = []) -> PropertyFailure {
            PropertyFailure(rule: rule.id, title: rule.title, message: message, expected: expected,
                            details: details + sideBySide())
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
        if comparing.contains(.completionHandlers), sceneHandlers.issued > 0, legacyHandlers.issued > 0,
           sceneHandlers.calls != legacyHandlers.calls {
            return failure("the migrated app called the completion handler \(Self.times(sceneHandlers.calls))",
                           expected: "\(Self.times(legacyHandlers.calls)), as the legacy app")
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

    /// The story so far with both versions' callbacks, step by step, in two columns.
    private func sideBySide() -> [String] {
        var rows: [(String, String, String)] = [("step", "legacy (app delegate)", "migrated (scenes)")]
        for (i, event) in story.enumerated() {
            let left = legacyTimeline[i].map(\.description)
            let right = timeline[i].map(\.description)
            let label = "\(i + 1). \(event)"
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
