//
//  AppDelegate.swift
//  NetNewsWire
//
//  Created by Maurice Parker on 4/8/19.
//  Copyright © 2019 Ranchero Software. All rights reserved.
//
// Port of the lifecycle part of Ranchero-Software/NetNewsWire iOS/AppDelegate.swift
// (commit 0018437616f0bce7a291ea63faa3629e05fcf19a). Kept: the class, its init, didFinishLaunching,
// applicationWillTerminate, applicationDidEnterBackground and every method the scene delegate calls, with
// their bodies. Omitted (not lifecycle): remote notifications, the UNUserNotificationCenterDelegate methods,
// BGTaskScheduler registration and the background refresh handler, notification actions.
// Lines changed beyond the import are marked `// PORT:` with the reason; app services are stand-ins
// (NetNewsWireServices.swift), missing UIKit/system API is shimmed (NetNewsWireShims.swift).

#if canImport(UIKit)
import UIKit
import BackgroundTasks
import os
import WidgetKit
import RSCore
import RSWeb
import Account
import Articles
import Secrets
#else
import Foundation
import LifecycleUIKit
#endif

@MainActor var appDelegate: AppDelegate!

@main
@MainActor final class AppDelegate: UIResponder, UIApplicationDelegate {  // PORT: UNUserNotificationCenterDelegate, UnreadCountProvider dropped with the omitted notification code

	private let backgroundTaskDispatchQueue = DispatchQueue.init(label: "BGTaskScheduler")

	private var waitBackgroundUpdateTask = UIBackgroundTaskIdentifier.invalid
	private var syncBackgroundUpdateTask = UIBackgroundTaskIdentifier.invalid

	var shuttingDown = false {
		didSet {
			if shuttingDown {
				ArticleStatusSyncTimer.shared.stop()
			}
		}
	}

	nonisolated private static let logger = Logger(subsystem: "com.ranchero.NetNewsWire", category: "Application")  // PORT: Bundle.main.bundleIdentifier! is nil in a Linux test bundle (traps)

	var unreadCount = 0 {
		didSet {
			if unreadCount != oldValue {
				postUnreadCountDidChangeNotification()
				updateBadge()
			}
		}
	}

	var isSyncArticleStatusRunning = false
	var isWaitingForSyncTasks = false

	required init() {  // PORT: `override init()`; LifecycleUIKit's UIResponder.init() is `required` (the runtime makes delegates from their class), UIKit's is not
		super.init()
		appDelegate = self

		AccountManager.shared.start()

		_ = NotificationCenter.default.addObserver(forName: .UnreadCountDidChange, object: nil, queue: nil) { [weak self] note in nonisolated(unsafe) let note = note; MainActor.assumeIsolated { self?.unreadCountDidChange(note) } }  // PORT: #selector observers need the Objective-C runtime; the block holds self weakly, as a selector observer does
		_ = NotificationCenter.default.addObserver(forName: .AccountRefreshDidFinish, object: nil, queue: nil) { [weak self] note in nonisolated(unsafe) let note = note; MainActor.assumeIsolated { self?.accountRefreshDidFinish(note) } }  // PORT: as above
	}

	func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
		AppDefaults.registerDefaults()

		let isFirstRun = AppDefaults.shared.isFirstRun
		if isFirstRun {
			Self.logger.info("Is first run.")
		}

		if isFirstRun && !AccountManager.shared.anyAccountHasAtLeastOneFeed() {
			let localAccount = AccountManager.shared.defaultAccount
			DefaultFeedsImporter.importDefaultFeeds(account: localAccount)
		}

		registerBackgroundTasks()
		CacheCleaner.purgeIfNecessary()
		initializeDownloaders()
		initializeHomeScreenQuickActions()

		DispatchQueue.main.async {
			self.unreadCount = AccountManager.shared.unreadCount
			// Force the badge to update on launch.
			self.updateBadge()
		}

		UNUserNotificationCenter.current().requestAuthorization(options: [.badge, .sound, .alert]) { (granted, _) in
			if granted {
				DispatchQueue.main.async {
					UIApplication.shared.registerForRemoteNotifications()
				}
			}
		}

		UserNotificationManager.shared.start()  // PORT: `UNUserNotificationCenter.current().delegate = self` dropped with the omitted delegate conformance

		ArticleThemesManager.shared.start()
		NetworkMonitor.shared.start()

#if !SKIP_APP_GROUP_ACCESS
		ExtensionContainersFile.shared.start()
		ExtensionFeedAddRequestFile.shared.start()
#endif

		#if DEBUG
		ArticleStatusSyncTimer.shared.update()
		#endif

		return true

	}

	func applicationWillTerminate(_ application: UIApplication) {
		shuttingDown = true
	}

	func applicationDidEnterBackground(_ application: UIApplication) {
		updateBadge()
		IconImageCache.shared.emptyCache()
	}

	private func updateBadge() {
		assert(unreadCount == AccountManager.shared.unreadCount)
		UNUserNotificationCenter.current().setBadgeCount(unreadCount)
	}

	// MARK: Notifications

	func unreadCountDidChange(_ note: Notification) {  // PORT: @objc dropped (no Objective-C runtime)
		if note.object is AccountManager {
			unreadCount = AccountManager.shared.unreadCount
		}
	}

	func accountRefreshDidFinish(_ note: Notification) {  // PORT: @objc dropped
		AppDefaults.shared.lastRefresh = Date()
	}

	// MARK: - API

	func resumeDatabaseProcessingIfNecessary() {
		if AccountManager.shared.isSuspended {
			AccountManager.shared.resumeAll()
			Self.logger.info("Application processing resumed.")
		}
	}

	func prepareAccountsForBackground() {
		updateBadge()

#if !SKIP_APP_GROUP_ACCESS
		ExtensionFeedAddRequestFile.shared.suspend()
#endif
		
		ArticleStatusSyncTimer.shared.invalidate()
		scheduleBackgroundFeedRefresh()
		syncArticleStatus()
		WidgetDataEncoder.shared?.encode()
		waitForSyncTasksToFinish()
		IconImageCache.shared.emptyCache()
	}

	func prepareAccountsForForeground() {
		updateBadge()
#if !SKIP_APP_GROUP_ACCESS
		ExtensionFeedAddRequestFile.shared.resume()
#endif
		ArticleStatusSyncTimer.shared.update()

		if let lastRefresh = AppDefaults.shared.lastRefresh {
			if Date() > lastRefresh.addingTimeInterval(15 * 60) {
				AccountManager.shared.refreshAllWithoutWaiting(errorHandler: ErrorHandler.log)
			} else {
				AccountManager.shared.syncArticleStatusAllWithoutWaiting()
			}
		} else {
			AccountManager.shared.refreshAllWithoutWaiting(errorHandler: ErrorHandler.log)
		}
	}
}

// MARK: App Initialization

private extension AppDelegate {

	private func initializeDownloaders() {
		let tempDir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first!
		let imagesFolderURL = tempDir.appendingPathComponent("Images")
		try! FileManager.default.createDirectory(at: imagesFolderURL, withIntermediateDirectories: true, attributes: nil)
	}

	private func initializeHomeScreenQuickActions() {
		let unreadTitle = NSLocalizedString("First Unread", comment: "First Unread")
		let unreadIcon = UIApplicationShortcutIcon(systemImageName: "chevron.down.circle")
		let unreadItem = UIApplicationShortcutItem(type: "com.ranchero.NetNewsWire.FirstUnread", localizedTitle: unreadTitle, localizedSubtitle: nil, icon: unreadIcon, userInfo: nil)

		let searchTitle = NSLocalizedString("Search", comment: "Search")
		let searchIcon = UIApplicationShortcutIcon(systemImageName: "magnifyingglass")
		let searchItem = UIApplicationShortcutItem(type: "com.ranchero.NetNewsWire.ShowSearch", localizedTitle: searchTitle, localizedSubtitle: nil, icon: searchIcon, userInfo: nil)

		let addTitle = NSLocalizedString("Add Feed", comment: "Add Feed")
		let addIcon = UIApplicationShortcutIcon(systemImageName: "plus")
		let addItem = UIApplicationShortcutItem(type: "com.ranchero.NetNewsWire.ShowAdd", localizedTitle: addTitle, localizedSubtitle: nil, icon: addIcon, userInfo: nil)

		UIApplication.shared.shortcutItems = [addItem, searchItem, unreadItem]
	}

}

// MARK: Go To Background

private extension AppDelegate {

	func waitForSyncTasksToFinish() {
		guard !isWaitingForSyncTasks && UIApplication.shared.applicationState == .background else { return }

		isWaitingForSyncTasks = true

		self.waitBackgroundUpdateTask = UIApplication.shared.beginBackgroundTask { [weak self] in
			guard let self = self else { return }
			self.completeProcessing(true)
			Self.logger.info("Accounts wait for progress terminated for running too long.")
		}

		DispatchQueue.main.async { [weak self] in
			self?.waitToComplete { [weak self] suspend in
				self?.completeProcessing(suspend)
			}
		}
	}

	func waitToComplete(completion: @escaping (Bool) -> Void) {
		guard UIApplication.shared.applicationState == .background else {
			Self.logger.info("App came back to foreground, no longer waiting.")
			completion(false)
			return
		}

		if AccountManager.shared.refreshInProgress || isSyncArticleStatusRunning || WidgetDataEncoder.shared?.isRunning ?? false {
			Self.logger.info("Waiting for sync to finish…")
			DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { [weak self] in
				self?.waitToComplete(completion: completion)
			}
		} else {
			Self.logger.info("Refresh progress complete.")
			completion(true)
		}
	}

	func completeProcessing(_ suspend: Bool) {
		if suspend {
			suspendApplication()
		}
		UIApplication.shared.endBackgroundTask(self.waitBackgroundUpdateTask)
		self.waitBackgroundUpdateTask = UIBackgroundTaskIdentifier.invalid
		isWaitingForSyncTasks = false
	}

	func syncArticleStatus() {
		guard !isSyncArticleStatusRunning else { return }

		isSyncArticleStatusRunning = true

		let completeProcessing = { [unowned self] in
			self.isSyncArticleStatusRunning = false
			UIApplication.shared.endBackgroundTask(self.syncBackgroundUpdateTask)
			self.syncBackgroundUpdateTask = UIBackgroundTaskIdentifier.invalid
		}

		self.syncBackgroundUpdateTask = UIApplication.shared.beginBackgroundTask {
			completeProcessing()
			Self.logger.info("Accounts sync processing terminated for running too long.")
		}

		Task { @MainActor in
			await AccountManager.shared.syncArticleStatusAll()
			completeProcessing()
		}
	}

	func suspendApplication() {
		guard UIApplication.shared.applicationState == .background else { return }

		AccountManager.shared.suspendNetworkAll()
		AccountManager.shared.suspendDatabaseAll()
		ArticleThemeDownloader.shared.cleanUp()

		CoalescingQueue.standard.performCallsImmediately()
		for scene in UIApplication.shared.connectedScenes {
			if let sceneDelegate = scene.delegate as? SceneDelegate {
				sceneDelegate.suspend()
			}
		}

		Self.logger.info("Application processing suspended.")
	}

}

// MARK: Background Tasks

private extension AppDelegate {

	/// Register all background tasks.
	func registerBackgroundTasks() {
		// PORT: body omitted (BGTaskScheduler registration and its refresh handler are not lifecycle)
	}

	/// Schedules a background app refresh based on `AppDefaults.refreshInterval`.
	func scheduleBackgroundFeedRefresh() {
		// We send this to a dedicated serial queue because as of 11/05/19 on iOS 13.2 the call to the
		// task scheduler can hang indefinitely.
		backgroundTaskDispatchQueue.async {
			do {
				let request = BGAppRefreshTaskRequest(identifier: "com.ranchero.NetNewsWire.FeedRefresh")
				request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
				try BGTaskScheduler.shared.submit(request)
			} catch {
				Self.logger.error("Could not schedule app refresh: \(error.localizedDescription)")
			}
		}
	}
}
