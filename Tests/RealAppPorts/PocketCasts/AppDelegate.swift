// Port of Automattic/pocket-casts-ios podcasts/AppDelegate.swift (commit c23892d1f47bc44d422fa06c389b49820aa04dd3),
// MPL-2.0 (the repository's LICENSE.md; this file stays under it). The lifecycle part: launch (the app ID it keeps
// and the routes it registers), and the two handlers the scene delegate forwards to. Lines changed beyond the import
// block are marked `// PORT:`; Firebase, analytics, playback, downloads, sync and push registration are omitted.
#if canImport(UIKit)
import BackgroundTasks
import Firebase
import FirebasePerformance
import Foundation
import PocketCastsDataModel
import PocketCastsServer
import PocketCastsUtils
import Combine
#else
import Foundation
import LifecycleUIKit
#endif

class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var modalController: UINavigationController?

    lazy var lenticularFilter: LenticularFilter = .init()
    lazy var appLifecycleAnalytics = AppLifecycleAnalytics()

    // MARK: - App Lifecycle

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // PORT: network debugging, Firebase, tracing, secrets and analytics observers omitted
        appLifecycleAnalytics.checkApplicationInstalledOrUpgraded()

        let defaults = UserDefaults.standard

        // check to see that this app has a unique ID, if not create one
        let uniqueId = defaults.string(forKey: Constants.UserDefaults.appId)
        if uniqueId?.count ?? 0 < 1 {
            let uuid = UUID().uuidString
            defaults.set(uuid, forKey: Constants.UserDefaults.appId)
            defaults.synchronize()
        }

        // PORT: GoogleCastManager setup omitted (Cast SDK)

        setupRoutes()

        // PORT: notifications, the background setup queue, badge, watch, shortcuts, background refresh, IAP and
        // the #selector theme observers omitted (none changes what a window shows)

        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        handleEnterBackground()
    }

    func handleEnterBackground() {
        // PORT: scheduleNextBackgroundRefresh() and FileLog.forceFlush() omitted (BGTaskScheduler, logging)

        UserDefaults.standard.set(Date(), forKey: Constants.UserDefaults.lastAppCloseDate)
        // PORT: badgeHelper.updateBadge() omitted (badge count from the database)

        appLifecycleAnalytics.didEnterBackground()
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        handleBecomeActive()
    }

    func handleBecomeActive() {
        // PORT: setupSignOutListener() omitted (server sign-out listener)
        appLifecycleAnalytics.didBecomeActive()

        // PORT: the podcast refresh timer and pending downloads omitted (network)
        PlaybackManager.shared.updateIdleTimer()
    }

    func openPlayerWhenReadyFromExternalEvent() {
        // PORT: body omitted (opens the full-screen player once playback is ready)
    }
}
