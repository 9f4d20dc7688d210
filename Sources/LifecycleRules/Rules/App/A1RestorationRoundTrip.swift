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
/// and a shared state may come back on the same subject showing the shared state that another scene on that subject
/// changed to and showed (or showed as it left) at the latest event in which the app stored a change (another window
/// edited the document, and saved it); A1 then takes the content as restored, without comparing the rest of its
/// restoration state. A shared state no scene changed to as the app stored (a draft typed and never saved, read back
/// as it was before; an unrelated write), an older one than the latest stored, or one only a scene reconnected in the
/// background showed, is still reported.
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
        /// The shared states other scenes on the same subject changed to as the app last stored a change.
        var storedElsewhere: [AnyHashable] = []
        /// Whether the scene named a subject and a shared state, so that another scene's stored edit may stand in.
        var sharesState: Bool { shown.subject != nil && shown.sharedState != nil }
    }

    private var shownBefore: [SessionID: Before] = [:]
    /// While a scene that named a shared state is away: each connected scene's shared state as of the last event
    /// that stored a change (or as it first showed one since), and the stored data's generation then.
    private var sharedAtLastStore: [SessionID: AnyHashable] = [:]
    private var lastStoreGeneration = 0
    /// Scenes that named a shared state and left during this event (a disconnect, the process's end), read as they left.
    private var leaving: [(session: SessionID, reading: ContentReading)] = []
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
                let reading = AppView.reading(of: id, in: runtime)
                startFollowingSharedState(for: reading, in: runtime)
                shownBefore[id] = Before(shown: reading)
                if reading.sharedState != nil { leaving.append((id, reading)) }
            }
        case .processWillEnd:
            for session in runtime.state.sessions where runtime.scene(of: session.id) != nil {
                if reconnected.contains(session.id) {
                    continue
                } else if withheld.contains(session.id) {
                    shownBefore.removeValue(forKey: session.id)
                } else {
                    let reading = AppView.reading(of: session.id, in: runtime)
                    startFollowingSharedState(for: reading, in: runtime)
                    shownBefore[session.id] = Before(shown: reading)
                    if reading.sharedState != nil { leaving.append((session.id, reading)) }
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

    /// When the first scene that named a shared state goes: the stored data's generation and every connected
    /// scene's shared state now, what later stored edits are told from.
    private func startFollowingSharedState(for reading: ContentReading, in runtime: ReferenceRuntime) {
        guard reading.subject != nil, reading.sharedState != nil, !shownBefore.values.contains(where: \.sharesState) else { return }
        lastStoreGeneration = runtime.appState.generation
        sharedAtLastStore = [:]
        for index in runtime.state.openIndices where runtime.scene(of: SessionID(index)) != nil {
            if let shared = AppView.reading(of: SessionID(index), in: runtime).sharedState { sharedAtLastStore[SessionID(index)] = shared }
        }
    }

    /// At the end of each event while a scene that named a shared state is away: at an event that stored a change,
    /// the shared states other scenes on its subject changed to since the last such event become what it may come
    /// back with (replacing older ones); a scene reconnected in the background and not yet compared is no evidence,
    /// nor is a scene whose shared state did not change (an unrelated write).
    private func noteSharedStatesStored(in runtime: ReferenceRuntime) {
        defer { leaving.removeAll(keepingCapacity: true) }
        // Nothing to follow (every app whose content names no shared state, at every event): no reading, no array.
        guard shownBefore.values.contains(where: \.sharesState) else {
            if !sharedAtLastStore.isEmpty { sharedAtLastStore = [:] }
            return
        }
        let away = shownBefore.keys.filter { shownBefore[$0]!.sharesState }.sorted()
        var shown = leaving
        for index in runtime.state.openIndices {
            let session = SessionID(index)
            guard runtime.scene(of: session) != nil, !reconnected.contains(session) else { continue }
            shown.append((session, AppView.reading(of: session, in: runtime)))
        }
        guard runtime.appState.generation != lastStoreGeneration else {
            // No store: a scene connected since starts being followed from what it shows now.
            for (session, reading) in shown where sharedAtLastStore[session] == nil {
                if let shared = reading.sharedState { sharedAtLastStore[session] = shared }
            }
            return
        }
        lastStoreGeneration = runtime.appState.generation
        var edited: [(session: SessionID, subject: AnyHashable, shared: AnyHashable)] = []
        var next: [SessionID: AnyHashable] = [:]
        for (session, reading) in shown {
            guard let shared = reading.sharedState else { continue }
            if let subject = reading.subject, let before = sharedAtLastStore[session], before != shared {
                edited.append((session, subject, shared))
            }
            next[session] = shared
        }
        sharedAtLastStore = next
        for id in away {
            guard var entry = shownBefore[id] else { continue }
            var fresh: [AnyHashable] = []
            for edit in edited where edit.session != id && edit.subject == entry.shown.subject && !fresh.contains(edit.shared) {
                fresh.append(edit.shared)
            }
            guard !fresh.isEmpty else { continue }
            entry.storedElsewhere = fresh
            shownBefore[id] = entry
        }
    }
}
