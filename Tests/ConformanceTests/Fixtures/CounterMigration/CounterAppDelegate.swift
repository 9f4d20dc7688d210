// The counter after its move to scenes: the app delegate keeps the process-level work.
import Foundation
import LifecycleUIKit

@MainActor
final class CounterAppDelegate: UIResponder, UIApplicationDelegate {
    /// Where the app announces links, as in the legacy version.
    let events = NotificationCenter.default

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
