/// A6: observers a scene registered are not invoked after that scene's didDisconnect.
public final class A6NoCallbacksAfterDisconnect: AppRuleChecker {
    public static let rule = LifecycleRule(
        id: "A6", title: "no callbacks after disconnect",
        statement: "The app's own observers (model updates, notifications) registered by a scene are not invoked "
            + "after that scene's didDisconnect.",
        source: "WWDC 2019 session 258 (one-way data flow; tear down per-scene observers on disconnect)",
        kind: .app)
    public nonisolated static let observed: ObservationKinds = [.didDeliver, .notificationDelivered]
    public nonisolated static let checksAtEventEnd = false

    private var disconnected: Set<String> = []

    public func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        switch observation {
        case .didDeliver(.didDisconnect(let id, let n)):
            disconnected.insert(id.sceneName(n))
        case .notificationDelivered(let name, let scene?, _) where disconnected.contains(scene):
            monitor.report(Self.rule, "notification '\(name)' reached an observer registered by \(scene) after its disconnect",
                           expected: "remove a scene's observers in sceneDidDisconnect(_:)")
        default:
            break
        }
    }
}
