import LifecycleUIKit

/// Migration mistake: the journal is still saved in `applicationDidEnterBackground`, which UIKit no longer
/// calls once the app has scenes; the draft is never saved.
@MainActor
final class SaveLeftInAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        for case let scene as UIWindowScene in application.connectedScenes {
            (scene.keyWindow?.rootViewController as? JournalViewController)?.save()
        }
    }
}

/// The scene delegate of that migration: it does not save when its scene enters the background.
@MainActor
final class NoSaveSceneDelegate: JournalSceneDelegate {
    override func sceneDidEnterBackground(_ scene: UIScene) {}
}
