/// A6: nothing the app registered for a scene (observers, handlers) runs for it after its didDisconnect.
///
/// What UIKit can show of such a callback is its effect: the disconnected
/// scene's window, still alive, changes what it shows. The runtime keeps what
/// each disconnected scene showed at its disconnect and compares it at the end
/// of every later event while the window lives, unless the window was moved
/// to a connected scene. (A window still
/// alive is also a leak, A5; with every rule on, A5 reports it first, at the
/// end of the disconnect's own event, unless work was still pending then.)
package final class A6NoCallbacksAfterDisconnect: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A6", title: "no callbacks after disconnect",
        statement: "The app's own observers (model updates, notifications) registered by a scene are not invoked "
            + "after that scene's didDisconnect.",
        source: "WWDC 2019 session 258 (one-way data flow; tear down per-scene observers on disconnect)",
        kind: .app)
    package nonisolated static let observed: ObservationKinds = []

    private var reported: Set<String> = []

    package func eventFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        for released in runtime.releasedScenes where !reported.contains(released.identifier) {
            guard let now = released.showsNow(in: runtime), now.restorationState != released.shown.restorationState else { continue }
            reported.insert(released.identifier)
            monitor.report(
                Self.rule,
                "after sceneDidDisconnect(_:) of \(released.identifier), what its window showed changed: a callback ran for it",
                expected: "remove a scene's observers and handlers in sceneDidDisconnect(_:)",
                details: ["− at disconnect: \(AppView.show(released.shown.restorationState))",
                          "+ now:           \(AppView.show(now.restorationState))"])
        }
    }
}
