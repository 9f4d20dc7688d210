/// A10: a URL or activity delivered at connect or while connected becomes what that scene shows.
///
/// Two oracles, one per delivery:
/// - **What the app promises.** Where the app says what an input should open (`ContentExpectations`), the
///   scene's `SceneContent.subject` must be that at the end of the event.
/// - **The lifecycle itself.** Where it says nothing, the same URL, activity or quick action must leave the scene
///   showing the same thing whether it arrived in the connection options of a new window (a cold start included)
///   or while the scene was connected: what is compared is the topmost visible controller, by its
///   `SceneContent.subject` when it names one, else by its class and title (or its content's type), never by
///   what it holds.
///   This catches the commonest migration bug, a link handled only in `scene(_:openURLContexts:)` and dropped at
///   connection, with no expectation written. Two deliveries are compared only when the app kept the same data
///   outside its sessions as each arrived (user defaults, suites, container files): a link that opens a stored
///   note may rightly show the note once it exists and the list before. For each content and such data, the
///   first delivery at connection is compared with the first delivery while connected that changed what the
///   scene shows (one that changed nothing says the app ignores that content there, which the run's health checks
///   report); a delivery during which the app asked for a scene (it may open the content in another window) is
///   not compared. A subject the delivery made (its text is in what the app keeps after the event and was in
///   none of it before: a "New Entry" quick action that files an entry under a new `UUID()`) compares as a new
///   subject shown by the same screen, since no two deliveries make the same identifier.
package final class A10URLsAndActivitiesHandled: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A10", title: "URLs and activities handled",
        statement: "A URL or activity delivered at connect or while connected becomes what that scene shows.",
        source: "UISceneDelegate documentation (scene(_:willConnectTo:options:) connection options, "
            + "scene(_:openURLContexts:), scene(_:continue:)); WWDC 2019 session 258")
    package nonisolated static let observed: ObservationKinds = [.contentDelivered, .sceneRequestMade]

    private var expected: [(id: SessionID, subject: AnyHashable, input: String)] = []

    /// How a delivery reached its scene, for the lifecycle oracle.
    private enum Route: Equatable {
        /// In the connection options of a new window's scene.
        case connection
        /// To a scene that was connected before the event.
        case connected

        package var phrase: String { self == .connection ? "at connection (a new window or a cold start)" : "while connected" }
    }

    /// A delivery seen this event that the lifecycle oracle judges at its end, with what its scene showed before it
    /// (for a delivery while connected).
    private var pending: [(id: SessionID, key: Key, route: Route, event: Int, before: AnyHashable?)] = []
    /// A content as it arrived, with the app-wide data kept when it did: only deliveries of equal keys are compared.
    private struct Key: Hashable {
        package var content: DeliveredContent
        package var stored: [String: String]
    }
    /// What the first delivery of each content and data by each route left its scene showing: compared by `kind`.
    private var firstShown: [Key: [(route: Route, kind: AnyHashable?, shown: AnyHashable?, scene: String, event: Int,
                                    unread: [String])]] = [:]
    /// Whether the app asked for a scene during this event.
    private var requestedScene = false

    package func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        if case .sceneRequestMade = observation {
            requestedScene = true
            return
        }
        guard case .contentDelivered(let id, let content) = observation else { return }
        guard let subject = runtime.configuration.expectations.subject(for: content) else {
            // Only the first delivery of a content and data by each route is compared: later ones cost a read.
            if let route = route(of: id, in: runtime) {
                let key = Key(content: content, stored: runtime.appState.appWideValues())
                guard !(firstShown[key]?.contains { $0.route == route } ?? false) else { return }
                let before = route == .connected ? Self.kind(of: AppView.reading(of: id, in: runtime)) : nil
                pending.append((id, key, route, runtime.eventNumber, before))
            }
            return
        }
        expected.removeAll { $0.id == id }
        expected.append((id, subject, Self.input(content)))
    }

    /// How the current event delivers to `id`: at a new window's connection, to a scene connected before it, or
    /// neither (a reconnection that also restores state: not compared). The runtime tells of a delivery before
    /// the delegate gets it; a scene still unattached then is being connected with the content in its options.
    private func route(of id: SessionID, in runtime: ReferenceRuntime) -> Route? {
        if let scene = runtime.scene(of: id), scene.activationState != .unattached { return .connected }
        switch runtime.currentEvent {
        case .openURL(.newWindow, _), .continueActivity(.newWindow, _), .shortcut(.newWindow, _): return .connection
        default: return nil
        }
    }

    private static func input(_ content: DeliveredContent) -> String {
        switch content {
        case .url(let url): return "URL \(url)"
        case .activity(let activity): return "activity \(activity)"
        case .shortcut(let item): return "quick action \(item.type)"
        }
    }

    package func eventFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        defer {
            expected.removeAll()
            pending.removeAll()
            requestedScene = false
        }
        for (id, subject, input) in expected {
            guard let scene = runtime.scene(of: id) else { continue }
            let reading = AppView.reading(of: id, in: runtime)
            let shown = reading.subject
            guard shown != subject else { continue }
            // Content without a subject is not "nothing": say what it shows, and why A10 cannot see it.
            let what = shown == nil && reading.restorationState != nil
                ? "\(AppView.show(reading.restorationState)), which names no subject for A10 to compare (adopt "
                    + "SceneContentProviding with a SceneContent whose `subject` names what it shows)"
                : AppView.show(shown, against: subject)
            monitor.report(Self.rule, "scene \(scene.identifier) got the \(input) but shows \(what)",
                           expected: "the scene shows what the URL or activity asks for",
                           details: ["− expected: \(AppView.show(subject, against: shown))",
                                     "+ shown:    \(AppView.show(shown, against: subject))"])
            return
        }
        guard !requestedScene else { return }
        // What the app keeps now, read once for the event: a subject it holds now and held in none of it as the
        // content arrived is one the delivery made.
        var storedNow: [String: String]?
        for (id, key, route, event, before) in pending {
            let content = key.content
            guard let scene = runtime.scene(of: id) else { continue }
            let reading = AppView.reading(of: id, in: runtime)
            var kind = Self.kind(of: reading)
            if let subject = reading.subject {
                let stored = storedNow ?? runtime.appState.appWideValues()
                storedNow = stored
                if Self.made(subject, before: key.stored, after: stored) { kind = Self.newSubject(shownBy: reading) }
            }
            // While connected, only a delivery the app acted on says what the content opens.
            if route == .connected && kind == before { continue }
            let shown = reading.subject ?? reading.topmost
            var seen = firstShown[key, default: []]
            if seen.contains(where: { $0.route == route }) { continue }
            seen.append((route, kind, shown, scene.identifier, event, route == .connection ? runtime.unreadConnectionOptions(of: id) : []))
            firstShown[key] = seen
            guard let other = seen.first(where: { $0.route != route }), other.kind != kind else { continue }
            let coldRecord = route == .connection ? seen.last! : other
            let (cold, warm) = route == .connection ? ((shown, scene.identifier, event), (other.shown, other.scene, other.event))
                : ((other.shown, other.scene, other.event), (shown, scene.identifier, event))
            // What the app did not do, when the runtime saw it: the connection carried the content in an option that
            // scene(_:willConnectTo:options:) never read.
            let cause = coldRecord.unread.isEmpty ? Self.hint(content)
                : "At event \(cold.2) scene(_:willConnectTo:options:) of \(cold.1) never read "
                    + coldRecord.unread.joined(separator: " or ") + ", which carried it."
            monitor.report(
                Self.rule,
                "the \(Self.input(content)) left scene \(cold.1) showing \(AppView.show(cold.0)) when it came "
                    + "\(Route.connection.phrase) at event \(cold.2), but scene \(warm.1) showing "
                    + "\(AppView.show(warm.0)) when it came \(Route.connected.phrase) at event \(warm.2)",
                expected: "the same input shows the same thing however it arrives",
                details: ["− \(Route.connection.phrase): \(AppView.show(cold.0))",
                          "+ \(Route.connected.phrase): \(AppView.show(warm.0))",
                          cause])
            return
        }
    }

    /// What the lifecycle oracle compares of a scene: the subject its content names, else the topmost controller's
    /// class and title (or its content's type), so what the content holds (a draft typed, the texts of its views)
    /// cannot make two deliveries of the same input differ. The title counts: an app that shows every item in one
    /// controller class says which item by its title, and the two deliveries are compared only when the app kept
    /// the same stored data as each arrived, so a title that follows the data follows it alike.
    private static func kind(of reading: ContentReading) -> AnyHashable? {
        if let subject = reading.subject { return subject }
        guard let top = reading.topmost else { return nil }
        if let controller = top.base as? ShownController {
            return AnyHashable(ShownController(type: controller.type, title: controller.title))
        }
        return AnyHashable(String(describing: type(of: top.base)))
    }

    /// Whether the delivery made `subject`: its text is in what the app keeps after the event (a key or a value) and
    /// was in none of it as the content arrived (a quick action that creates an entry under a new `UUID()`).
    private static func made(_ subject: AnyHashable, before: [String: String], after: [String: String]) -> Bool {
        let text = StableDescription.of(subject.base)
        guard !text.isEmpty else { return false }
        func holds(_ values: [String: String]) -> Bool {
            values.contains { $0.key.contains(text) || $0.value.contains(text) }
        }
        return holds(after) && !holds(before)
    }

    /// The kind of a scene showing a subject its delivery made: a new one, shown by the content's type or the
    /// topmost controller's class. Two deliveries that each make a new item compare alike however new identifiers
    /// differ, and one that makes nothing still differs from one that does.
    private static func newSubject(shownBy reading: ContentReading) -> AnyHashable {
        let shownBy = (reading.topmost?.base as? ShownController)?.type
            ?? reading.topmost.map { String(describing: type(of: $0.base)) } ?? "nothing"
        return AnyHashable("a new subject shown by \(shownBy)")
    }

    /// Where the content is read at connection, for the report.
    /// The cause when the connection's options were read: both routes got the content, and handled it differently.
    private static func hint(_ content: DeliveredContent) -> String {
        let (what, option, method): (String, String, String)
        switch content {
        case .url: (what, option, method) = ("URL", "connectionOptions.urlContexts", "scene(_:openURLContexts:)")
        case .activity: (what, option, method) = ("activity", "connectionOptions.userActivities", "scene(_:continue:)")
        case .shortcut:
            (what, option, method) = ("quick action", "connectionOptions.shortcutItem",
                                      "windowScene(_:performActionFor:completionHandler:)")
        }
        return "At connection UIKit passes the \(what) in \(option) to scene(_:willConnectTo:options:), not to \(method); "
            + "the scene delegate read it there, so the two routes handle the same \(what) differently, or what they "
            + "show depends on something kept in memory that changed between the two deliveries (what the app stored "
            + "outside its sessions was the same)."
    }
}
