import Foundation
import LifecycleUIKit

/// The journal's scene delegate after a correct migration: the window, the UI-state work and the
/// deliveries moved here, and what launches the app is read from the connection options.
@MainActor
open class JournalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?

    var journal: JournalViewController? { window?.rootViewController as? JournalViewController }

    open func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let journal = JournalViewController()
        journal.restore()
        window.rootViewController = journal
        window.makeKeyAndVisible()
        self.window = window
        handle(connectionOptions)
    }

    /// What launched or reconnected the scene: a link, an activity or a quick action arrives here, not
    /// in the delegate methods that deliver them to a connected scene.
    open func handle(_ connectionOptions: UIScene.ConnectionOptions) {
        if let url = connectionOptions.urlContexts.first?.url, let entry = JournalViewController.entry(for: url) {
            journal?.open(entry: entry)
        }
        if let activity = connectionOptions.userActivities.first, let entry = JournalViewController.entry(for: activity) {
            journal?.open(entry: entry)
        }
        if connectionOptions.shortcutItem != nil {
            journal?.open(entry: JournalViewController.todayEntry)
        }
    }

    open func sceneDidBecomeActive(_ scene: UIScene) {
        JournalViewController.countActivation()
    }

    open func sceneDidEnterBackground(_ scene: UIScene) {
        journal?.save()
    }

    open func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url, let entry = JournalViewController.entry(for: url) else { return }
        journal?.open(entry: entry)
    }

    open func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let entry = JournalViewController.entry(for: userActivity) else { return }
        journal?.open(entry: entry)
    }

    open func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        journal?.open(entry: JournalViewController.todayEntry)
        completionHandler(true)
    }
}
