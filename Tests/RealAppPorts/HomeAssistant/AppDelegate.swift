// Port of the lifecycle part of home-assistant/iOS Sources/App/AppDelegate.swift
// (commit 013260a9a17f9945723b64507fd1af313c907683): the class, willFinishLaunching, didFinishLaunching and
// configurationForConnecting, with their bodies. Omitted (not lifecycle): Catalyst menus and their @objc
// actions, remote notifications, background fetch, background URL sessions, intents, the update/alert checks'
// bodies (stand-ins). Lines changed beyond the import are marked `// PORT:`.
#if canImport(UIKit)
import Alamofire
import CallbackURLKit
import Communicator
import FirebaseCore
import FirebaseMessaging
import Intents
import KeychainAccess
import MBProgressHUD
import ObjectMapper
import PromiseKit
import RealmSwift
import SafariServices
import Shared
import UIKit
import WidgetKit
import XCGLogger
#else
import Foundation
import LifecycleUIKit
#endif

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    let sceneManager = SceneManager()
    private let lifecycleManager = LifecycleManager()
    let notificationManager = NotificationManager()
    private var zoneManager: ZoneManager?

    private var watchCommunicatorService: WatchCommunicatorService?

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        MaterialDesignIcons.register()

        guard !Current.isRunningTests else {
            return true
        }

        setDefaults()

        Current.backgroundTask = ApplicationBackgroundTaskRunner()

        Current.isBackgroundRequestsImmediate = { [lifecycleManager] in
            if Current.isCatalyst {
                return false
            } else {
                return lifecycleManager.isActive
            }
        }

        Current.isForegroundApp = { [lifecycleManager] in
            lifecycleManager.isActive
        }

        #if targetEnvironment(simulator)
        Current.tags = SimulatorTagManager()
        #else
        Current.tags = iOSTagManager()
        #endif

        notificationManager.setupNotifications()
        setupFirebase()
        setupModels()
        setupLocalization()
        setupMenus()

        let launchingForLocation = launchOptions?[.location] != nil
        let event = ClientEvent(
            text: "Application Starting" + (launchingForLocation ? " due to location change" : ""),
            type: .unknown
        )
        Current.clientEventStore.addEvent(event)

        zoneManager = ZoneManager()

        UIApplication.shared.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)

        setupWatchCommunicator()
        setupUIApplicationShortcutItems()

        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        if NSClassFromString("XCTest") != nil {
            return true
        }

        lifecycleManager.didFinishLaunching()

        checkForUpdate()
        checkForAlerts()

        return true
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        if #available(iOS 16.0, *), connectingSceneSession.role == UISceneSession.Role.carTemplateApplication {
            return SceneActivity.carPlay.configuration
        } else {
            let activity = options.userActivities
                .compactMap { SceneActivity(activityIdentifier: $0.activityType) }
                .first ?? .webView
            return activity.configuration
        }
    }

    // MARK: - Private helpers

    func checkForUpdate(_ sender: AnyObject? = nil) {  // PORT: @objc dropped; body is a stand-in (an update check over the network)
    }

    private func checkForAlerts() {
        // PORT: body omitted (server alerts over the network)
    }

    private func setupWatchCommunicator() {
        watchCommunicatorService = WatchCommunicatorService()
        watchCommunicatorService?.setup()
    }

    func setupLocalization() {
        // PORT: body omitted (string provider for translation keys)
    }

    private func setupFirebase() {
        // PORT: body omitted (Firebase configuration from a GoogleService-Info plist)
    }

    private func setupModels() {
        // PORT: body omitted (Realm migration and observers)
    }

    private func setupMenus() {
        // PORT: body omitted (a #selector observer that rebuilds Catalyst menus)
    }

    private func setupUIApplicationShortcutItems() {
        if Current.isCatalyst {
            // PORT: body omitted (Catalyst only; UIApplication.shortcutItems is not in LifecycleUIKit)
        }
    }

    // swiftlint:disable:next file_length
}
