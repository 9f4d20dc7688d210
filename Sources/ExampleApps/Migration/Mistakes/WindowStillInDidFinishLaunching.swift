import LifecycleUIKit

/// Migration mistake: the app delegate still makes the window in `didFinishLaunchingWithOptions`; with scenes
/// a window belongs to a window scene, so this one never appears.
@MainActor
final class WindowStillInDidFinishLaunching: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let journal = JournalViewController()
        journal.restore()
        window.rootViewController = journal
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

/// The scene delegate of that migration: it expects the app delegate's window.
@MainActor
final class NoWindowSceneDelegate: JournalSceneDelegate {
    override func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        handle(connectionOptions)
    }
}
