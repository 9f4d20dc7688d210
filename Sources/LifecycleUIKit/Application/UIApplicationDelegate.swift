import Foundation

/// The app delegate: process-level events and session bookkeeping (UIKit's `UIApplicationDelegate`).
///
/// Every requirement has UIKit's exact name, labels and types. UIKit's
/// methods are `optional`; here each has a default implementation in an
/// extension that does what UIKit does when the method is missing, so a
/// delegate implements only what it needs, exactly as on iOS.
///
/// The runtime makes one app delegate per simulated process (from the class
/// given to `AppUnderTest`) and calls it on the main actor. Because a method
/// whose signature differs from UIKit's by one type or label is not a
/// witness of the requirement, it would never be called: `DelegateSignatureLint`
/// reports such near misses (UIKit's compiler warns "nearly matches optional requirement").
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// In the legacy lifecycle, the app's one window.
    var window: UIWindow? { get set }

    /// The launch is under way; return `false` only to refuse a URL or activity launch.
    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The launch is done: one-time, non-UI setup goes here. Return `true`.
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// A new session is being created: return the configuration to make its scenes with.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// The user (or the system, or the app) discarded these sessions: delete their data.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The system is low on memory.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The process is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// Legacy lifecycle only: the app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Legacy lifecycle only: the app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// Legacy lifecycle only: the app entered the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Legacy lifecycle only: the app is about to enter the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Legacy lifecycle only: open a URL.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// Legacy lifecycle only: the app is about to continue an activity of this type.
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    /// Legacy lifecycle only: continue a user activity.
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
    /// Legacy lifecycle only: a quick action; call `completionHandler` exactly once.
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    )
    /// Legacy lifecycle only: an activity of this type could not be continued (a Handoff whose data never
    /// arrived), after `application(_:willContinueUserActivityWithType:)`.
    func application(
        _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
    )
}

extension UIApplicationDelegate {
    /// No window (UIKit: the optional property is not implemented).
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// UIKit treats a missing method as returning `true`.
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    /// UIKit treats a missing method as returning `true`.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    /// UIKit uses the configuration it filled in from the Info.plist: the session's `configuration`.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    /// UIKit treats a missing method as not opening the URL.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }

    /// UIKit treats a missing method as `false`: it shows its own progress.
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String)
        -> Bool
    {
        false
    }

    /// UIKit treats a missing method as not continuing the activity.
    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        false
    }

    /// UIKit treats a missing method as the action not handled.
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(false)
    }

    /// UIKit shows its own failure message when the method is missing.
    public func application(
        _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
    ) {}
}

/// An object that can restore state from a user activity (UIKit's `UIUserActivityRestoring`).
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
