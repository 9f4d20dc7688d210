import LifecycleUIKit

/// Migration mistake: links are handled only in `scene(_:openURLContexts:)`, so the link that launches the
/// app (which arrives in the connection options) is dropped. Expo, Cordova, Flutter and Branch all had it.
@MainActor
final class DropsColdStartURLSceneDelegate: JournalSceneDelegate {
    override func handle(_ connectionOptions: UIScene.ConnectionOptions) {
        if let activity = connectionOptions.userActivities.first, let entry = JournalViewController.entry(for: activity) {
            journal?.open(entry: entry)
        }
        if connectionOptions.shortcutItem != nil { journal?.open(entry: JournalViewController.todayEntry) }
    }
}
