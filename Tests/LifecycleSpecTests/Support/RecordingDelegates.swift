import LifecycleSpec

/// An app delegate that logs every call it gets and implements both lifecycles (back-deployable).
@MainActor
final class RecordingAppDelegate: ApplicationDelegate {
    var log: [String] = []
    var window: Window?
    let createsLegacyWindow: Bool
    init(createsLegacyWindow: Bool) { self.createsLegacyWindow = createsLegacyWindow }
    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
        log.append("willFinishLaunching"); return true
    }
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
        log.append("didFinishLaunching")
        if createsLegacyWindow { window = Window() }
        return true
    }
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: [SceneSession]) {
        log.append("didDiscard " + sceneSessions.map(\.persistentIdentifier).joined(separator: ","))
    }
    func applicationDidBecomeActive(_ application: Application) { log.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: Application) { log.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: Application) { log.append("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: Application) { log.append("applicationWillEnterForeground") }
}

/// A scene delegate that restores from the session's activity and returns `scene.userActivity` for restoration.
@MainActor
final class RestoringSceneDelegate: WindowSceneDelegate {
    var window: Window?
    let sink: LogSink
    init(sink: LogSink) { self.sink = sink }

    func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: SceneConnectionOptions) {
        sink.log.append("willConnect \(scene.identifier)")
        let window = Window(windowScene: scene)
        let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity
            ?? UserActivity(activityType: "com.example.edit", userInfo: ["doc": "doc-\(session.persistentIdentifier)"])
        scene.userActivity = activity
        window.content = activity.traceIdentity
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneDidDisconnect(_ scene: WindowScene) { sink.log.append("didDisconnect \(scene.identifier)") }
    func sceneWillEnterForeground(_ scene: WindowScene) { sink.log.append("willEnterForeground \(scene.identifier)") }
    func sceneDidBecomeActive(_ scene: WindowScene) { sink.log.append("didBecomeActive \(scene.identifier)") }
    func sceneWillResignActive(_ scene: WindowScene) { sink.log.append("willResignActive \(scene.identifier)") }
    func sceneDidEnterBackground(_ scene: WindowScene) { sink.log.append("didEnterBackground \(scene.identifier)") }
    func stateRestorationActivity(for scene: WindowScene) -> UserActivity? { scene.userActivity }
    func scene(_ scene: WindowScene, openURLContexts URLContexts: [OpenURLContext]) {
        sink.log.append("openURLContexts \(scene.identifier) \(URLContexts.map(\.url).joined())")
    }
    func scene(_ scene: WindowScene, continue userActivity: UserActivity) {
        sink.log.append("continue \(scene.identifier)")
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
    func send(_ events: LifecycleEvent...) throws -> [String] {
        let start = runtime.trace.count
        for e in events { try runtime.send(e) }
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
    var violations: [Violation] {
        TraceChecker.check(runtime.traceLines, header: runtime.traceHeader)
    }
}
