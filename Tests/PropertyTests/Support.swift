import Foundation
import Generators
import LifecycleRecorder
import LifecycleRules
import LifecycleUIKit

/// `normal` cases by default, `deep` under `LIFECYCLE_PROFILE=deep` (read as the checks read it,
/// `EnvironmentSettings`): the budget of a test that draws random lifecycles, big enough to make its point in
/// `swift test` and deeper when a nightly run asks for it.
func testCases(_ normal: Int, deep: Int) -> Int {
    (try? EnvironmentSettings(ProcessInfo.processInfo.environment))?.profile == .deep ? deep : normal
}

/// A minimal, correct pair of delegates: restores from the session's activity, returns it for restoration.
@MainActor
final class PlainAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
}

/// Shows the activity the scene restores or continues, as the rules read it.
@MainActor
final class PlainViewController: UIViewController, SceneContentProviding {
    var activity: NSUserActivity?
    var sceneContent: AnyHashable? { activity.map { AnyHashable(LifecycleRecorder.traceActivity($0)) } }
}

@MainActor
final class PlainSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        scene.userActivity = connectionOptions.userActivities.first ?? session.stateRestorationActivity
            ?? Self.view(session)
        let controller = PlainViewController()
        controller.activity = scene.userActivity
        window.rootViewController = controller
        self.window = window
    }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { scene.userActivity }
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        scene.userActivity = userActivity
        (window?.rootViewController as? PlainViewController)?.activity = userActivity
    }

    /// A new session's activity: `com.example.view` naming the session.
    static func view(_ session: UISceneSession) -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.view")
        activity.userInfo = ["session": session.persistentIdentifier]
        return activity
    }
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
