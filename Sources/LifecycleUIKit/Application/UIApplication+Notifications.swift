import Foundation

extension UIApplication {
    /// Posted on `NotificationCenter.default` after `application(_:didFinishLaunchingWithOptions:)`.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app (legacy) or its first scene (scenes) becomes active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app (legacy) or its last active scene (scenes) resigns active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app's last foreground scene (or, legacy, the app) enters the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app's first scene (or, legacy, the app) is about to enter the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted with `applicationWillTerminate(_:)`.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted with `applicationDidReceiveMemoryWarning(_:)`.
    nonisolated public static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
