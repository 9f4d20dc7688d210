#if !canImport(UserNotifications)
import Foundation

/// A notification the system delivered (UserNotifications' `UNNotification`).
///
/// UIKit makes it when the notification is delivered, with the delivery
/// date from the clock. Declared for Linux only (see `UNNotificationContent`);
/// so that nothing a check prints depends on the clock, a notification the
/// runtime or a test makes carries a fixed date unless one is given.
open class UNNotification: NSObject, @unchecked Sendable {
    /// The fixed date of a notification made without one: 2001-01-01 00:00:00 UTC.
    package static let fixedDate = Date(timeIntervalSinceReferenceDate: 0)

    /// The request the notification was delivered for.
    open private(set) var request: UNNotificationRequest
    /// When the notification was delivered.
    open private(set) var date: Date

    /// Makes a delivered notification, as the system does; only the runtime and tests make it.
    package init(request: UNNotificationRequest, date: Date = UNNotification.fixedDate) {
        self.request = request
        self.date = date
        super.init()
    }
}
#endif
