// The counter before its move to scenes: the app-delegate lifecycle, as iOS 12 apps were written.
import Foundation
import LifecycleUIKit

@MainActor
final class LegacyCounterAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// Where the app announces links.
    let events = NotificationCenter.default

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let counter = CounterViewController()
        counter.restore()
        counter.startObserving(events)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = counter
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        (window?.rootViewController as? CounterViewController)?.save()
    }

    // A link that launches the app arrives here too, after didFinishLaunching.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        CounterViewController.announce(url, on: events)
    }
}
