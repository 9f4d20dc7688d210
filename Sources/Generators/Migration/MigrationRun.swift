import LifecycleRules

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
    private let accepted: AcceptedDifferenceTally
    /// The accepted difference each ongoing difference was accepted as: what is shown, and each stored key.
    private var acceptedShown: Int?
    private var acceptedStored: [String: Int] = [:]
    /// The accepted differences this story accepted.
    private var acceptedHere: Set<Int> = []
    private let sceneHandlers = HandlerCallCounter()
    private(set) var timeline: [[SpecCall]] = []
    /// Per step: the story's event, its legacy counterparts, and what the migrated version was then.
    private var steps: [(event: LifecycleEvent, counterpart: [LifecycleEvent], migrated: UserVisibleState,
                         issued: Int, calls: Int, unread: [(session: SessionID, options: [String])])] = []

    init(pair: MigrationPair, scenes: SpecConfiguration, legacy: SpecConfiguration, comparing: MigrationComparison,
         accepted: AcceptedDifferenceTally, reach: DeliveryReach?) {
        self.pair = pair
        self.scenes = pair.migrated.makeRuntime(scenes)
        self.legacySpec = legacy
        self.legacyState = Specification(legacy).initialState()
        self.comparing = comparing
        self.accepted = accepted
        self.scenes.observers.append(sceneHandlers)
        reach?.attach(to: self.scenes)
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
            try await scenes.send(event)
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
        defer {
            legacy.tearDown()
            // A story counts once: shrink candidates, replays and the diagnosis's stories are not stories told.
            if RunMonitor.shared.isTellingStories { accepted.record(acceptedHere) }
        }
        var legacyTimeline: [[SpecCall]] = []
        for (index, step) in steps.enumerated() {
            handlers.reset()
            let first = legacy.steps.count
            do {
                for e in step.counterpart { try await legacy.send(e) }
            } catch {
                return refused(error, version: "legacy")
            }
            legacyTimeline.append(legacy.steps[first...].flatMap(\.calls))
            let old = legacy.userVisibleState()
            if let (found, facet) = divergence(at: index, legacy: old, handlers: handlers) {
                var failure = found
                // The legacy version is told the story again, read after every callback, to name the callback that
                // showed or stored what differs; it must not run beside the first telling.
                legacy.tearDown()
                failure.details += await legacyCallbacks(causing: facet, upTo: index, final: old)
                failure.details += unreadConnectionOptions(upTo: index)
                failure.details += sideBySide(upTo: index, legacyTimeline: legacyTimeline)
                return failure
            }
        }
        return nil
    }

    /// What an M1 difference is in: where the app is, what it shows, which stored keys, or its completion handlers.
    enum Facet: Hashable {
        case presence, shown, completionHandlers
        case stored([String])

        /// What a reported M1 failure is in, from its message (`nil` for a failure this run did not make).
        init?(_ failure: PropertyFailure) {
            let message = failure.message
            if message.contains(Self.presencePhrase) { self = .presence }
            else if message.contains(Self.shownPhrase) { self = .shown }
            else if message.contains(Self.storedPhrase) { self = .stored([]) }
            else if message.contains(Self.handlersPhrase) { self = .completionHandlers }
            else { return nil }
        }

        static let presencePhrase = " where the legacy app is "
        static let shownPhrase = "the migrated app shows "
        static let storedPhrase = "the migrated app stored other values than the legacy app"
        static let handlersPhrase = "the migrated app called the completion handler "
    }

    /// `Where:` lines naming the legacy callback that last brought about the legacy side of `facet` by step `index`
    /// (a stored key's value, what the window shows), and the scene-lifecycle callback that takes its work over;
    /// empty when no callback did (the legacy app showed or stored it from the start, or the difference is where the
    /// app is).
    private func legacyCallbacks(causing facet: Facet, upTo index: Int, final: UserVisibleState) async -> [String] {
        let reading: (UserVisibleState) -> [AnyHashable]
        let what: String
        var visibleOnly = false
        switch facet {
        case .presence, .completionHandlers: return []
        case .shown where steps[index].migrated.shown.isEmpty:
            // The migrated app shows nothing at all: the cause is where the legacy app first showed a window.
            reading = { [AnyHashable($0.presence != .background && !$0.shown.isEmpty)] }
            what = "first showed its window"
        case .shown:
            // What the window shows, read only while it is on screen: in the background the legacy window shows
            // nothing, and coming back to the foreground is not what made it show what it does.
            reading = { $0.presence == .background ? [] : $0.shown }
            what = "came to show \(final.shownDescription)"
            visibleOnly = true
        case .stored(let keys):
            reading = { state in keys.map { AnyHashable(state.stored[$0]) } }
            what = (keys.count == 1 ? "stored " : "stored the values of ") + keys.joined(separator: ", ")
        }
        let legacy = pair.legacy.makeRuntime(legacySpec)
        let snapshots = CallbackSnapshots()
        legacy.observers.append(snapshots)
        defer { legacy.tearDown() }
        snapshots.records.append((step: -1, call: nil, state: legacy.userVisibleState()))
        for (i, step) in steps[...index].enumerated() {
            snapshots.step = i
            for e in step.counterpart {
                do { try await legacy.send(e) } catch { return [] }
            }
            snapshots.records.append((step: i, call: nil, state: legacy.currentUserVisibleState()))
        }
        // The latest moment the legacy side took the value it has at the end of step `index` (for what is shown,
        // among the moments it was on screen).
        let records = visibleOnly ? snapshots.records.filter { $0.state.presence != .background && !$0.state.shown.isEmpty }
            : snapshots.records
        let target = reading(final)
        guard let last = records.last, reading(last.state) == target,
              let start = records.indices.last(where: {
                  reading(records[$0].state) == target && ($0 == 0 ? visibleOnly : reading(records[$0 - 1].state) != target)
              }) else { return [] }
        let record = records[start]
        let stepText = "at step \(record.step + 1) (\(steps[record.step].event))"
        guard let call = record.call else {
            return ["Where: the legacy app \(what) in work it queued (a Task or the main queue) \(stepText)"]
        }
        guard let callback = LegacyCallback(call) else {
            return ["Where: the legacy app \(what) in \(call) \(stepText)"]
        }
        return ["Where: the legacy app \(what) in \(callback.method) \(stepText); in an app with scenes that work "
                + "belongs in \(callback.sceneCounterpart)"]
    }

    private func refused(_ error: RuntimeError, version: String) -> PropertyFailure {
        PropertyFailure(rule: "runtime", title: "runtime refused an event", message: "the \(version) version: \(error)",
                        expected: "the app does not request or schedule work without end")
    }

    /// The first difference a user or the system could see after step `index`, as an M1 failure (its details the
    /// difference only), and what it is in.
    private func divergence(at index: Int, legacy old: UserVisibleState, handlers: HandlerCallCounter)
        -> (PropertyFailure, Facet)?
    {
        let step = steps[index]
        let new = step.migrated
        let rule = MigrationRule.behaviourPreserved
        let after = "after step \(index + 1) (\(step.event)), "
        func failure(_ message: String, expected: String, details: [String] = []) -> PropertyFailure {
            PropertyFailure(rule: rule.id.description, title: rule.title, message: after + message, expected: expected, details: details)
        }
        if old.presence != new.presence {
            return (failure("the migrated app is \(new.presence.rawValue)" + Facet.presencePhrase + old.presence.rawValue,
                            expected: "\(old.presence.rawValue), as the legacy app"), .presence)
        }
        if comparing.contains(.shown) {
            if old.shown == new.shown {
                acceptedShown = nil
            } else if let i = acceptedShown ?? accepted.accepted.indices.first(where: {
                accepted.accepted[$0].subject == .shown
                    && accepted.accepted[$0].begins(at: step.event, legacy: step.counterpart)
            }) {
                acceptedShown = i
                acceptedHere.insert(i)
            } else {
                return (failure(Facet.shownPhrase + new.shownDescription,
                                expected: "\(old.shownDescription), as the legacy app shows"), .shown)
            }
        }
        if comparing.contains(.stored) {
            let differing = Set(old.stored.keys).union(new.stored.keys).sorted().filter { old.stored[$0] != new.stored[$0] }
            acceptedStored = acceptedStored.filter { differing.contains($0.key) }
            var keys: [String] = []
            for key in differing {
                if let i = acceptedStored[key] ?? accepted.accepted.indices.first(where: {
                    accepted.accepted[$0].covers(storedKey: key)
                        && accepted.accepted[$0].begins(at: step.event, legacy: step.counterpart)
                }) {
                    acceptedStored[key] = i
                    acceptedHere.insert(i)
                } else {
                    keys.append(key)
                }
            }
            if !keys.isEmpty {
                let diff = Self.storedDifference(old: old.stored, new: new.stored, keys: keys)
                return (failure(Facet.storedPhrase + " (\(keys.count) " + (keys.count == 1 ? "key differs)" : "keys differ)"),
                                expected: "the values the legacy app stored", details: diff), .stored(keys))
            }
        }
        // A quick action that launches a scene-based app comes in the connection options, with no completion
        // handler, where the legacy app delegate gets performActionFor: handlers are compared only when both
        // versions were given one.
        if comparing.contains(.completionHandlers), step.issued > 0, handlers.issued > 0, step.calls != handlers.calls {
            return (failure(Facet.handlersPhrase + Self.times(step.calls),
                            expected: "\(Self.times(handlers.calls)), as the legacy app"), .completionHandlers)
        }
        return nil
    }

    /// Content a connection carried that the migrated scene delegate never read, up to step `index`: the likeliest
    /// cause of a difference.
    private func unreadConnectionOptions(upTo index: Int) -> [String] {
        var unread: [String] = []
        for (i, step) in steps[...index].enumerated() {
            for (session, options) in step.unread {
                unread.append("at step \(i + 1) (\(step.event)) the scene delegate of session \(session) never read "
                              + options.joined(separator: " or ") + " in scene(_:willConnectTo:options:), which carried "
                              + "what the step delivered")
            }
        }
        return unread
    }

    private static func times(_ n: Int) -> String { n == 1 ? "once" : "\(n) times" }

    /// `- key: old` / `+ key: new` lines for `keys`, in their order.
    static func storedDifference(old: [String: String], new: [String: String], keys: [String]) -> [String] {
        var lines: [String] = []
        for key in keys {
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

/// The app's observable state after every callback of a telling (and at the end of every step, `call` nil), for
/// naming the callback that brought a difference about.
@MainActor
final class CallbackSnapshots: RuntimeObserver {
    var step = 0
    var records: [(step: Int, call: SpecCall?, state: UserVisibleState)] = []

    func runtime(_ runtime: ReferenceRuntime, observed observation: RuntimeObservation) {
        guard case .didDeliver(let call) = observation else { return }
        records.append((step: step, call: call, state: runtime.currentUserVisibleState()))
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
