// System API Wikipedia's delegates use that LifecycleUIKit does not declare (each entry is a gap of the surface).
#if !canImport(UIKit)
import Foundation
import LifecycleUIKit

// CocoaLumberjack
func DDLogDebug(_ message: @autoclosure () -> String) {}
func DDLogError(_ message: @autoclosure () -> String) {}

// UserNotifications: only the delegate the scene delegate sets.
@MainActor final class UNUserNotificationCenter {
	private static let center = UNUserNotificationCenter()
	static func current() -> UNUserNotificationCenter { center }
	weak var delegate: AnyObject?
}

extension UIApplication {
	func registerForRemoteNotifications() {}
}

// Home screen quick actions set by the app.
@MainActor private var dynamicShortcutItems: [UIApplicationShortcutItem]? = nil
extension UIApplication {
	var shortcutItems: [UIApplicationShortcutItem]? {
		get { dynamicShortcutItems }
		set { dynamicShortcutItems = newValue }
	}
}

enum UIBackgroundFetchResult { case newData, noData, failed }

// BackgroundTasks
class BGTaskRequest {
	let identifier: String
	var earliestBeginDate: Date?
	init(identifier: String) { self.identifier = identifier }
}
final class BGAppRefreshTaskRequest: BGTaskRequest {}
final class BGProcessingTaskRequest: BGTaskRequest {
	var requiresNetworkConnectivity = false
}
final class BGTask {
	func setTaskCompleted(success: Bool) {}
}
final class BGTaskScheduler: @unchecked Sendable {
	static let shared = BGTaskScheduler()
	@discardableResult
	func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool { true }
	func submit(_ request: BGTaskRequest) throws {}
	func cancelAllTaskRequests() {}
}
#endif
