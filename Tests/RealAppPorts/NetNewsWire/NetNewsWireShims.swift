// System API NetNewsWire's delegates use that LifecycleUIKit does not declare. A team adds such a file to its
// Linux test target so the delegate files compile unchanged; each entry is a gap of the surface (see the report).
#if !canImport(UIKit)
import Foundation
import LifecycleUIKit

// os.Logger
struct Logger: Sendable {
	init(subsystem: String, category: String) {}
	func info(_ message: String) {}
	func error(_ message: String) {}
}

// UIColor and UIView.tintColor (not in LifecycleUIKit; no storage needed for the rules).
final class UIColor: Sendable {}
extension UIView {
	var tintColor: UIColor? {
		get { nil }
		set {}
	}
}

// UserNotifications: the connection options' notification response (not expressible here).
final class UNNotificationResponse {}
extension UIScene.ConnectionOptions {
	var notificationResponse: UNNotificationResponse? { nil }
}

struct UNAuthorizationOptions: OptionSet, Sendable {
	let rawValue: Int
	static let badge = UNAuthorizationOptions(rawValue: 1)
	static let sound = UNAuthorizationOptions(rawValue: 2)
	static let alert = UNAuthorizationOptions(rawValue: 4)
}

@MainActor final class UNUserNotificationCenter {
	private static let center = UNUserNotificationCenter()
	static func current() -> UNUserNotificationCenter { center }
	/// Never grants: nothing in the lifecycle depends on it.
	func requestAuthorization(options: UNAuthorizationOptions, completionHandler: @escaping (Bool, (any Error)?) -> Void) {}
	func setBadgeCount(_ count: Int) {}
}

extension UIApplication {
	func registerForRemoteNotifications() {}
}

// Home screen quick actions: UIApplication.shortcutItems and icons.
final class UIApplicationShortcutIcon: Sendable {
	init(systemImageName: String) {}
}
extension UIApplicationShortcutItem {
	convenience init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?, userInfo: [String: any NSSecureCoding]?) {
		self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, userInfo: userInfo)
	}
}
@MainActor private var dynamicShortcutItems: [UIApplicationShortcutItem]? = nil
extension UIApplication {
	var shortcutItems: [UIApplicationShortcutItem]? {
		get { dynamicShortcutItems }
		set { dynamicShortcutItems = newValue }
	}
}

// BackgroundTasks
final class BGAppRefreshTaskRequest {
	let identifier: String
	var earliestBeginDate: Date?
	init(identifier: String) { self.identifier = identifier }
}
final class BGTaskScheduler: @unchecked Sendable {
	static let shared = BGTaskScheduler()
	func submit(_ request: BGAppRefreshTaskRequest) throws {}
}
#endif
