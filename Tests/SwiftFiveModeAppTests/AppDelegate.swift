// An app delegate as a UIKit team writes it in Swift 5 language mode, the mode of most apps being moved to scenes.
// The only change from the iOS original is the import below.
#if canImport(UIKit)
import UIKit
#else
import LifecycleUIKit
#endif

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
