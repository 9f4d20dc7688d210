import Generators
import LifecycleSpec

/// A minimal, correct pair of delegates: restores from the session's activity, returns it for restoration.
@MainActor
final class PlainAppDelegate: ApplicationDelegate {
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
        true
    }
}

@MainActor
final class PlainSceneDelegate: WindowSceneDelegate {
    var window: Window?
    func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: SceneConnectionOptions) {
        let window = Window(windowScene: scene)
        scene.userActivity = connectionOptions.userActivities.first ?? session.stateRestorationActivity
            ?? UserActivity(activityType: "com.example.view", userInfo: ["session": session.persistentIdentifier])
        window.content = scene.userActivity?.traceIdentity
        self.window = window
    }
    func stateRestorationActivity(for scene: WindowScene) -> UserActivity? { scene.userActivity }
    func scene(_ scene: WindowScene, continue userActivity: UserActivity) { scene.userActivity = userActivity }
}

/// The reference runtime with the plain delegates, checked against S1–S13.
func runtimeTarget(_ spec: SpecConfiguration, name: String = "ReferenceRuntime") -> PropertyTarget {
    PropertyTarget(name: name, spec: spec) {
        SystemRulesRun(runtime: ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: spec, manifest: spec.usesScenes
                ? .standard(supportsMultipleScenes: spec.supportsMultipleScenes) : nil),
            appDelegate: { PlainAppDelegate() }, sceneDelegate: { _, _ in PlainSceneDelegate() }))
    }
}

/// A property that fails once the event kinds `pattern` have occurred in that order (not necessarily adjacent).
func subsequenceTarget(_ pattern: [LifecycleEvent.Kind], _ spec: SpecConfiguration = SpecConfiguration(device: .pad))
    -> PropertyTarget
{
    let name = "fails iff " + pattern.map(\.rawValue).joined(separator: ", ") + " in order"
    return SpecOnlyRun.target(name, spec) { events, _ in
        var k = 0
        for e in events where k < pattern.count && e.kind == pattern[k] { k += 1 }
        return k == pattern.count
            ? PropertyFailure(rule: "P", title: "synthetic", message: "the pattern occurred", expected: "it never does")
            : nil
    }
}

/// A property on the state: fails once `predicate` holds.
func stateTarget(_ name: String, _ spec: SpecConfiguration, _ predicate: @escaping @MainActor @Sendable (SpecState) -> Bool)
    -> PropertyTarget
{
    SpecOnlyRun.target(name, spec) { _, state in
        predicate(state) ? PropertyFailure(rule: "Q", title: name, message: "it happened", expected: "never") : nil
    }
}

let profiles: [SpecConfiguration] = [
    SpecConfiguration(device: .phone, mode: .scenes, supportsMultipleScenes: false),
    SpecConfiguration(device: .pad, mode: .scenes),
    SpecConfiguration(device: .mac, mode: .scenes),
    SpecConfiguration(device: .pad, mode: .scenes, supportsMultipleScenes: false),
    SpecConfiguration(device: .phone, mode: .legacy, supportsMultipleScenes: false),
    SpecConfiguration(device: .pad, mode: .backDeployed(iOS: 12)),
    SpecConfiguration(device: .pad, mode: .backDeployed(iOS: 13), options: SpecOptions(
        callsWillFinishLaunching: false, deferredDiscards: .callPerSession, foregroundDiscard: .disconnectDirectly,
        disconnectsScenesAtTermination: true)),
]
