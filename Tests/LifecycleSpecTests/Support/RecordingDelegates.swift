import Foundation
import LifecycleRecorder
import LifecycleRules
import LifecycleUIKit

/// An app delegate that logs every call it gets and implements both lifecycles (back-deployable).
@MainActor
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    var window: UIWindow?
    var createsLegacyWindow = false

    convenience init(createsLegacyWindow: Bool) {
        self.init()
        self.createsLegacyWindow = createsLegacyWindow
    }

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.append("willFinishLaunching")
        return true
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.append("didFinishLaunching")
        if createsLegacyWindow { window = UIWindow(frame: UIScreen.main.bounds) }
        return true
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log.append("didDiscard " + sceneSessions.map(\.persistentIdentifier).sorted().joined(separator: ","))
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("applicationWillEnterForeground") }
}

/// A view controller that shows a user activity (its trace identity), as the rules read it.
@MainActor
final class ActivityViewController: UIViewController, SceneContentProviding {
    var activity: NSUserActivity?
    var sceneContent: AnyHashable? { activity.map { AnyHashable(LifecycleRecorder.traceActivity($0)) } }

    convenience init(activity: NSUserActivity?) {
        self.init(nibName: nil, bundle: nil)
        self.activity = activity
    }
}

/// A scene delegate that restores from the session's activity and returns `scene.userActivity` for restoration.
///
/// A new session gets an activity whose `userInfo` names the session by its trace name (`doc-A`), so the
/// traces of the scenario tests read the same in every run.
@MainActor
final class RestoringSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var sink: LogSink?

    convenience init(sink: LogSink) {
        self.init()
        self.sink = sink
    }

    /// The scene's name in traces (`a1`): the runtime's, read for the log only.
    private func name(_ scene: UIScene) -> String { scene.identifier }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        sink?.log.append("willConnect \(name(scene))")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity
            ?? Self.document(for: session)
        scene.userActivity = activity
        window.rootViewController = ActivityViewController(activity: activity)
        window.makeKeyAndVisible()
        self.window = window
    }

    /// The activity of a new session's document: `com.example.edit` with `doc = doc-<session name>`.
    static func document(for session: UISceneSession) -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.edit")
        activity.userInfo = ["doc": "doc-\(session.name)"]
        return activity
    }

    func sceneDidDisconnect(_ scene: UIScene) { sink?.log.append("didDisconnect \(name(scene))") }
    func sceneWillEnterForeground(_ scene: UIScene) { sink?.log.append("willEnterForeground \(name(scene))") }
    func sceneDidBecomeActive(_ scene: UIScene) { sink?.log.append("didBecomeActive \(name(scene))") }
    func sceneWillResignActive(_ scene: UIScene) { sink?.log.append("willResignActive \(name(scene))") }
    func sceneDidEnterBackground(_ scene: UIScene) { sink?.log.append("didEnterBackground \(name(scene))") }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { scene.userActivity }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        sink?.log.append("openURLContexts \(name(scene)) \(URLContexts.map(\.url.absoluteString).sorted().joined())")
    }
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        sink?.log.append("continue \(name(scene))")
    }
}

/// A shared log the scene delegates of one runtime write to.
@MainActor
final class LogSink {
    var log: [String] = []
}

/// A runtime with the recording delegates, and its trace rendered compactly.
@MainActor
struct Harness {
    let runtime: ReferenceRuntime
    let sink = LogSink()

    init(_ spec: SpecConfiguration, manifest: SceneManifest? = .standard()) {
        let sink = self.sink
        var spec = spec
        if let manifest { spec.supportsMultipleScenes = manifest.supportsMultipleScenes }
        runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: spec, manifest: manifest),
            appDelegate: { [legacy = !spec.usesScenes] in RecordingAppDelegate(createsLegacyWindow: legacy) },
            sceneDelegate: { _, _ in RestoringSceneDelegate(sink: sink) })
    }

    /// Sends the events and returns the calls they made, rendered as `willConnect a2 (edit/doc-7)`.
    func send(_ events: LifecycleEvent...) async throws -> [String] {
        let start = runtime.trace.count
        for e in events { try await runtime.send(e) }
        return runtime.trace[start...].map(render)
    }

    func render(_ r: TraceRecord) -> String {
        var s = r.call.shortName
        if let scene = r.scene { s += " \(scene)" } else if let session = r.session { s += " \(session)" }
        if let sessions = r.sessions { s += " " + sessions.joined(separator: ",") }
        if r.call == .willConnect || r.call == .stateRestorationActivity, let restoration = r.restoration {
            s += " (\(restoration.map { $0.id } ?? "null"))"
        }
        if let urls = r.urls { s += " urls=" + urls.joined(separator: ",") }
        if let activities = r.activities { s += " activities=" + activities.map(\.id).joined(separator: ",") }
        if let shortcut = r.shortcut { s += " shortcut=" + shortcut }
        if let role = r.role, role != SceneSessionRole.windowApplication.rawValue { s += " role=external" }
        return s
    }

    /// The system rules' verdict on the whole trace so far.
    var violations: [Finding] {
        TraceChecker.check(runtime.traceLines, header: runtime.traceHeader)
    }
}

extension ReferenceRuntime {
    /// A runtime on a pad with the recording app delegate, whose scenes each get a delegate from `makeSceneDelegate`.
    static func onPad(sceneDelegate makeSceneDelegate: @escaping @MainActor () -> any UISceneDelegate) -> ReferenceRuntime {
        ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .pad)),
            appDelegate: { RecordingAppDelegate(createsLegacyWindow: false) },
            sceneDelegate: { _, _ in makeSceneDelegate() })
    }
}
