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
/// State that scenes share changes while a scene is away: a scene whose content is a `SceneContent` naming a subject
/// and a shared state may come back showing a shared state that another scene on the same subject showed at the end
/// of an event in which the app stored a change (another window edited the document, and saved it), and A1 takes
/// that as what it showed. A shared state no scene showed as it was stored (a draft typed and never saved, read back
/// as it was before) is still reported.
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
            + "before it was disconnected or the process died, but for state scenes share (SceneContent.sharedState) "
            + "that another scene on the same subject showed as the app stored it meanwhile.",
        source: "WWDC 2019 session 258 (state restoration with NSUserActivity); the article; "
            + "UISceneDelegate.stateRestorationActivity(for:) documentation")
    package nonisolated static let observed: ObservationKinds = [.willDeliver, .didDeliver, .processWillEnd, .contentDelivered]

    /// What a session's scene showed when it went, and the shared states it may rightly come back with.
    private struct Before {
        var shown: ContentReading
        /// The app's stored data's generation (`AppState.generation`) when the scene went.
        var generation: Int
        /// Shared states another scene on the same subject showed at the end of an event that stored a change.
        var storedElsewhere: [AnyHashable] = []
    }

    private var shownBefore: [SessionID: Before] = [:]
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
                shownBefore[id] = Before(shown: AppView.reading(of: id, in: runtime), generation: runtime.appState.generation)
            }
        case .processWillEnd:
            for session in runtime.state.sessions where runtime.scene(of: session.id) != nil {
                if reconnected.contains(session.id) {
                    continue
                } else if withheld.contains(session.id) {
                    shownBefore.removeValue(forKey: session.id)
                } else {
                    shownBefore[session.id] = Before(shown: AppView.reading(of: session.id, in: runtime),
                                                     generation: runtime.appState.generation)
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
        for id in reconnected {
            guard let scene = runtime.scene(of: id) else { continue }
            // A scene reconnected in the background is not on screen: compare when the user can see it, and
            // until then, what it shows is not what it showed (a disconnect or the process's end keeps the entry).
            guard scene.activationState != .background else {
                hidden.append(id)
                continue
            }
            guard let entry = shownBefore.removeValue(forKey: id) else { continue }
            let now = AppView.reading(of: id, in: runtime)
            guard now.restorationState != entry.shown.restorationState, !Self.sharedElsewhere(now, since: entry) else { continue }
            monitor.report(
                Self.rule,
                "after reconnecting, scene \(scene.identifier) of session \(id) shows \(AppView.show(now.restorationState))",
                expected: "the scene shows what it showed before its disconnect",
                details: ["− before: \(AppView.show(entry.shown.restorationState))", "+ after:  \(AppView.show(now.restorationState))"])
        }
        reconnected = hidden
        noteSharedStatesStored(in: runtime)
    }

    /// Whether `now` differs from what the scene showed only as state scenes share may: the same subject, and a shared
    /// state another scene on that subject showed as the app stored it while this one was away.
    private static func sharedElsewhere(_ now: ContentReading, since entry: Before) -> Bool {
        guard let subject = entry.shown.subject, entry.shown.sharedState != nil, now.subject == subject,
              let shared = now.sharedState else { return false }
        return entry.storedElsewhere.contains(shared)
    }

    /// At the end of an event that stored a change, the shared states the connected scenes show, for each session
    /// away whose scene named a subject and a shared state.
    private func noteSharedStatesStored(in runtime: ReferenceRuntime) {
        let away = shownBefore.keys.filter { shownBefore[$0]!.shown.subject != nil && shownBefore[$0]!.shown.sharedState != nil }
        guard !away.isEmpty, away.contains(where: { shownBefore[$0]!.generation != runtime.appState.generation }) else { return }
        var shown: [(session: SessionID, reading: ContentReading)] = []
        for index in runtime.state.openIndices where runtime.scene(of: SessionID(index)) != nil {
            shown.append((SessionID(index), AppView.reading(of: SessionID(index), in: runtime)))
        }
        for id in away.sorted() {
            guard var entry = shownBefore[id], entry.generation != runtime.appState.generation else { continue }
            entry.generation = runtime.appState.generation
            // Another scene's: a scene reconnected in the background and not yet compared shows what it shows, which
            // is not evidence of what was stored.
            for (session, reading) in shown where session != id && reading.subject == entry.shown.subject {
                if let shared = reading.sharedState, !entry.storedElsewhere.contains(shared) { entry.storedElsewhere.append(shared) }
            }
            shownBefore[id] = entry
        }
    }
}
