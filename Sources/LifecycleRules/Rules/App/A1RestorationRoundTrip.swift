/// A1: what a scene shows after it reconnects (or after a relaunch) equals what it showed before.
///
/// The content's `restorationState` (the whole content unless it is a
/// `SceneContent` that says otherwise) is taken when the scene disconnects
/// or the process ends, and compared at the end of the event that
/// reconnects the session, or, for a scene reconnected in the background,
/// at the end of the first event after which it is on screen (an app may
/// finish restoring when it becomes active, behind its launch screen). A reconnection that carries a URL, activity or
/// quick action is exempt: it is meant to change what the scene shows (A10).
///
/// A1 demands only round-trips the system offers. A scene connected while
/// protected data was unavailable got no restoration activity, so what it
/// shows is not compared, nor what it showed when it goes without having been
/// asked for a new one (the stored activity is then the session's again). A
/// force quit that disconnects a visible scene without asking for its
/// restoration activity (`ForceQuitOrder.disconnectFromInactive`) is exempt
/// too: the next launch restores what was stored when the system last asked.
package final class A1RestorationRoundTrip: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A1", title: "restoration round-trip",
        statement: "What a scene shows after it reconnects, or after the app relaunches, equals what it showed "
            + "before it was disconnected or the process died.",
        source: "WWDC 2019 session 258 (state restoration with NSUserActivity); the article; "
            + "UISceneDelegate.stateRestorationActivity(for:) documentation")
    package nonisolated static let observed: ObservationKinds = [.willDeliver, .didDeliver, .processWillEnd, .contentDelivered]

    private var shownBefore: [SessionID: AnyHashable?] = [:]
    private var reconnected: [SessionID] = []
    /// Sessions whose scene connected without its restoration activity and was not asked for a new one.
    private var withheld: [SessionID] = []

    package func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        switch observation {
        case .willDeliver(.didDisconnect(let id, _)) where reconnected.contains(id):
            // Never on screen since it reconnected: what it must bring back is still what it showed before.
            reconnected.removeAll { $0 == id }
        case .willDeliver(.didDisconnect(let id, _)):
            if withheld.contains(id) || runtime.currentEvent == .forceQuit(.disconnectFromInactive) {
                shownBefore[id] = nil
                withheld.removeAll { $0 == id }
            } else {
                shownBefore[id] = AppView.reading(of: id, in: runtime).restorationState
            }
        case .processWillEnd:
            for session in runtime.state.sessions where runtime.scene(of: session.id) != nil {
                if reconnected.contains(session.id) {
                    continue
                } else if withheld.contains(session.id) {
                    shownBefore.removeValue(forKey: session.id)
                } else {
                    shownBefore[session.id] = AppView.reading(of: session.id, in: runtime).restorationState
                }
            }
            withheld.removeAll()
            reconnected.removeAll()
        case .willDeliver(.stateRestorationActivity(let id, _)):
            withheld.removeAll { $0 == id }
        case .willDeliver(.willConnect(let id, _, let content)):
            if content == .none {
                if !reconnected.contains(id) { reconnected.append(id) }
            } else {
                shownBefore[id] = nil
            }
            if content == .withheldRestoration { withheld.append(id) }
        case .contentDelivered(let id, _):
            shownBefore[id] = nil
            reconnected.removeAll { $0 == id }
        case .didDeliver(.didDiscardSceneSessions(let ids)):
            for id in ids { shownBefore[id] = nil }
        default:
            break
        }
    }

    package func eventFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        var hidden: [SessionID] = []
        defer { reconnected = hidden }
        for id in reconnected {
            guard let scene = runtime.scene(of: id) else { continue }
            // A scene reconnected in the background is not on screen: compare when the user can see it, and
            // until then, what it shows is not what it showed (a disconnect or the process's end keeps the entry).
            guard scene.activationState != .background else {
                hidden.append(id)
                continue
            }
            guard let entry = shownBefore[id] else { continue }
            shownBefore[id] = nil
            let now = AppView.reading(of: id, in: runtime).restorationState
            guard now != entry else { continue }
            monitor.report(
                Self.rule,
                "after reconnecting, scene \(scene.identifier) of session \(id) shows \(AppView.show(now))",
                expected: "the scene shows what it showed before its disconnect",
                details: ["− before: \(AppView.show(entry))", "+ after:  \(AppView.show(now))"])
        }
    }
}
