/// A6: nothing the app registered for a scene (observers, handlers) runs for it after its didDisconnect.
///
/// What UIKit can show of such a callback is its effect: the disconnected
/// scene's window, still alive, changes what it shows. The runtime keeps what
/// each disconnected scene showed at its disconnect and compares it at the end
/// of every event from the disconnect's own on, while the window lives, unless
/// the window was moved to a connected scene. A window a callback changed but
/// nothing holds by the end of the event is not seen.
///
/// A window A6 can read has lived past the end of its scene's disconnect
/// event, a leak A5 reports at that end, where it checks before A6: with
/// every rule on, A5 is always reported first, so A6 is what a check reports
/// with A5 skipped. The mutant catalogue checks A6's mutant,
/// `ObserverRemovedOnlyInDeinit`, that way; with every rule on, A5 catches it.
package final class A6NoCallbacksAfterDisconnect: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A6", title: "no callbacks after disconnect",
        statement: "The app's own observers (model updates, notifications) registered by a scene are not invoked "
            + "after that scene's didDisconnect.",
        source: "WWDC 2019 session 258 (one-way data flow; tear down per-scene observers on disconnect)")
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
