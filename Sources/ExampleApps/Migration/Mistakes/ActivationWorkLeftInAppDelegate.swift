import LifecycleUIKit

/// Migration mistake: the work of `applicationDidBecomeActive` (refreshing reminders) stayed in the app
/// delegate, which UIKit no longer calls once the app has scenes.
@MainActor
final class ActivationWorkLeftInAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        JournalViewController.countActivation()
    }
}

/// The scene delegate of that migration: everything moved but the activation work.
@MainActor
final class NoActivationWorkSceneDelegate: JournalSceneDelegate {
    override func sceneDidBecomeActive(_ scene: UIScene) {}
}
