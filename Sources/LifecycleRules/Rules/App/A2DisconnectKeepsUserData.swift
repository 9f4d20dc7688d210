/// A2: nothing the user created for a session is deleted at sceneDidDisconnect or at termination.
///
/// A deletion of a storage key owned by the session (see `AppState`)
/// during its `sceneDidDisconnect`, or of any session's key during
/// `applicationWillTerminate`, breaks it: a disconnect is not a discard. A
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

    private var pending: [(session: SessionID, scene: String, key: String, old: String)] = []
    private var discardedNow: Set<SessionID> = []

    package func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        if case .didDeliver(.didDiscardSceneSessions(let ids)) = observation { discardedNow.formUnion(ids) }
        guard case .storageWrite(let key, let old?, nil) = observation else { return }
        switch runtime.currentCall {
        case .didDisconnect(let id, let n)? where AppState.key(key, isOwnedBy: id.persistentIdentifier):
            pending.append((id, id.sceneName(n), key, old))
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
        }
        guard let deletion = pending.first(where: { !discardedNow.contains($0.session) }) else { return }
        monitor.report(Self.rule, "sceneDidDisconnect(_:) of \(deletion.scene) deleted '\(deletion.key)'",
                       expected: "user data survives a disconnect; delete it only when the session is discarded",
                       details: ["− stored: \(deletion.key) = \(deletion.old)", "+ after:  \(deletion.key) deleted"])
    }
}
