import LifecycleRules

/// What kind of migration mistake an M1 failure is, told apart by telling one or two more stories, and where the
/// work belongs.
///
/// Two mistakes print the same shrunk story: a link handled only in `scene(_:openURLContexts:)` (dropped when it
/// launches the app) and a link handler left in `application(_:open:options:)` (dropped always) both first differ
/// at the launching link. When the failing story delivers a URL, an activity or a quick action, the check tells the
/// same delivery to the app not running (`openURL new #0`) and to the running app (`launch`, `openURL A #0`); which
/// of the two keep behaviour names the mistake (provided a plain launch keeps it: else the launch itself differs).
/// A story with the system's disconnect is told again without it: when that keeps behaviour, the scene did not
/// restore what it showed. Any other difference is classed by what differs.
public struct MigrationDiagnosis: Hashable, Sendable {
    /// The kinds of migration mistake.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A delivery handled while the app runs, dropped when it launches the app (connection options unread).
        case droppedAtColdStartOnly = "dropped at cold start only"
        /// A delivery handled when it launches the app, dropped while the app runs.
        case droppedWhileRunningOnly = "dropped while running only"
        /// A delivery dropped both when it launches the app and while it runs (its handler left in the app delegate).
        case droppedAlways = "dropped always"
        /// The system disconnected the scene in the background, and the reconnected scene did not bring back what it
        /// showed (the legacy app's window lives as long as its process).
        case notRestoredAfterDisconnect = "not restored after a disconnect"
        /// The migrated app stored other values.
        case storedDifferently = "stored differently"
        /// The migrated app shows something else.
        case shownDifferently = "shown differently"
        /// The migrated app is elsewhere (not running, background, inactive, active) than the legacy app.
        case elsewhere = "in another state"
        /// The migrated app called a completion handler another number of times.
        case completionHandlers = "completion handlers called differently"
    }

    /// The kind of mistake.
    public var kind: Kind
    /// Where the work belongs, in a sentence or two.
    public var advice: String
    /// The stories told to tell the kinds apart, each with its outcome, such as
    /// `openURL new #0 (the app not running): differs`; empty when the kind follows from the difference itself.
    public var evidence: [String]

    public init(kind: Kind, advice: String, evidence: [String] = []) {
        self.kind = kind
        self.advice = advice
        self.evidence = evidence
    }

    /// `Diagnosis: dropped at cold start only`, the advice and the stories, one line each with a line feed.
    public var text: String {
        var out = "Diagnosis: \(kind.rawValue)\n  \(advice)\n"
        if !evidence.isEmpty {
            out += "  Told apart by:\n"
            for line in evidence { out += "    \(line)\n" }
        }
        return out
    }

    /// The diagnosis as a JSON object: kind, advice, evidence.
    public var json: String {
        "{\"kind\":\(JSONText.string(kind.rawValue)),\"advice\":\(JSONText.string(advice)),"
            + "\"evidence\":\(JSONText.array(evidence))}"
    }
}

extension MigrationDiagnosis {
    /// The diagnosis of a migration check's counterexample: the delivery in its story (the last one up to the
    /// failing step) told to the app not running and to the running app, else what differs. `nil` for a failure
    /// that is not M1.
    @MainActor
    static func diagnose(_ counterexample: Counterexample, target: PropertyTarget) async -> MigrationDiagnosis? {
        let failure = counterexample.failure
        guard failure.rule == MigrationRule.behaviourPreserved.id.description else { return nil }
        let events = counterexample.events
        let last = counterexample.shrunk.execution.failureIndex ?? (events.count - 1)
        // A difference that needs the system's disconnect: the same story without it keeps behaviour.
        if events[...last].contains(where: { $0.kind == .systemDisconnect }) {
            let withoutDisconnect = events.enumerated().filter { $0.offset > last || $0.element.kind != .systemDisconnect }
                .map(\.element)
            if await keepsBehaviour(withoutDisconnect, target: target) == true {
                return MigrationDiagnosis(
                    kind: .notRestoredAfterDisconnect,
                    advice: "iOS disconnects a scene in the background to free memory, and the legacy app's window had "
                        + "nothing like it: when the scene reconnected, it did not show what it showed before. Return an "
                        + "activity describing the screen from stateRestorationActivity(for:) (or set scene.userActivity), "
                        + "and restore from session.stateRestorationActivity in scene(_:willConnectTo:options:).",
                    evidence: ["the same story without the system's disconnect ("
                        + withoutDisconnect.map(\.description).joined(separator: ", ") + "): behaves as the legacy app"])
            }
        }
        // Told apart by deliveries only when a plain launch keeps behaviour: else the launch itself differs, and
        // every story with a delivery would too.
        if let k = events.indices.last(where: { $0 <= last && Delivery(events[$0]) != nil }),
           let delivery = Delivery(events[k]), await keepsBehaviour([.launch], target: target) == true {
            let cold = await keepsBehaviour([delivery.event(to: .newWindow)], target: target)
            let warm = await keepsBehaviour([.launch, delivery.event(to: .session(SessionID(0)))], target: target)
            if let cold, let warm, !(cold && warm) {
                let evidence = [
                    "\(delivery.event(to: .newWindow)) (the app not running): "
                        + (cold ? "behaves as the legacy app" : "differs"),
                    "launch, \(delivery.event(to: .session(SessionID(0)))) (the app running): "
                        + (warm ? "behaves as the legacy app" : "differs"),
                ]
                return MigrationDiagnosis(kind: delivery.kind(cold: cold, warm: warm),
                                          advice: delivery.advice(cold: cold, warm: warm), evidence: evidence)
            }
        }
        let facet = MigrationRun.Facet(failure)
        let hasWhere = failure.details.contains { $0.hasPrefix("Where: ") }
        switch facet {
        case .stored:
            return MigrationDiagnosis(kind: .storedDifferently, advice: "The migrated app stored other values than "
                + "the legacy app at the same step: the work that stores them runs in another callback, or not at all"
                + (hasWhere ? "; the Where line names the legacy callback it ran in and the scene callback it belongs in."
                    : ", or only the migrated app stores them."))
        case .shown:
            return MigrationDiagnosis(kind: .shownDifferently, advice: "The migrated app shows something else than "
                + "the legacy app at the same step"
                + (hasWhere ? "; the Where line names the legacy callback that showed it and the scene callback it belongs in."
                    : "."))
        case .presence:
            return MigrationDiagnosis(kind: .elsewhere, advice: "The migrated app is not where the legacy app is "
                + "after the same step: compare the two timelines for a callback the migrated app answers otherwise.")
        case .completionHandlers, nil:
            return MigrationDiagnosis(kind: .completionHandlers, advice: "The migrated app calls the quick action's "
                + "completion handler another number of times than the legacy app: call it exactly once in "
                + "windowScene(_:performActionFor:completionHandler:).")
        }
    }

    /// Whether the story keeps behaviour (`nil` when some of its events could not be told).
    @MainActor
    private static func keepsBehaviour(_ story: [LifecycleEvent], target: PropertyTarget) async -> Bool? {
        let execution = await Executor.execute(plain: story, on: target)
        guard execution.dropped == 0 else { return nil }
        return execution.failure == nil
    }

    /// A delivery of the story, by kind, with its legacy method, scene method and connection option.
    private struct Delivery {
        enum Channel { case url, activity, handoff, shortcut }
        var channel: Channel
        var payload: Int

        init?(_ event: LifecycleEvent) {
            switch event {
            case .openURL(_, let p): (channel, payload) = (.url, p)
            case .continueActivity(_, let p): (channel, payload) = (.activity, p)
            case .handoff(_, let p): (channel, payload) = (.handoff, p)
            case .shortcut(_, let p): (channel, payload) = (.shortcut, p)
            default: return nil
            }
        }

        func event(to target: LifecycleEvent.Target) -> LifecycleEvent {
            switch channel {
            case .url: return .openURL(target, payload: payload)
            case .activity: return .continueActivity(target, payload: payload)
            case .handoff: return .handoff(target, payload: payload)
            case .shortcut: return .shortcut(target, payload: payload)
            }
        }

        private var noun: String {
            switch channel {
            case .url: return "URL"
            case .activity, .handoff: return "user activity"
            case .shortcut: return "quick action"
            }
        }

        private var legacyMethod: String {
            switch channel {
            case .url: return "application(_:open:options:)"
            case .activity, .handoff: return "application(_:continue:restorationHandler:)"
            case .shortcut: return "application(_:performActionFor:completionHandler:)"
            }
        }

        private var sceneMethod: String {
            switch channel {
            case .url: return "scene(_:openURLContexts:)"
            case .activity, .handoff: return "scene(_:continue:)"
            case .shortcut: return "windowScene(_:performActionFor:completionHandler:)"
            }
        }

        private var option: String {
            switch channel {
            case .url: return "connectionOptions.urlContexts"
            case .activity: return "connectionOptions.userActivities"
            case .handoff: return "connectionOptions.handoffUserActivityType (the activity follows in scene(_:continue:))"
            case .shortcut: return "connectionOptions.shortcutItem"
            }
        }

        func kind(cold: Bool, warm: Bool) -> Kind {
            switch (cold, warm) {
            case (false, true): return .droppedAtColdStartOnly
            case (true, false): return .droppedWhileRunningOnly
            default: return .droppedAlways
            }
        }

        func advice(cold: Bool, warm: Bool) -> String {
            switch (cold, warm) {
            case (false, true):
                return "The migrated app handles this \(noun) while it runs but not when it launches the app: UIKit "
                    + "does not call \(sceneMethod) for the \(noun) that connects a scene. Read \(option) in "
                    + "scene(_:willConnectTo:options:) and handle it as \(sceneMethod) does."
            case (true, false):
                return "The migrated app handles this \(noun) when it launches the app but not while it runs: "
                    + "implement \(sceneMethod) in the scene delegate."
            default:
                return "The migrated app drops this \(noun) both when it launches the app and while it runs: its "
                    + "handling is likely still in \(legacyMethod), which UIKit does not call in an app with scenes. "
                    + "Move it to \(sceneMethod), and read \(option) in scene(_:willConnectTo:options:)."
            }
        }
    }
}
