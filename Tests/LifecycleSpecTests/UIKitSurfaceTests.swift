// Every lifecycle method of UIApplicationDelegate, UISceneDelegate and UIWindowSceneDelegate that the
// reference runtime delivers reaches a delegate that implements it with UIKit's exact signature, with the
// arguments UIKit passes; and UIKit's defaults hold for what a delegate leaves out.
//
// Delivered, and tested here:
// - UIApplicationDelegate: application(_:willFinishLaunchingWithOptions:),
//   application(_:didFinishLaunchingWithOptions:), application(_:configurationForConnecting:options:),
//   application(_:didDiscardSceneSessions:), applicationDidReceiveMemoryWarning(_:),
//   applicationWillTerminate(_:), and in the legacy lifecycle applicationDidBecomeActive(_:),
//   applicationWillResignActive(_:), applicationDidEnterBackground(_:), applicationWillEnterForeground(_:).
// - UISceneDelegate: scene(_:willConnectTo:options:), sceneDidDisconnect(_:), sceneWillEnterForeground(_:),
//   sceneDidBecomeActive(_:), sceneWillResignActive(_:), sceneDidEnterBackground(_:),
//   stateRestorationActivity(for:), scene(_:didUpdate:) (right after it, with the returned activity),
//   scene(_:restoreInteractionStateWith:), scene(_:openURLContexts:), scene(_:willContinueUserActivityWithType:),
//   scene(_:continue:), scene(_:didFailToContinueUserActivityWithType:error:) (a failed Handoff).
// - UIWindowSceneDelegate: window (set by the runtime for a storyboard configuration),
//   windowScene(_:performActionFor:completionHandler:).
//
// - In the legacy lifecycle: application(_:open:options:), application(_:willContinueUserActivityWithType:),
//   application(_:continue:restorationHandler:), application(_:performActionFor:completionHandler:),
//   application(_:didFailToContinueUserActivityWithType:error:), and the
//   launch options of a launch for a URL (.url), an activity (.userActivityDictionary) or a quick action
//   (.shortcutItem). A launch returning false suppresses the URL and the quick action, as UIKit does.
//
// Declared but not delivered (the tests below check that they are not called, so a change shows):
// - In the scene lifecycle, the four legacy delivery methods above (UIKit sends them to the scene delegate)
//   and launch options (scene launches carry their URL, activity or quick action in the connection options).
import Foundation
import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

/// What the surface delegates saw, in order, shared by the delegates of one runtime.
@MainActor
final class SurfaceLog {
    var lines: [String] = []
    /// The last arguments of the calls whose objects the tests inspect.
    var discarded: Set<UISceneSession> = []
    var urlContexts: Set<UIOpenURLContext> = []
    var continued: NSUserActivity?
    var restoredWith: NSUserActivity?
    var returnedForRestoration: NSUserActivity?
    var updated: NSUserActivity?
    var shortcutItem: UIApplicationShortcutItem?
    var connectionOptions: UIScene.ConnectionOptions?
    var configurationSeen: UISceneConfiguration?
    var applications: [UIApplication] = []
    var handlerResults: [Bool] = []
    /// What the app delegate's launch methods return.
    var launchResult = true
}

/// An app delegate implementing every UIApplicationDelegate method with UIKit's exact signature.
@MainActor
final class SurfaceAppDelegate: UIResponder, UIApplicationDelegate {
    var log = SurfaceLog()
    var window: UIWindow?

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.lines.append("willFinishLaunching options=\(Self.keys(launchOptions))")
        log.applications.append(application)
        return log.launchResult
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.lines.append("didFinishLaunching options=\(Self.keys(launchOptions))"
            + " shared=\(UIApplication.shared === application) delegate=\(UIApplication.shared.delegate === self)")
        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem { log.shortcutItem = item }
        if let entries = launchOptions?[.userActivityDictionary] as? [AnyHashable: Any] {
            log.continued = entries[UIApplication.launchOptionsUserActivityKey] as? NSUserActivity
        }
        return log.launchResult
    }

    /// `nil`, or the launch options' keys, sorted.
    static func keys(_ options: [UIApplication.LaunchOptionsKey: Any]?) -> String {
        guard let options else { return "nil" }
        return "[" + options.keys.map(\.rawValue).sorted().joined(separator: ", ") + "]"
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        log.lines.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
        log.configurationSeen = connectingSceneSession.configuration
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log.lines.append("didDiscardSceneSessions \(sceneSessions.count)")
        log.discarded = sceneSessions
    }

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log.lines.append("memoryWarning") }
    func applicationWillTerminate(_ application: UIApplication) { log.lines.append("willTerminate") }
    func applicationDidBecomeActive(_ application: UIApplication) { log.lines.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.lines.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.lines.append("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) {
        log.lines.append("applicationWillEnterForeground")
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        log.lines.append("legacy open \(url)")
        return true
    }

    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        log.lines.append("legacy willContinue \(userActivityType)")
        return true
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        log.lines.append("legacy continue \(userActivity.activityType)")
        return true
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        log.lines.append("legacy performAction \(shortcutItem.type)")
        completionHandler(true)
    }

    func application(
        _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
    ) {
        log.lines.append("legacy didFailToContinue \(userActivityType) code=\((error as NSError).code)")
    }
}

/// A scene delegate implementing every UISceneDelegate and UIWindowSceneDelegate method with UIKit's exact signature.
@MainActor
final class SurfaceSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var log = SurfaceLog()
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else {
            log.lines.append("willConnect: not a UIWindowScene")
            return
        }
        log.lines.append("willConnect windowScene=true session=\(windowScene.session === session)"
            + " shared=\(UIApplication.shared.connectedScenes.contains(scene))"
            + " restoration=\(session.stateRestorationActivity?.activityType ?? "nil")")
        log.connectionOptions = connectionOptions
        log.applications.append(UIApplication.shared)
        let activity = session.stateRestorationActivity ?? NSUserActivity(activityType: "com.example.edit")
        activity.addUserInfoEntries(from: ["session": session.persistentIdentifier])
        scene.userActivity = activity
        if window == nil {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
        }
    }

    func sceneDidDisconnect(_ scene: UIScene) { log.lines.append("didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.lines.append("didBecomeActive \(scene.activationState.rawValue)") }
    func sceneWillResignActive(_ scene: UIScene) { log.lines.append("willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { log.lines.append("willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.lines.append("didEnterBackground \(scene.activationState.rawValue)") }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        log.lines.append("openURLContexts " + URLContexts.map(\.url.absoluteString).sorted().joined(separator: ","))
        log.urlContexts = URLContexts
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        log.lines.append("stateRestorationActivity")
        log.returnedForRestoration = scene.userActivity
        return scene.userActivity
    }

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        log.lines.append("restoreInteractionState \(stateRestorationActivity.activityType)")
        log.restoredWith = stateRestorationActivity
    }

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        log.lines.append("willContinue \(userActivityType)")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        log.lines.append("continue \(userActivity.activityType)")
        log.continued = userActivity
    }

    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {
        log.lines.append("didFailToContinue \(userActivityType) code=\((error as NSError).code)")
    }

    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
        log.lines.append("didUpdate \(userActivity.activityType)")
        log.updated = userActivity
        userActivity.addUserInfoEntries(from: ["final": "added in didUpdate"])
    }

    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        log.lines.append("performActionFor \(shortcutItem.type)")
        log.shortcutItem = shortcutItem
        completionHandler(true)
        log.handlerResults.append(true)
    }
}

/// Records the completion handlers the runtime issues and sees called.
@MainActor
final class HandlerObserver: RuntimeObserver {
    var issued = 0
    var called: [Int] = []
    func runtime(_ runtime: ReferenceRuntime, observed observation: RuntimeObservation) {
        switch observation {
        case .completionHandlerIssued: issued += 1
        case .completionHandlerCalled(_, _, let count): called.append(count)
        default: break
        }
    }
}

@MainActor
@Suite("UIKit's surface: each delivered delegate method is called with UIKit's signature; UIKit's defaults hold", .holdingCheckTurn)
struct UIKitSurfaceTests {
    let A = SessionID(0), B = SessionID(1), C = SessionID(2)

    /// A runtime whose delegates are the surface delegates, all writing to one log.
    static func surfaceRuntime(
        _ spec: SpecConfiguration = SpecConfiguration(device: .pad), manifest: SceneManifest? = .standard()
    ) -> (ReferenceRuntime, SurfaceLog) {
        let log = SurfaceLog()
        let runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: spec, manifest: manifest),
            appDelegate: {
                let delegate = SurfaceAppDelegate()
                delegate.log = log
                return delegate
            },
            sceneDelegate: { _, _ in
                let delegate = SurfaceSceneDelegate()
                delegate.log = log
                return delegate
            })
        return (runtime, log)
    }

    /// Sends the events and returns what the delegates logged for them.
    static func send(_ runtime: ReferenceRuntime, _ log: SurfaceLog, _ events: LifecycleEvent...) async throws -> [String] {
        let start = log.lines.count
        for event in events { try await runtime.send(event) }
        return Array(log.lines[start...])
    }

    // MARK: - UIApplicationDelegate

    @Test("launch, configuration, memory warning and terminate reach the app delegate's UIKit methods")
    func applicationCallbacks() async throws {
        let (runtime, log) = Self.surfaceRuntime(SpecConfiguration(device: .phone), manifest: .standard(supportsMultipleScenes: false))
        #expect(try await Self.send(runtime, log, .launch) == [
            "willFinishLaunching options=nil", "didFinishLaunching options=nil shared=true delegate=true",
            "configurationForConnecting UIWindowSceneSessionRoleApplication",
            "willConnect windowScene=true session=true shared=true restoration=nil", "willEnterForeground",
            "didBecomeActive 0",
        ])
        #expect(try await Self.send(runtime, log, .memoryWarning) == ["memoryWarning"])
        #expect(try await Self.send(runtime, log, .background(A), .terminate) == [
            "willResignActive", "didEnterBackground 2", "stateRestorationActivity", "didUpdate com.example.edit",
            "willTerminate",
        ])
        #expect(TraceChecker.check(runtime.traceLines, header: runtime.traceHeader).isEmpty)
    }

    @Test("didDiscardSceneSessions gets the Set<UISceneSession> of exactly the discarded sessions")
    func discardedSessions() async throws {
        let (runtime, log) = Self.surfaceRuntime()
        _ = try await Self.send(runtime, log, .launch, .openWindow(.user), .openWindow(.user))
        let b = try #require(runtime.session(B)), c = try #require(runtime.session(C))
        #expect(try await Self.send(runtime, log, .discard(B, .user)).last == "didDiscardSceneSessions 1")
        #expect(log.discarded == [b])
        _ = try await Self.send(runtime, log, .background(A), .background(C), .processDeath, .discard(C, .user),
                          .discard(A, .user))
        #expect(try await Self.send(runtime, log, .backgroundLaunch).last == "didDiscardSceneSessions 2")
        #expect(log.discarded == [c, try #require(runtime.session(A))])
        #expect(log.discarded.allSatisfy { $0.scene == nil })
    }

    @Test("the legacy lifecycle's app UI callbacks reach the app delegate")
    func legacyCallbacks() async throws {
        let (runtime, log) = Self.surfaceRuntime(SpecConfiguration(device: .phone, mode: .legacy), manifest: nil)
        #expect(try await Self.send(runtime, log, .launch, .appInterrupt, .appEndInterruption, .appBackground, .appForeground) == [
            "willFinishLaunching options=nil", "didFinishLaunching options=nil shared=true delegate=true",
            "applicationDidBecomeActive", "applicationWillResignActive", "applicationDidBecomeActive",
            "applicationWillResignActive", "applicationDidEnterBackground", "applicationWillEnterForeground",
            "applicationDidBecomeActive",
        ])
    }

    @Test("a legacy launch for a URL, activity or quick action carries it in the launch options, then delivers it")
    func legacyColdDeliveries() async throws {
        let (runtime, log) = Self.surfaceRuntime(SpecConfiguration(device: .phone, mode: .legacy), manifest: nil)
        #expect(try await Self.send(runtime, log, .openURL(.newWindow, payload: 1)) == [
            "willFinishLaunching options=[UIApplicationLaunchOptionsURLKey]",
            "didFinishLaunching options=[UIApplicationLaunchOptionsURLKey] shared=true delegate=true",
            "legacy open lifecycle://item/1", "applicationDidBecomeActive",
        ])
        _ = try await Self.send(runtime, log, .appBackground, .processDeath)
        #expect(try await Self.send(runtime, log, .continueActivity(.newWindow, payload: 0)) == [
            "willFinishLaunching options=[UIApplicationLaunchOptionsUserActivityDictionaryKey]",
            "didFinishLaunching options=[UIApplicationLaunchOptionsUserActivityDictionaryKey] shared=true delegate=true",
            "legacy willContinue com.example.view", "legacy continue com.example.view", "applicationDidBecomeActive",
        ])
        #expect(log.continued?.activityType == "com.example.view")
        _ = try await Self.send(runtime, log, .appBackground, .processDeath)
        #expect(try await Self.send(runtime, log, .shortcut(.newWindow, payload: 1)) == [
            "willFinishLaunching options=[UIApplicationLaunchOptionsShortcutItemKey]",
            "didFinishLaunching options=[UIApplicationLaunchOptionsShortcutItemKey] shared=true delegate=true",
            "legacy performAction com.example.new-1", "applicationDidBecomeActive",
        ])
        #expect(log.shortcutItem?.type == "com.example.new-1")
    }

    @Test("a running legacy app gets URLs, activities and quick actions through its app delegate")
    func legacyWarmDeliveries() async throws {
        let (runtime, log) = Self.surfaceRuntime(SpecConfiguration(device: .phone, mode: .legacy), manifest: nil)
        _ = try await Self.send(runtime, log, .launch, .appBackground)
        #expect(try await Self.send(runtime, log, .openURL(.newWindow, payload: 0)) == [
            "applicationWillEnterForeground", "legacy open lifecycle://item/0", "applicationDidBecomeActive",
        ])
        #expect(try await Self.send(runtime, log, .handoff(.newWindow, payload: 1)) == [
            "legacy willContinue com.example.view", "legacy continue com.example.view",
        ])
        #expect(try await Self.send(runtime, log, .appInterrupt, .shortcut(.newWindow, payload: 0)) == [
            "applicationWillResignActive", "legacy performAction com.example.new-0",
        ])
        #expect(TraceChecker.check(runtime.traceLines, header: runtime.traceHeader).isEmpty)
    }

    @Test("a legacy launch that returns false gets no URL and no quick action, as UIKit documents")
    func legacyLaunchDeclines() async throws {
        let (runtime, log) = Self.surfaceRuntime(SpecConfiguration(device: .phone, mode: .legacy), manifest: nil)
        log.launchResult = false
        #expect(try await Self.send(runtime, log, .openURL(.newWindow, payload: 0)).contains { $0.hasPrefix("legacy ") } == false)
        _ = try await Self.send(runtime, log, .appBackground, .processDeath)
        #expect(try await Self.send(runtime, log, .shortcut(.newWindow, payload: 0)).contains { $0.hasPrefix("legacy ") } == false)
        // While running, a launch result from earlier does not matter.
        #expect(try await Self.send(runtime, log, .openURL(.newWindow, payload: 0)) == ["legacy open lifecycle://item/0"])
    }

    @Test("in the scene lifecycle the legacy delivery methods are never called and launches carry no options")
    func sceneLifecycleSkipsLegacyDeliveries() async throws {
        let (runtime, log) = Self.surfaceRuntime(SpecConfiguration(device: .phone), manifest: .standard(supportsMultipleScenes: false))
        _ = try await Self.send(runtime, log, .openURL(.newWindow, payload: 0), .continueActivity(.session(A), payload: 0),
                          .shortcut(.session(A), payload: 0))
        #expect(!log.lines.contains { $0.hasPrefix("legacy ") })
        #expect(log.lines.contains("willFinishLaunching options=nil"))
    }

    // MARK: - UISceneDelegate and UIWindowSceneDelegate

    @Test("the scene lifecycle methods are called in order, with the scene's activation state already set")
    func sceneStates() async throws {
        let (runtime, log) = Self.surfaceRuntime(SpecConfiguration(device: .phone), manifest: .standard(supportsMultipleScenes: false))
        _ = try await Self.send(runtime, log, .launch)
        #expect(try await Self.send(runtime, log, .interrupt(A), .endInterruption(A)) == ["willResignActive", "didBecomeActive 0"])
        #expect(try await Self.send(runtime, log, .background(A), .systemDisconnect(A)) == [
            "willResignActive", "didEnterBackground 2", "stateRestorationActivity", "didUpdate com.example.edit",
            "didDisconnect",
        ])
        // UIKit "puts a copy of it in this property": the same content, not the app's own object.
        let stored = try #require(runtime.session(A)?.stateRestorationActivity)
        let returned = try #require(log.returnedForRestoration)
        #expect(stored !== returned)
        #expect(stored.activityType == returned.activityType)
        #expect(stored.userInfo?["session"] as? String == returned.userInfo?["session"] as? String)
    }

    @Test("openURLContexts gets a Set<UIOpenURLContext> whose url is the URL; at connection it is in the options")
    func openURLContexts() async throws {
        let (runtime, log) = Self.surfaceRuntime()
        _ = try await Self.send(runtime, log, .openURL(.newWindow, payload: 1))
        let options = try #require(log.connectionOptions)
        #expect(options.urlContexts.map(\.url) == [URL(string: "lifecycle://item/1")!])
        #expect(options.userActivities.isEmpty && options.shortcutItem == nil && options.handoffUserActivityType == nil)
        #expect(try await Self.send(runtime, log, .openURL(.session(A), payload: 0)) == ["openURLContexts lifecycle://item/0"])
        #expect(log.urlContexts.count == 1)
        #expect(log.urlContexts.first?.url == URL(string: "lifecycle://item/0"))
        #expect(log.urlContexts.first?.url.scheme == "lifecycle")
    }

    @Test("continue gets the NSUserActivity with its userInfo, after willContinueUserActivityWithType with its type")
    func continueActivity() async throws {
        let (runtime, log) = Self.surfaceRuntime()
        _ = try await Self.send(runtime, log, .launch)
        #expect(try await Self.send(runtime, log, .continueActivity(.session(A), payload: 1)) == [
            "willContinue com.example.view", "continue com.example.view",
        ])
        let activity = try #require(log.continued)
        #expect(activity.activityType == "com.example.view")
        #expect(activity.userInfo?["item"] as? String == "1")
        #expect(try await Self.send(runtime, log, .continueActivity(.newWindow, payload: 0)).contains {
            $0.hasPrefix("willConnect")
        })
        let options = try #require(log.connectionOptions)
        #expect(options.userActivities.map { $0.userInfo?["item"] as? String } == ["0"])
    }

    @Test("Handoff at cold start: the options carry only the type; willContinue and continue follow with the activity")
    func handoff() async throws {
        let (runtime, log) = Self.surfaceRuntime(SpecConfiguration(device: .phone), manifest: .standard(supportsMultipleScenes: false))
        let lines = try await Self.send(runtime, log, .handoff(.newWindow, payload: 1))
        #expect(Array(lines.suffix(4)) == [
            "willEnterForeground", "willContinue com.example.view", "continue com.example.view", "didBecomeActive 0",
        ])
        let options = try #require(log.connectionOptions)
        #expect(options.handoffUserActivityType == "com.example.view")
        #expect(options.userActivities.isEmpty)
        #expect(log.continued?.userInfo?["item"] as? String == "1")
    }

    @Test("performActionFor gets the shortcut item and a completion handler the runtime sees called once")
    func performAction() async throws {
        let (runtime, log) = Self.surfaceRuntime()
        let observer = HandlerObserver()
        runtime.observers.append(observer)
        _ = try await Self.send(runtime, log, .shortcut(.newWindow, payload: 1))
        #expect(log.connectionOptions?.shortcutItem?.type == "com.example.new-1")
        #expect(log.connectionOptions?.shortcutItem?.localizedTitle == "New 1")
        #expect(try await Self.send(runtime, log, .shortcut(.session(A), payload: 0)) == ["performActionFor com.example.new-0"])
        #expect(log.shortcutItem?.type == "com.example.new-0")
        #expect(log.shortcutItem?.localizedTitle == "New 0")
        #expect(log.handlerResults == [true])
        #expect(observer.issued == 1 && observer.called == [1])
    }

    @Test("restoreInteractionStateWith follows willConnect of a reconnect that has a restoration activity, with it")
    func restoreInteractionState() async throws {
        let (runtime, log) = Self.surfaceRuntime(SpecConfiguration(device: .phone), manifest: .standard(supportsMultipleScenes: false))
        _ = try await Self.send(runtime, log, .launch)
        #expect(!log.lines.contains { $0.hasPrefix("restoreInteractionState") }, "a new session has nothing to restore")
        _ = try await Self.send(runtime, log, .background(A), .systemDisconnect(A))
        let returned = try #require(log.returnedForRestoration)
        #expect(try await Self.send(runtime, log, .foreground(A, .user)) == [
            "willConnect windowScene=true session=true shared=true restoration=com.example.edit",
            "restoreInteractionState com.example.edit", "willEnterForeground", "didBecomeActive 0",
        ])
        #expect(log.restoredWith?.activityType == returned.activityType)
        #expect(log.restoredWith?.userInfo?["session"] as? String == A.persistentIdentifier)
    }

    @Test("didUpdate follows stateRestorationActivity(for:) with the returned activity; what it adds is what the session keeps")
    func didUpdateFollowsRestorationRequest() async throws {
        let (runtime, log) = Self.surfaceRuntime(SpecConfiguration(device: .phone), manifest: .standard(supportsMultipleScenes: false))
        _ = try await Self.send(runtime, log, .launch)
        #expect(try await Self.send(runtime, log, .background(A)) == [
            "willResignActive", "didEnterBackground 2", "stateRestorationActivity", "didUpdate com.example.edit",
        ])
        #expect(log.updated === log.returnedForRestoration, "didUpdate gets the object the app returned")
        let stored = try #require(runtime.session(A)?.stateRestorationActivity)
        #expect(stored.userInfo?["final"] as? String == "added in didUpdate")
        #expect(TraceChecker.check(runtime.traceLines, header: runtime.traceHeader).isEmpty)
    }

    @Test("a failed Handoff at cold start: the type in the options, then willContinue and didFailToContinue with Foundation's error")
    func failedHandoffAtColdStart() async throws {
        let spec = SpecConfiguration(device: .phone, options: SpecOptions(failedHandoffs: true))
        let (runtime, log) = Self.surfaceRuntime(spec, manifest: .standard(supportsMultipleScenes: false))
        let lines = try await Self.send(runtime, log, .failedHandoff(.newWindow, payload: 1))
        #expect(Array(lines.suffix(4)) == [
            "willEnterForeground", "willContinue com.example.view", "didFailToContinue com.example.view code=4608",
            "didBecomeActive 0",
        ])
        #expect(log.connectionOptions?.handoffUserActivityType == "com.example.view")
        #expect(log.continued == nil, "no activity arrives")
        #expect(TraceChecker.check(runtime.traceLines, header: runtime.traceHeader).isEmpty)
    }

    @Test("a failed Handoff to a connected scene: willContinue, then didFailToContinue, and no continue")
    func failedHandoffWhileConnected() async throws {
        let (runtime, log) = Self.surfaceRuntime(SpecConfiguration(device: .pad, options: SpecOptions(failedHandoffs: true)))
        _ = try await Self.send(runtime, log, .launch)
        #expect(try await Self.send(runtime, log, .failedHandoff(.session(A), payload: 0)) == [
            "willContinue com.example.view", "didFailToContinue com.example.view code=4608",
        ])
    }

    @Test("a legacy failed Handoff: only the type in the launch options, then the app delegate's willContinue and didFailToContinue")
    func legacyFailedHandoff() async throws {
        let spec = SpecConfiguration(device: .phone, mode: .legacy, options: SpecOptions(failedHandoffs: true))
        let (runtime, log) = Self.surfaceRuntime(spec, manifest: nil)
        #expect(try await Self.send(runtime, log, .failedHandoff(.newWindow, payload: 0)) == [
            "willFinishLaunching options=[UIApplicationLaunchOptionsUserActivityDictionaryKey]",
            "didFinishLaunching options=[UIApplicationLaunchOptionsUserActivityDictionaryKey] shared=true delegate=true",
            "legacy willContinue com.example.view", "legacy didFailToContinue com.example.view code=4608",
            "applicationDidBecomeActive",
        ])
    }

    @Test("in the scene lifecycle the app delegate's delivery methods are never called")
    func undeliveredNeverCalled() async throws {
        let (runtime, log) = Self.surfaceRuntime(SpecConfiguration(device: .pad, options: SpecOptions(failedHandoffs: true)))
        try await runtime.run([
            .launch, .openURL(.session(A), payload: 0), .continueActivity(.session(A), payload: 0),
            .handoff(.session(A), payload: 1), .failedHandoff(.session(A), payload: 1), .shortcut(.session(A), payload: 0),
            .openWindow(.user), .background(B), .systemDisconnect(B), .discard(B, .user), .memoryWarning,
        ])
        #expect(!log.lines.contains { $0.hasPrefix("legacy ") })
        #expect(log.lines.contains("continue com.example.view"))
        #expect(log.lines.contains("didFailToContinue com.example.view code=4608"))
    }

    // MARK: - UIKit's defaults

    @Test("a delegate that implements nothing still launches and connects, and conforms")
    func emptyDelegates() async throws {
        final class EmptyAppDelegate: UIResponder, UIApplicationDelegate {}
        final class EmptySceneDelegate: UIResponder, UIWindowSceneDelegate {}
        let app = AppUnderTest(name: "Empty", appDelegate: EmptyAppDelegate.self, sceneDelegates: [EmptySceneDelegate.self],
                               manifest: .standard(delegateClassName: "EmptySceneDelegate"))
        let runtime = app.makeRuntime(SpecConfiguration(device: .pad))
        try await runtime.run([.launch, .shortcut(.session(A), payload: 0), .openWindow(.user), .background(A),
                         .systemDisconnect(A), .foreground(A, .user)])
        #expect(runtime.trace.map(\.call).contains(.willConnect))
        #expect(runtime.scene(of: A)?.delegate is EmptySceneDelegate)
        #expect(runtime.scene(of: B)?.activationState == .foregroundActive)
        #expect(runtime.session(A)?.stateRestorationActivity == nil, "the default stateRestorationActivity keeps nil")
        #expect(TraceChecker.check(runtime.traceLines, header: runtime.traceHeader).isEmpty)
    }

    @Test("the default configurationForConnecting returns the configuration UIKit filled in from the Info.plist")
    func defaultConfiguration() async throws {
        final class DefaultAppDelegate: UIResponder, UIApplicationDelegate {}
        var manifest = SceneManifest.standard(delegateClassName: "$(PRODUCT_MODULE_NAME).SurfaceSceneDelegate")
        manifest.configurations[.windowExternalDisplayNonInteractive] = [SceneConfiguration(
            name: "External Display", sessionRole: .windowExternalDisplayNonInteractive,
            delegateClassName: "$(PRODUCT_MODULE_NAME).SurfaceSceneDelegate")]
        let app = AppUnderTest(name: "Default", appDelegate: DefaultAppDelegate.self,
                               sceneDelegates: [SurfaceSceneDelegate.self], manifest: manifest)
        let runtime = app.makeRuntime(SpecConfiguration(device: .pad))
        try await runtime.run([.launch, .connectExternalDisplay])
        let main = try #require(runtime.session(A)?.configuration)
        #expect(main.name == "Default Configuration" && main.role == .windowApplication)
        #expect(main.delegateClassName == "$(PRODUCT_MODULE_NAME).SurfaceSceneDelegate")
        let external = try #require(runtime.session(B)?.configuration)
        #expect(external.name == "External Display" && external.role == .windowExternalDisplayNonInteractive)
        #expect(runtime.scene(of: A)?.delegate is SurfaceSceneDelegate)
        #expect(runtime.scene(of: B)?.delegate is SurfaceSceneDelegate)
    }

    @Test("Xcode's template manifest declares no external display: its session gets UIKit's default configuration, no delegate")
    func templateManifestExternalDisplay() async throws {
        let (runtime, _) = Self.surfaceRuntime(manifest: .standard())
        try await runtime.run([.launch, .connectExternalDisplay])
        let external = try #require(runtime.session(B)?.configuration)
        #expect(external.role == .windowExternalDisplayNonInteractive)
        #expect(external.delegateClassName == nil)
        #expect(SceneManifest.standard().roles == [.windowApplication])
    }

    @Test("configurationForConnecting sees the filled configuration, and one returned by name gets the manifest's delegate class")
    func configurationByName() async throws {
        let (runtime, log) = Self.surfaceRuntime(manifest: .standard(delegateClassName: "Module.SurfaceSceneDelegate"))
        _ = try await Self.send(runtime, log, .launch)
        #expect(log.configurationSeen?.name == "Default Configuration")
        #expect(log.configurationSeen?.delegateClassName == "Module.SurfaceSceneDelegate")
        let chosen = try #require(runtime.session(A)?.configuration)
        #expect(chosen !== log.configurationSeen, "the app's own configuration object is kept")
        #expect(chosen.name == "Default Configuration" && chosen.delegateClassName == "Module.SurfaceSceneDelegate")

        let app = AppUnderTest(name: "Named", appDelegate: SurfaceAppDelegate.self, sceneDelegates: [SurfaceSceneDelegate.self],
                               manifest: .standard(delegateClassName: "Module.SurfaceSceneDelegate"))
        let named = app.makeRuntime(SpecConfiguration(device: .pad))
        try await named.send(.launch)
        #expect(named.scene(of: A)?.delegate is SurfaceSceneDelegate)
    }

    @Test("delegateClass comes from the Info.plist: in the session's configuration and in one the app makes by name; a class the app sets is the one made")
    func delegateClassFromInfoPlist() async throws {
        final class ClassAppDelegate: UIResponder, UIApplicationDelegate {
            nonisolated(unsafe) static var seen: [String] = []
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                             options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let made = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                Self.seen.append("session: \(connectingSceneSession.configuration.delegateClass.map { "\($0)" } ?? "nil")")
                Self.seen.append("made: \(made.delegateClass.map { "\($0)" } ?? "nil")")
                let other = UISceneConfiguration(name: "Undeclared", sessionRole: connectingSceneSession.role)
                Self.seen.append("undeclared: \(other.delegateClass.map { "\($0)" } ?? "nil")")
                if Self.seen.count > 3 { made.delegateClass = OtherSceneDelegate.self }  // from the second session on
                return made
            }
        }
        final class ClassSceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
        final class OtherSceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
        ClassAppDelegate.seen = []
        let app = AppUnderTest(name: "Classes", appDelegate: ClassAppDelegate.self, sceneDelegates: [ClassSceneDelegate.self],
                               manifest: .standard(delegateClassName: "$(PRODUCT_MODULE_NAME).ClassSceneDelegate"))
        let runtime = app.makeRuntime(SpecConfiguration(device: .pad))
        try await runtime.send(.launch)
        #expect(ClassAppDelegate.seen == ["session: ClassSceneDelegate", "made: ClassSceneDelegate", "undeclared: nil"])
        #expect(runtime.scene(of: A)?.delegate is ClassSceneDelegate)
        #expect(runtime.session(A)?.configuration.delegateClassName == "$(PRODUCT_MODULE_NAME).ClassSceneDelegate",
                "the Info.plist's name is what reports show")
        try await runtime.send(.openWindow(.user))
        #expect(runtime.scene(of: B)?.delegate is OtherSceneDelegate, "a class the app sets is the one UIKit makes")
    }

    @Test("a storyboard configuration gets its window, with the storyboard's initial controller, before willConnect")
    func storyboardWindow() async throws {
        final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {}
        final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var windowAtConnect: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                windowAtConnect = window
            }
        }
        final class Initial: UIViewController {}
        var manifest = SceneManifest.standard(delegateClassName: "StoryboardSceneDelegate")
        manifest.configurations[.windowApplication] = [SceneConfiguration(
            name: "Default Configuration", sessionRole: .windowApplication,
            delegateClassName: "StoryboardSceneDelegate", storyboardName: "Main")]
        let app = AppUnderTest(name: "Storyboard", appDelegate: StoryboardAppDelegate.self,
                               sceneDelegates: [StoryboardSceneDelegate.self], manifest: manifest,
                               storyboards: ["Main": UIStoryboard.Contents(initial: {
                                   let controller = Initial()
                                   controller.title = "Inbox"
                                   return controller
                               })])
        let runtime = app.makeRuntime(SpecConfiguration(device: .pad))
        try await runtime.send(.launch)
        let scene = try #require(runtime.scene(of: A))
        let delegate = try #require(scene.delegate as? StoryboardSceneDelegate)
        let window = try #require(delegate.windowAtConnect)
        #expect(delegate.window === window)
        #expect(window.windowScene === scene && window.isKeyWindow && scene.windows == [window])
        #expect(window.rootViewController is Initial)
        #expect(window.rootViewController?.title == "Inbox")
        #expect(runtime.shownContent(of: A) != nil)
    }

    @Test("scene as? UIWindowScene works, and UIApplication.shared is the running app inside callbacks")
    func windowSceneAndSharedApplication() async throws {
        let (runtime, log) = Self.surfaceRuntime(SpecConfiguration(device: .phone), manifest: .standard(supportsMultipleScenes: false))
        _ = try await Self.send(runtime, log, .launch)
        let first = try #require(runtime.application)
        #expect(log.applications.count == 2 && log.applications.allSatisfy { $0 === first })
        #expect(first.delegate is SurfaceAppDelegate)
        #expect(first.openSessions == [try #require(runtime.session(A))])
        #expect(first.connectedScenes.count == 1 && first.connectedScenes.first === runtime.scene(of: A))
        _ = try await Self.send(runtime, log, .background(A), .processDeath)
        #expect(runtime.application == nil)
        _ = try await Self.send(runtime, log, .launch)
        let second = try #require(runtime.application)
        #expect(second !== first, "a new process has a new UIApplication")
        #expect(log.applications.count == 4 && log.applications.suffix(2).allSatisfy { $0 === second })
        #expect(log.lines.filter { $0.hasPrefix("willConnect") }.allSatisfy { $0.hasPrefix("willConnect windowScene=true") })
    }

    @Test("session persistent identifiers are unique, UUID-shaped, and the same in every run")
    func persistentIdentifiers() async throws {
        func identifiers() async throws -> [String] {
            let (runtime, _) = Self.surfaceRuntime()
            try await runtime.run([.launch, .openWindow(.user), .openWindow(.user), .discard(B, .user), .openWindow(.user)])
            return (0..<4).compactMap { runtime.session(SessionID($0))?.persistentIdentifier }
        }
        let first = try await identifiers()
        #expect(first.count == 4)
        #expect(Set(first).count == 4)
        for identifier in first {
            #expect(UUID(uuidString: identifier)?.uuidString == identifier, "\(identifier) is not UUID-shaped")
            for other in first where other != identifier { #expect(!identifier.contains(other)) }
        }
        #expect(try await identifiers() == first)
        #expect(first == (0..<4).map { SessionID($0).persistentIdentifier })
    }
}

/// UIKit's lifecycle notifications, as observers on `NotificationCenter.default` see them.
@MainActor
@Suite("UIKit's lifecycle notifications are posted where UIKit posts them", .holdingCheckTurn)
struct UIKitNotificationTests {
    /// Records the lifecycle notifications posted while it lives, as `Name object-kind`.
    @MainActor
    final class Listener {
        var seen: [String] = []
        private var tokens: [any NSObjectProtocol] = []

        init() {
            let names: [Notification.Name] = [
                UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
                UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
                UIApplication.didReceiveMemoryWarningNotification, UIScene.willConnectNotification,
                UIScene.didDisconnectNotification, UIScene.didActivateNotification, UIScene.willDeactivateNotification,
                UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification,
            ]
            for name in names {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let kind = note.object is UIScene ? "scene" : note.object is UIApplication ? "app" : "?"
                    let short = note.name.rawValue.replacingOccurrences(of: "Notification", with: "")
                    MainActor.assumeIsolated { self?.seen.append("\(short) \(kind)") }
                })
            }
        }

        func stop() { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    }

    @Test("in the scene lifecycle: the scene's after each scene callback, the app's when the app's state changes")
    func sceneLifecycle() async throws {
        let (runtime, _) = UIKitSurfaceTests.surfaceRuntime(SpecConfiguration(device: .pad), manifest: .standard())
        let listener = Listener()
        defer { listener.stop() }
        try await runtime.send(.launch)
        #expect(listener.seen == [
            "UIApplicationDidFinishLaunching app", "UISceneWillConnect scene", "UISceneWillEnterForeground scene",
            "UIApplicationWillEnterForeground app", "UISceneDidActivate scene", "UIApplicationDidBecomeActive app",
        ])
        listener.seen = []
        try await runtime.send(.openWindow(.user))
        #expect(listener.seen == ["UISceneWillConnect scene", "UISceneWillEnterForeground scene", "UISceneDidActivate scene"])
        listener.seen = []
        try await runtime.send(.background(SessionID(0)))
        #expect(listener.seen == ["UISceneWillDeactivate scene", "UISceneDidEnterBackground scene"])
        listener.seen = []
        try await runtime.send(.background(SessionID(1)))
        #expect(listener.seen == [
            "UISceneWillDeactivate scene", "UIApplicationWillResignActive app", "UISceneDidEnterBackground scene",
            "UIApplicationDidEnterBackground app",
        ])
        listener.seen = []
        try await runtime.send(.systemDisconnect(SessionID(0)))
        try await runtime.send(.memoryWarning)
        try await runtime.send(.terminate)
        #expect(listener.seen == ["UISceneDidDisconnect scene", "UIApplicationDidReceiveMemoryWarning app",
                                  "UIApplicationWillTerminate app"])
    }

    @Test("in the legacy lifecycle: the app's after each app delegate callback")
    func legacyLifecycle() async throws {
        let (runtime, _) = UIKitSurfaceTests.surfaceRuntime(SpecConfiguration(device: .phone, mode: .legacy), manifest: nil)
        let listener = Listener()
        defer { listener.stop() }
        try await runtime.send(.launch)
        try await runtime.send(.appBackground)
        #expect(listener.seen == [
            "UIApplicationDidFinishLaunching app", "UIApplicationDidBecomeActive app", "UIApplicationWillResignActive app",
            "UIApplicationDidEnterBackground app",
        ])
    }
}
