#if !canImport(UserNotifications)
import Foundation

/// What a notification shows and carries (UserNotifications' `UNNotificationContent`).
///
/// UIKit gets it from the notification request the app scheduled, or from a
/// remote notification's payload, and hands it to the app inside a
/// `UNNotificationResponse` (for a scene, in `UIScene.ConnectionOptions.notificationResponse`).
/// Linux has no UserNotifications, so this module declares the part the
/// lifecycle uses, with the framework's names and types; where the framework
/// exists its own class is used and this declaration is compiled out. The
/// runtime does not deliver notifications yet: nothing makes one but a test.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    /// The notification's title.
    open private(set) var title: String
    /// The line under the title.
    open private(set) var subtitle: String
    /// The notification's message.
    open private(set) var body: String
    /// The app's own data, as scheduled or as the remote payload's custom keys.
    open private(set) var userInfo: [AnyHashable: Any]
    /// The category the app registered for the notification's actions, or empty.
    open private(set) var categoryIdentifier: String
    /// The identifier that groups the notification with others in a thread, or empty.
    open private(set) var threadIdentifier: String
    /// The identifier UIKit matches against scenes' activation conditions to choose the scene for the response.
    open private(set) var targetContentIdentifier: String?

    /// Makes content, as the system does; only the runtime and tests make it.
    package init(
        title: String = "", subtitle: String = "", body: String = "", userInfo: [AnyHashable: Any] = [:],
        categoryIdentifier: String = "", threadIdentifier: String = "", targetContentIdentifier: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.userInfo = userInfo
        self.categoryIdentifier = categoryIdentifier
        self.threadIdentifier = threadIdentifier
        self.targetContentIdentifier = targetContentIdentifier
        super.init()
    }
}
#endif
