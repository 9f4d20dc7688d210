// Stand-ins for the NetNewsWire services its delegates call. They keep what the lifecycle rules observe:
// what each window shows (RootSplitViewController), which activity the coordinator hands back for restoration
// (ActivityManager: the reading activity, else the selecting one, as the app's ActivityManager.swift), and
// what the app keeps in UserDefaults (AppDefaults). Everything else (accounts, sync, widgets) does nothing.
import Foundation
import LifecycleUIKit

// MARK: What a window shows

/// NetNewsWire's three panes reduced to what a user sees: the selected feed, the selected article, and a
/// transient search or Add Feed sheet over them. The sheet is not part of what the app restores (it never was:
/// the coordinator's restoration activity names only the feed and the article).
struct NetNewsWireScreen: SceneContent {
	var feedID: String?
	var articleID: String?
	var overlay: String?
	var subject: AnyHashable? { overlay ?? articleID ?? feedID }
	var restorationState: AnyHashable { [feedID ?? "-", articleID ?? "-"] }
}

final class RootSplitViewController: UIViewController, SceneContentProviding {
	var feedID: String?
	var articleID: String?
	var overlay: String?
	var sceneContent: AnyHashable? { NetNewsWireScreen(feedID: feedID, articleID: articleID, overlay: overlay) }
}

// MARK: SceneCoordinator and ActivityManager

enum ActivityType: String {
	case restoration = "Restoration"
	case selectFeed = "SelectFeed"
	case nextUnread = "NextUnread"
	case readArticle = "ReadArticle"
	case addFeedIntent = "AddWebFeedIntent"
}

enum AddFeedType { case feed, folder }

/// As NetNewsWire's ActivityManager: one activity while a feed is selected, one while an article is read.
@MainActor final class ActivityManager {
	private var selectingActivity: NSUserActivity?
	private var readingActivity: NSUserActivity?

	var stateRestorationActivity: NSUserActivity? {
		if readingActivity != nil {
			return readingActivity
		}
		return selectingActivity
	}

	func invalidateCurrentActivities() {
		readingActivity = nil
		selectingActivity = nil
	}

	func selecting(feedID: String) {
		invalidateCurrentActivities()
		let activity = NSUserActivity(activityType: ActivityType.selectFeed.rawValue)
		activity.title = feedID
		activity.userInfo = ["feedID": feedID]
		activity.becomeCurrent()
		selectingActivity = activity
	}

	func reading(feedID: String?, articleID: String) {
		readingActivity = nil
		let activity = NSUserActivity(activityType: ActivityType.readArticle.rawValue)
		activity.userInfo = ["feedID": feedID ?? "", "articleID": articleID]
		activity.becomeCurrent()
		readingActivity = activity
	}

	func invalidateReading() {
		readingActivity = nil
	}
}

@MainActor final class SceneCoordinator {
	let rootSplitViewController = RootSplitViewController()
	let activityManager = ActivityManager()

	var stateRestorationActivity: NSUserActivity? { activityManager.stateRestorationActivity }

	func start(for size: CGSize) -> UIViewController {
		rootSplitViewController
	}

	/// The real one restores sidebar expansion and read filters from the activity's window state: nothing the
	/// rules read.
	func restoreWindowState(_ activity: NSUserActivity?) {}

	func handle(_ activity: NSUserActivity) {
		selectFeed(nil)
		guard let activityType = ActivityType(rawValue: activity.activityType) else { return }
		switch activityType {
		case .restoration:
			break
		case .selectFeed:
			if let feedID = activity.userInfo?["feedID"] as? String { selectFeed(feedID) }
		case .nextUnread:
			selectFirstUnreadInAllUnread()
		case .readArticle:
			if let articleID = activity.userInfo?["articleID"] as? String {
				selectFeed(activity.userInfo?["feedID"] as? String)
				selectArticle(articleID)
			}
		case .addFeedIntent:
			showAdd(.feed)
		}
	}

	func handle(_ response: UNNotificationResponse) {}

	func selectFeed(_ feedID: String?) {
		rootSplitViewController.overlay = nil
		rootSplitViewController.feedID = feedID
		rootSplitViewController.articleID = nil
		if let feedID { activityManager.selecting(feedID: feedID) } else { activityManager.invalidateCurrentActivities() }
	}

	func selectArticle(_ articleID: String?) {
		rootSplitViewController.articleID = articleID
		if let articleID {
			activityManager.reading(feedID: rootSplitViewController.feedID, articleID: articleID)
		} else {
			activityManager.invalidateReading()
		}
	}

	func selectFirstUnreadInAllUnread() {
		selectFeed("allUnread")
		selectArticle(AccountManager.shared.firstUnreadArticleID)
	}

	func showSearch() {
		selectFeed(nil)
		rootSplitViewController.overlay = "search"
	}

	func showAdd(_ type: AddFeedType) {
		rootSplitViewController.overlay = "add-feed"
	}

	func configurePanelMode(for size: CGSize) {}

	func suspend() {}
}

// MARK: App services

enum AppAssets {
	@MainActor static let primaryAccentColor = UIColor()
}

enum ArticleStringFormatter {
	static func emptyCaches() {}
}

/// NetNewsWire keeps its settings in UserDefaults; the first-run date and last refresh are the ones the
/// delegates touch.
@MainActor final class AppDefaults {
	static let shared = AppDefaults()
	static func registerDefaults() {
		UserDefaults.standard.register(defaults: ["refreshInterval": 4])
	}
	lazy var isFirstRun: Bool = {
		if UserDefaults.standard.object(forKey: "firstRunDate") is Date { return false }
		UserDefaults.standard.set(Date(), forKey: "firstRunDate")
		return true
	}()
	var lastRefresh: Date? {
		get { UserDefaults.standard.object(forKey: "lastImageCacheFlushDate") as? Date }
		set { UserDefaults.standard.set(newValue, forKey: "lastImageCacheFlushDate") }
	}
}

final class Account {}

@MainActor final class AccountManager {
	static let shared = AccountManager()
	let defaultAccount = Account()
	private(set) var isSuspended = false
	/// 0 until the databases load (they never do here), as at launch; the app delegate mirrors it.
	var unreadCount: Int { 0 }
	var refreshInProgress: Bool { false }
	let firstUnreadArticleID = "a-unread"
	func start() {}
	func anyAccountHasAtLeastOneFeed() -> Bool { true }
	func resumeAll() { isSuspended = false }
	func suspendNetworkAll() { isSuspended = true }
	func suspendDatabaseAll() { isSuspended = true }
	func refreshAllWithoutWaiting(errorHandler: @escaping (any Error) -> Void) {}
	func syncArticleStatusAllWithoutWaiting() {}
	func syncArticleStatusAll() async {}
}

enum ErrorHandler {
	static func log(_ error: any Error) {}
}

enum DefaultFeedsImporter {
	static func importDefaultFeeds(account: Account) {}
}

enum CacheCleaner {
	static func purgeIfNecessary() {}
}

@MainActor final class UserNotificationManager { static let shared = UserNotificationManager(); func start() {} }
@MainActor final class ArticleThemesManager { static let shared = ArticleThemesManager(); func start() {} }
@MainActor final class NetworkMonitor { static let shared = NetworkMonitor(); func start() {} }
@MainActor final class ExtensionContainersFile { static let shared = ExtensionContainersFile(); func start() {} }
@MainActor final class ExtensionFeedAddRequestFile {
	static let shared = ExtensionFeedAddRequestFile()
	func start() {}
	func suspend() {}
	func resume() {}
}
@MainActor final class ArticleStatusSyncTimer {
	static let shared = ArticleStatusSyncTimer()
	func stop() {}
	func update() {}
	func invalidate() {}
}
@MainActor final class IconImageCache { static let shared = IconImageCache(); func emptyCache() {} }
@MainActor final class WidgetDataEncoder {
	static let shared: WidgetDataEncoder? = WidgetDataEncoder()
	var isRunning: Bool { false }
	func encode() {}
}
@MainActor final class ArticleThemeDownloader { static let shared = ArticleThemeDownloader(); func cleanUp() {} }
@MainActor final class CoalescingQueue { static let standard = CoalescingQueue(); func performCallsImmediately() {} }

extension Notification.Name {
	static let UnreadCountDidChange = Notification.Name("UnreadCountDidChange")
	static let AccountRefreshDidFinish = Notification.Name("AccountRefreshDidFinish")
}

extension AppDelegate {
	/// UnreadCountProvider's default (RSCore).
	func postUnreadCountDidChangeNotification() {
		NotificationCenter.default.post(name: .UnreadCountDidChange, object: self, userInfo: nil)
	}
}
