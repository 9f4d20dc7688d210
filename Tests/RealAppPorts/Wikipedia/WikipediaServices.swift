// Stand-ins for the Wikipedia services its delegates call, keeping what the lifecycle rules observe: the one
// WMFAppViewController the app delegate owns (it is every window's root), what it shows (a tab, or an article
// over it), and the navigation state it saves in the app's storage and restores when the app resumes.
import Foundation
import LifecycleUIKit

struct WikipediaScreen: SceneContent {
	var tab: String
	var article: String?
	var subject: AnyHashable? { article ?? tab }
}

/// WMFAppViewController (Objective-C in the app) reduced to its routing and its navigation state.
final class WMFAppViewController: UIViewController, SceneContentProviding {
	static let navigationStateKey = "WMFNavigationState"

	private(set) var tab = "explore"
	private(set) var article: String?
	private(set) var isSplashShowing = false
	private var isResumeComplete = false

	var sceneContent: AnyHashable? { WikipediaScreen(tab: tab, article: article) }

	func launchApp(in window: UIWindow, waitToResumeApp: Bool) {
		window.rootViewController = self
		window.makeKeyAndVisible()
		if !waitToResumeApp { hideSplashScreenAndResumeApp() }
	}

	func showSplashView() { isSplashShowing = true }
	func hideSplashView() { isSplashShowing = false }

	/// Restores the saved navigation stack unless something was opened already (or the user chose to open on
	/// the search tab), then hides the splash.
	func hideSplashScreenAndResumeApp() {
		if !isResumeComplete && article == nil && UserDefaults.standard.shouldRestoreNavigationStackOnResume,
		   let saved = UserDefaults.standard.dictionary(forKey: Self.navigationStateKey) as? [String: String] {
			tab = saved["tab"] ?? "explore"
			article = saved["article"]
		}
		isResumeComplete = true
		hideSplashView()
	}

	@discardableResult
	func processUserActivity(_ activity: NSUserActivity, animated: Bool, completion: @escaping () -> Void) -> Bool {
		switch activity.activityType {
		case "org.wikimedia.wikipedia.article":
			let url = (activity.userInfo?["WMFArticleURL"] as? URL) ?? (activity.userInfo?["WMFArticleURL"] as? String).flatMap(URL.init(string:))
			show(article: url?.lastPathComponent)
		case "org.wikimedia.wikipedia.search": show(tab: "search")
		case "org.wikimedia.wikipedia.saved": show(tab: "saved")
		case "org.wikimedia.wikipedia.history": show(tab: "history")
		case "org.wikimedia.wikipedia.settings": show(tab: "settings")
		default: show(tab: "explore")
		}
		completion()
		return true
	}

	func processShortcutItem(_ shortcutItem: UIApplicationShortcutItem, completion: @escaping (Bool) -> Void) {
		switch shortcutItem.type {
		case "org.wikimedia.wikipedia.icon-shortcut-search": show(tab: "search")
		case "org.wikimedia.wikipedia.icon-shortcut-nearby": show(tab: "places")
		case "org.wikimedia.wikipedia.icon-shortcut-random": show(article: "Special:Random")
		default:
			completion(false)
			return
		}
		completion(true)
	}

	/// What a tap in the app does: open an article, or go back to the tab.
	func show(article: String?) {
		self.article = article
		saveNavigationState()
	}

	func show(tab: String) {
		self.tab = tab
		self.article = nil
		saveNavigationState()
	}

	private func saveNavigationState() {
		var state = ["tab": tab]
		state["article"] = article
		UserDefaults.standard.set(state, forKey: Self.navigationStateKey)
	}

	func setRemoteNotificationRegistrationStatusWithDeviceToken(_ deviceToken: Data, error: (any Error)?) {}
	func performBackgroundFetch(_ completion: @escaping (UIBackgroundFetchResult) -> Void) { completion(.noData) }
	func performDatabaseHousekeeping(_ completion: @escaping ((any Error)?) -> Void) { completion(nil) }
}

enum WMFRoutingUserInfoKeys {
	static let source = "source"
}

enum WMFRoutingUserInfoSourceValue {
	static let deepLinkRawValue = "deepLink"
}

extension NSUserActivity {
	/// wikipedia://en.wikipedia.org/wiki/Title → an article activity.
	static func wmf_activity(forWikipediaScheme url: URL) -> NSUserActivity? {
		guard url.scheme == "wikipedia" || url.scheme == "wikipedia-official", let host = url.host else { return nil }
		let activity = NSUserActivity(activityType: "org.wikimedia.wikipedia.article")
		activity.userInfo = ["WMFArticleURL": URL(string: "https://\(host)\(url.path)")!]
		return activity
	}

	static func wmf_activity(for url: URL) -> NSUserActivity? {
		nil
	}
}

extension UIApplicationShortcutItem {
	static func wmf_random() -> UIApplicationShortcutItem { UIApplicationShortcutItem(type: "org.wikimedia.wikipedia.icon-shortcut-random", localizedTitle: "Random article") }
	static func wmf_nearby() -> UIApplicationShortcutItem { UIApplicationShortcutItem(type: "org.wikimedia.wikipedia.icon-shortcut-nearby", localizedTitle: "Nearby articles") }
	static func wmf_search() -> UIApplicationShortcutItem { UIApplicationShortcutItem(type: "org.wikimedia.wikipedia.icon-shortcut-search", localizedTitle: "Search") }
}

extension UserDefaults {
	var shouldRestoreNavigationStackOnResume: Bool {
		get { bool(forKey: "WMFShouldRestoreNavigationStackOnResume") }
		set { set(newValue, forKey: "WMFShouldRestoreNavigationStackOnResume") }
	}
	func wmf_migrateFontSizeMultiplier() {}
	func wmf_setAppResignActiveDate(_ date: Date?) {
		set(date, forKey: "WMFAppResignActiveDateKey")
	}
}

extension FileManager {
	func wmf_containerPath() -> String { NSTemporaryDirectory() }
}

final class WMFSettingsDataController: @unchecked Sendable {
	static let shared = WMFSettingsDataController()
	func setAutoSignTalkPageDiscussions(_ value: Bool) {}
}

enum WMFUserDefaultsKey: String {
	case openAppOnSearchTab = "WMFOpenAppOnSearchTab"
}

/// WMFData's key-value store over UserDefaults.
final class WMFKeyValueStore: Sendable {
	func load<T>(key: String) throws -> T? { UserDefaults.standard.object(forKey: key) as? T }
}

final class WMFDataEnvironment: @unchecked Sendable {
	static let current = WMFDataEnvironment()
	let userDefaultsStore: WMFKeyValueStore? = WMFKeyValueStore()
}

final class MWKDataStore: @unchecked Sendable {
	private static let store = MWKDataStore()
	static func shared() -> MWKDataStore { store }
	var primarySiteURL: URL? { URL(string: "https://en.wikipedia.org") }
}

final class TestKitchenInstrument: Sendable {
	func startFunnel(name: String) -> TestKitchenInstrument { self }
	func submitInteraction(action: String, actionSource: String) {}
}

final class TestKitchenClient: Sendable {
	func getInstrument(name: String) -> TestKitchenInstrument { TestKitchenInstrument() }
}

final class TestKitchenAdapter: Sendable {
	static let shared = TestKitchenAdapter()
	let client = TestKitchenClient()
}
