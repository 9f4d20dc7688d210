import Foundation
import LifecycleUIKit

/// Migration mistake: the link handler stayed in `application(_:open:options:)`, which UIKit no longer calls once
/// the app has scenes, and the scene delegate handles no link at all: links are dropped when they launch the app
/// and while it runs. Its shortest story is the same as `DropsColdStartURL`'s (a launching link); the running-app
/// link tells the two apart.
@MainActor
final class URLHandlerLeftInAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard let entry = JournalViewController.entry(for: url) else { return false }
        (app.connectedScenes.first?.delegate as? JournalSceneDelegate)?.journal?.open(entry: entry)
        return true
    }
}

/// The scene delegate of that migration: everything moved but links.
@MainActor
final class NoURLSceneDelegate: JournalSceneDelegate {
    override func handle(_ connectionOptions: UIScene.ConnectionOptions) {
        if let activity = connectionOptions.userActivities.first, let entry = JournalViewController.entry(for: activity) {
            journal?.open(entry: entry)
        }
        if connectionOptions.shortcutItem != nil { journal?.open(entry: JournalViewController.todayEntry) }
    }

    override func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}
