/// A2: nothing the user created for a session is deleted at sceneDidDisconnect or at termination.
///
/// A deletion of a storage key owned by the session (see `AppStorage`)
/// during its `sceneDidDisconnect`, or of any session's key during
/// `applicationWillTerminate`, breaks it: a disconnect is not a discard.
public final class A2DisconnectKeepsUserData: AppRuleChecker {
    public static let rule = LifecycleRule(
        id: "A2", title: "disconnect keeps user data",
        statement: "Nothing the user created for a session is deleted at sceneDidDisconnect or process death.",
        source: "WWDC 2019 session 258 (\"the system may at some point after you … disconnect\"; a disconnect is "
            + "not a discard); the article (keep user input on disconnect)",
        kind: .app)

    public func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        guard case .storageWrite(let key, let old?, nil) = observation else { return }
        switch runtime.currentCall {
        case .didDisconnect(let id, let n)? where AppStorage.key(key, isOwnedBy: id.name):
            monitor.report(Self.rule, "sceneDidDisconnect(_:) of \(id.sceneName(n)) deleted '\(key)'",
                           expected: "user data survives a disconnect; delete it only when the session is discarded",
                           details: ["− stored: \(key) = \(old)", "+ after:  \(key) deleted"])
        case .willTerminate?:
            monitor.report(Self.rule, "applicationWillTerminate(_:) deleted '\(key)'",
                           expected: "user data survives the end of the process",
                           details: ["− stored: \(key) = \(old)", "+ after:  \(key) deleted"])
        default:
            break
        }
    }
}
