import LifecycleSpec

/// The editor's app delegate: one-time setup, configuration by role, and cleanup of discarded sessions.
@MainActor
open class EditorAppDelegate: ApplicationDelegate {
    /// The legacy (iOS 12) window, made only when the scene lifecycle is not in force.
    public var window: Window?

    public init() {}

    open func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
        if !application.usesSceneLifecycle {
            // Back-deployed to iOS 12: the app delegate owns the one window.
            let window = Window()
            window.content = EditorScreen(document: application.storage.string(forKey: "legacy/document"), draft: "")
            window.makeKeyAndVisible()
            self.window = window
        }
        return true
    }

    open func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: SceneConnectionOptions
    ) -> SceneConfiguration {
        let name = connectingSceneSession.role == .windowApplication ? "Default Configuration" : "External Display"
        return SceneConfiguration(name: name, sessionRole: connectingSceneSession.role)
    }

    open func application(_ application: Application, didDiscardSceneSessions sceneSessions: [SceneSession]) {
        for session in sceneSessions {
            for key in application.storage.keys(ownedBy: session.persistentIdentifier) {
                application.storage.removeValue(forKey: key)
            }
        }
    }
}
