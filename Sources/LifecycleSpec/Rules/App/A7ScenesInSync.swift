/// A7: after a change in any scene, every connected scene showing that data shows the change before the next event.
///
/// Scenes whose content is a `SceneContent` with the same `subject` must
/// have equal `sharedState` at the end of every event (one-way data flow).
public final class A7ScenesInSync: AppRuleChecker {
    public static let rule = LifecycleRule(
        id: "A7", title: "scenes in sync",
        statement: "After a model change made in any scene, every connected scene showing that data shows the "
            + "change before the next event (one-way data flow).",
        source: "WWDC 2019 session 258 (the chat example: a model controller notifies every scene)",
        kind: .app)

    public func eventFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        var first: [AnyHashable: (scene: String, state: AnyHashable)] = [:]
        for session in runtime.state.sessions {
            guard let scene = runtime.scene(of: session.id) else { continue }
            let content = AppView.content(of: session.id, in: runtime)
            guard let subject = ContentReading.subject(content), let state = ContentReading.sharedState(content) else {
                continue
            }
            if let earlier = first[subject] {
                if earlier.state != state {
                    monitor.report(
                        Self.rule, "\(earlier.scene) and \(scene.identifier) show \(AppView.show(subject)) differently",
                        expected: "every scene showing the same data shows the same state after each event",
                        details: ["− \(earlier.scene): \(AppView.show(earlier.state))",
                                  "+ \(scene.identifier): \(AppView.show(state))"])
                    return
                }
            } else {
                first[subject] = (scene.identifier, state)
            }
        }
    }
}
