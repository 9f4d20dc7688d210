import Foundation
import LifecycleUIKit

/// The journal before its migration: the app-delegate lifecycle, as UIKit apps were written before iOS 13.
///
/// It makes its window at launch, counts activations in `applicationDidBecomeActive`, saves in
/// `applicationDidEnterBackground`, and receives links, activities and quick actions through the app
/// delegate.
@MainActor
public final class LegacyJournalAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    private var journal: JournalViewController? { window?.rootViewController as? JournalViewController }

    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let journal = JournalViewController()
        journal.restore()
        window.rootViewController = journal
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    public func applicationDidBecomeActive(_ application: UIApplication) {
        JournalViewController.countActivation()
    }

    public func applicationDidEnterBackground(_ application: UIApplication) {
        journal?.save()
    }

    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard let entry = JournalViewController.entry(for: url) else { return false }
        journal?.open(entry: entry)
        return true
    }

    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        guard let entry = JournalViewController.entry(for: userActivity) else { return false }
        journal?.open(entry: entry)
        return true
    }

    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        journal?.open(entry: JournalViewController.todayEntry)
        completionHandler(true)
    }
}
