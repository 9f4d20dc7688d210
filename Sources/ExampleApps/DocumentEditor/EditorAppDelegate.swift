import Foundation
import LifecycleUIKit

/// The editor's app delegate: one-time setup, configuration by role, and cleanup of discarded sessions.
@MainActor
open class EditorAppDelegate: UIResponder, UIApplicationDelegate {
    /// The legacy (iOS 12) window, made only when the scene lifecycle is not in force.
    public var window: UIWindow?

    open func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    /// Back-deployed to iOS 12 (no scenes): the app delegate owns the one window. UIKit calls this only then.
    open func applicationDidBecomeActive(_ application: UIApplication) {
        guard window == nil else { return }
        let window = UIWindow(frame: UIScreen.main.bounds)
        let editor = EditorViewController()
        editor.document = UserDefaults.standard.string(forKey: "legacy-document")
        window.rootViewController = editor
        window.makeKeyAndVisible()
        self.window = window
    }

    open func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let name = connectingSceneSession.role == .windowApplication ? "Default Configuration" : "External Display"
        return UISceneConfiguration(name: name, sessionRole: connectingSceneSession.role)
    }

    /// Deletes every user default whose key names a discarded session.
    open func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        let defaults = UserDefaults.standard
        for identifier in sceneSessions.map(\.persistentIdentifier).sorted() {
            for key in defaults.dictionaryRepresentation().keys.sorted() where key.contains(identifier) {
                defaults.removeObject(forKey: key)
            }
        }
    }
}
