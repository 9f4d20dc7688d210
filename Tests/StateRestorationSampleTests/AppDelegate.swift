// A product catalogue that restores the product a window showed, structured as Apple's sample
// "Restoring Your App's State" (iOS 13) is: a storyboard navigation controller, a detail screen pushed for a
// product, its NSUserActivity kept in `scene.userActivity` and returned as the restoration activity.
// Only the import differs between the iOS build and the Linux build of this file.
#if canImport(UIKit)
import UIKit
#else
import LifecycleUIKit
#endif

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return connectingSceneSession.configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Nothing is stored per session: the restoration activity goes with the session.
    }
}
