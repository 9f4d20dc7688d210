/// A7: after a change in any scene, every connected scene showing that data shows the change before the next event.
///
/// Scenes whose content is a `SceneContent` with the same `subject` must
/// have equal `sharedState` at the end of every event (one-way data flow).
package final class A7ScenesInSync: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A7", title: "scenes in sync",
        statement: "After a model change made in any scene, every connected scene showing that data shows the "
            + "change before the next event (one-way data flow).",
        source: "WWDC 2019 session 258 (the chat example: a model controller notifies every scene)")
    package nonisolated static let observed: ObservationKinds = []

    package func eventFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        // Fewer than two scenes have nothing to be out of sync with: their content is not read.
        var scenes: [(id: SessionID, name: String)] = []
        for index in runtime.state.openIndices {
            if let scene = runtime.scene(of: SessionID(index)) { scenes.append((SessionID(index), scene.identifier)) }
        }
        guard scenes.count >= 2 else { return }
        // Scenes with a subject, in creation order; a handful at most, so a linear search beats hashing.
        var shown: [(scene: String, reading: ContentReading)] = []
        for (id, name) in scenes {
            let reading = AppView.reading(of: id, in: runtime)
            guard let subject = reading.subject, let state = reading.sharedState else { continue }
            if let earlier = shown.first(where: { $0.reading.subject == subject }) {
                if earlier.reading.sharedState != state {
                    monitor.report(
                        Self.rule, "\(earlier.scene) and \(name) show \(AppView.show(subject)) differently",
                        expected: "every scene showing the same data shows the same state after each event",
                        details: ["− \(earlier.scene): \(AppView.show(earlier.reading.sharedState))",
                                  "+ \(name): \(AppView.show(state))"])
                    return
                }
            } else {
                shown.append((name, reading))
            }
        }
    }
}
