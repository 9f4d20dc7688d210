// The catalogue's scene delegate. Only the import differs between the iOS build and the Linux build.
#if canImport(UIKit)
import UIKit
#else
import LifecycleUIKit
#endif

@available(iOS 13.0, *)
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    // The storyboard (UISceneStoryboardFile) made `window` with a navigation controller at its root.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // A Spotlight activity, else the activity stored when the scene last went away.
        if let userActivity = connectionOptions.userActivities.first ?? session.stateRestorationActivity {
            if !configure(window: window, with: userActivity) {
                print("Could not restore a product from \(userActivity.activityType)")
            }
        }
    }

    // Pushes the detail screen for the activity's product.
    func configure(window: UIWindow?, with activity: NSUserActivity) -> Bool {
        guard let detailViewController = DetailViewController.loadFromStoryboard(),
              let navigationController = window?.rootViewController as? UINavigationController else { return false }
        navigationController.popToRootViewController(animated: false)
        navigationController.pushViewController(detailViewController, animated: false)
        detailViewController.restoreUserActivityState(activity)
        // What the window shows changed: keep the activity that brings it back, even if the scene is inactive.
        window?.windowScene?.userActivity = detailViewController.detailUserActivity
        return true
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        _ = configure(window: window, with: userActivity)
    }

    func sceneDidDisconnect(_ scene: UIScene) {
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
    }

    // Keeps what the window shows in `scene.userActivity`, so the system can ask for it later.
    func sceneWillResignActive(_ scene: UIScene) {
        let navigationController = window?.rootViewController as? UINavigationController
        let detailViewController = navigationController?.viewControllers.last as? DetailViewController
        scene.userActivity = detailViewController?.detailUserActivity
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
    }

    // MARK: State Restoration

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        return scene.userActivity
    }
}
