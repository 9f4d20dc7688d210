#if !canImport(UserNotifications)
import Foundation

/// A notification the app scheduled, or one the system built from a remote payload
/// (UserNotifications' `UNNotificationRequest`).
///
/// UIKit keeps the request the app added to `UNUserNotificationCenter` and
/// returns it, inside the delivered `UNNotification`, when the user
/// responds. Declared for Linux only (see `UNNotificationContent`); the
/// runtime does not schedule or deliver notifications yet, and has no triggers.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// The identifier the app gave the request (or the system's, for a remote notification).
    open private(set) var identifier: String
    /// What the notification shows and carries.
    open private(set) var content: UNNotificationContent

    /// Makes a request, as the system does; only the runtime and tests make it.
    package init(identifier: String, content: UNNotificationContent) {
        self.identifier = identifier
        self.content = content
        super.init()
    }
}
#endif
