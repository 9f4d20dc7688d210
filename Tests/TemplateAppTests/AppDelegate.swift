// The app delegate of Xcode's iOS App template (UIKit, Swift), as a new project has it.
// The only change from the iOS original is the import below: this file compiles against UIKit on iOS and
// against LifecycleUIKit on Linux.
#if canImport(UIKit)
import UIKit
#else
import LifecycleUIKit
#endif

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Customization after launch goes here.
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // A new scene session is being created: pick the configuration its scene is made with.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // The user discarded scene sessions: release what was specific to them.
    }
}
