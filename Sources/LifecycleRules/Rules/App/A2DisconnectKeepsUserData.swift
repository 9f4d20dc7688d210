/// A2: nothing the user created for a session is deleted at sceneDidDisconnect or at termination.
///
/// A deletion of a storage key owned by the session (see `AppState`)
/// during its `sceneDidDisconnect`, or of any session's key during
/// `applicationWillTerminate`, breaks it: a disconnect is not a discard. So
/// does a deletion made by work that ran in the turns of an event whose only
/// callbacks were `sceneDidDisconnect` (the system disconnecting scenes in the
/// background): nothing but those callbacks queued it (a `Task` or a main-queue
/// block that deletes the draft). A
/// disconnect that is part of a discard (the session is reported discarded in
/// the same event) is exempt: the data is going anyway. A force quit from the
/// switcher is a process death too: what the user made while the app was
/// visible must already be kept. The runtime observes app storage (defaults and
/// files are modelled by it); deletions from `userInfo` are not observed.
package final class A2DisconnectKeepsUserData: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A2", title: "disconnect keeps user data",
        statement: "Nothing the user created for a session is deleted at sceneDidDisconnect or process death "
            + "(wherever it was kept: app storage, user defaults, files, the session's userInfo).",
        source: "WWDC 2019 session 258 (\"the system may at some point after you … disconnect\"; a disconnect is "
            + "not a discard); the article (keep user input on disconnect)")
    package nonisolated static let observed: ObservationKinds = [.didDeliver, .storageWrite]

    private var pending: [(session: SessionID, scene: String, key: String, old: String, deferred: Bool)] = []
    private var discardedNow: Set<SessionID> = []
    /// The scenes the event's callbacks disconnected, while they are its only callbacks; `nil` once another came.
    private var onlyDisconnects: [(session: SessionID, scene: Int)]? = []

    package func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        if case .didDeliver(let call) = observation {
            if case .didDiscardSceneSessions(let ids) = call { discardedNow.formUnion(ids) }
            if case .didDisconnect(let id, let n) = call { onlyDisconnects?.append((id, n)) } else { onlyDisconnects = nil }
        }
        guard case .storageWrite(let key, let old?, nil) = observation else { return }
        switch runtime.currentCall {
        case .didDisconnect(let id, let n)? where AppState.key(key, isOwnedBy: id.persistentIdentifier):
            pending.append((id, id.sceneName(n), key, old, false))
        case nil:
            // Between callbacks or in the event's turns: in an event of disconnects only, their queued work.
            if let disconnected = onlyDisconnects?.first(where: { AppState.key(key, isOwnedBy: $0.session.persistentIdentifier) }) {
                pending.append((disconnected.session, disconnected.session.sceneName(disconnected.scene), key, old, true))
            }
        case .willTerminate?:
            monitor.report(Self.rule, "applicationWillTerminate(_:) deleted '\(key)'",
                           expected: "user data survives the end of the process",
                           details: ["− stored: \(key) = \(old)", "+ after:  \(key) deleted"])
        default:
            break
        }
    }

    package func eventFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        defer {
            pending.removeAll()
            discardedNow.removeAll()
            onlyDisconnects = []
        }
        guard let deletion = pending.first(where: { !discardedNow.contains($0.session) }) else { return }
        let who = deletion.deferred ? "work queued by sceneDidDisconnect(_:) of \(deletion.scene)" : "sceneDidDisconnect(_:) of \(deletion.scene)"
        monitor.report(Self.rule, "\(who) deleted '\(deletion.key)'",
                       expected: "user data survives a disconnect; delete it only when the session is discarded",
                       details: ["− stored: \(deletion.key) = \(deletion.old)", "+ after:  \(deletion.key) deleted"])
    }
}
