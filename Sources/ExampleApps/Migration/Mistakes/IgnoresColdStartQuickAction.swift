import LifecycleUIKit

/// Migration mistake: the quick action is handled only in `windowScene(_:performActionFor:completionHandler:)`,
/// which UIKit does not call for the quick action that launches the app (it is `connectionOptions.shortcutItem`).
@MainActor
final class IgnoresColdStartQuickActionSceneDelegate: JournalSceneDelegate {
    override func handle(_ connectionOptions: UIScene.ConnectionOptions) {
        if let url = connectionOptions.urlContexts.first?.url, let entry = JournalViewController.entry(for: url) {
            journal?.open(entry: entry)
        }
        if let activity = connectionOptions.userActivities.first, let entry = JournalViewController.entry(for: activity) {
            journal?.open(entry: entry)
        }
    }
}
