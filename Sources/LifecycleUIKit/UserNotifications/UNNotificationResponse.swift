#if !canImport(UserNotifications)
import Foundation

/// The action the user took on a delivered notification (UserNotifications' `UNNotificationResponse`).
///
/// When the user taps a notification or one of its actions, UIKit gives
/// the response to the `UNUserNotificationCenter` delegate, and, when it
/// connects a scene to handle it, also to that scene's
/// `scene(_:willConnectTo:options:)` in
/// `UIScene.ConnectionOptions.notificationResponse`. Declared for Linux only
/// (see `UNNotificationContent`); the runtime does not deliver responses yet,
/// so `notificationResponse` is `nil` in every connection it makes.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// The notification the user responded to.
    open private(set) var notification: UNNotification
    /// The action the user chose: one of the app's action identifiers, `UNNotificationDefaultActionIdentifier`
    /// (the user opened the app from the notification) or `UNNotificationDismissActionIdentifier`.
    open private(set) var actionIdentifier: String

    /// Makes a response, as the system does; only the runtime and tests make it.
    package init(notification: UNNotification, actionIdentifier: String = UNNotificationDefaultActionIdentifier) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// The action identifier of a response to a notification the user tapped, opening the app
/// (UserNotifications' `UNNotificationDefaultActionIdentifier`).
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

/// The action identifier of a response to a notification the user dismissed, when its category asks for
/// dismiss actions (UserNotifications' `UNNotificationDismissActionIdentifier`).
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
#endif
