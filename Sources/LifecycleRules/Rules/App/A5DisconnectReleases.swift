/// A5: the scene delegate, its window and per-scene resources are deallocated once the scene is disconnected.
///
/// Checked at the end of each event, after the event's turns of the main
/// run loop: the main-actor work the callbacks queued (`Task { }`,
/// `DispatchQueue.main.async`) has run and let go of what it captured, so
/// what still holds the scene then holds it past its disconnect. Register
/// per-scene resources with `WindowScene.trackLifetime(of:label:)` to have
/// them checked too.
package final class A5DisconnectReleases: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A5", title: "disconnect releases",
        statement: "The scene delegate, its window and per-scene resources are deallocated once the scene is "
            + "disconnected.",
        source: "WWDC 2019 session 258 (\"the system … will release the scene and its delegate\"); the article "
            + "(release resources in sceneDidDisconnect)")
    package nonisolated static let observed: ObservationKinds = []

    private var reported: Set<String> = []

    package func eventFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        for released in runtime.releasedScenes where !reported.contains(released.identifier) {
            let alive = released.liveObjects
            guard !alive.isEmpty else { continue }
            reported.insert(released.identifier)
            monitor.report(Self.rule,
                           "after sceneDidDisconnect(_:) of \(released.identifier), still alive: \(alive.joined(separator: ", "))",
                           expected: "nothing holds a disconnected scene, its delegate or its window",
                           details: alive.map { "+ leaked: \($0) of \(released.identifier)" } + [
                               "  (work that captures it holds it too: a task the event started that had not finished within "
                               + "the turns the runtime waits, or work started outside a task (a detached task, a Dispatch "
                               + "block on another queue), which the runtime does not wait for; PluggingInARealApp.md, "
                               + "\"Work that runs later\")",
                           ])
        }
    }
}
