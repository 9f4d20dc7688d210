/// Every method of `UIApplicationDelegate`, `UISceneDelegate` and `UIWindowSceneDelegate` that `LifecycleUIKit` declares.
///
/// Kept in step with `Sources/LifecycleUIKit` by
/// `Tests/LifecycleSpecTests/DelegateSignatureLintTests.swift`, which reads the
/// protocols' source and fails when a requirement is missing here or an entry
/// here is no longer a requirement there.
package enum UIKitDelegateCatalogue {
    /// The declarations, by protocol, in the protocols' order.
    package static let declarations: [(protocolName: String, declaration: String)] = [
        ("UIApplicationDelegate", "func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool"),
        ("UIApplicationDelegate", "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool"),
        ("UIApplicationDelegate", "func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration"),
        ("UIApplicationDelegate", "func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)"),
        ("UIApplicationDelegate", "func applicationDidReceiveMemoryWarning(_ application: UIApplication)"),
        ("UIApplicationDelegate", "func applicationWillTerminate(_ application: UIApplication)"),
        ("UIApplicationDelegate", "func applicationDidBecomeActive(_ application: UIApplication)"),
        ("UIApplicationDelegate", "func applicationWillResignActive(_ application: UIApplication)"),
        ("UIApplicationDelegate", "func applicationDidEnterBackground(_ application: UIApplication)"),
        ("UIApplicationDelegate", "func applicationWillEnterForeground(_ application: UIApplication)"),
        ("UIApplicationDelegate", "func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool"),
        ("UIApplicationDelegate", "func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool"),
        ("UIApplicationDelegate", "func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool"),
        ("UIApplicationDelegate", "func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)"),
        ("UIApplicationDelegate", "func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)"),
        ("UISceneDelegate", "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)"),
        ("UISceneDelegate", "func sceneDidDisconnect(_ scene: UIScene)"),
        ("UISceneDelegate", "func sceneDidBecomeActive(_ scene: UIScene)"),
        ("UISceneDelegate", "func sceneWillResignActive(_ scene: UIScene)"),
        ("UISceneDelegate", "func sceneWillEnterForeground(_ scene: UIScene)"),
        ("UISceneDelegate", "func sceneDidEnterBackground(_ scene: UIScene)"),
        ("UISceneDelegate", "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)"),
        ("UISceneDelegate", "func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?"),
        ("UISceneDelegate", "func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)"),
        ("UISceneDelegate", "func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)"),
        ("UISceneDelegate", "func scene(_ scene: UIScene, continue userActivity: NSUserActivity)"),
        ("UISceneDelegate", "func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)"),
        ("UISceneDelegate", "func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)"),
        ("UIWindowSceneDelegate", "func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)"),
    ]

    /// The methods, parsed, in the order of ``declarations``.
    package static let methods: [UIKitDelegateMethod] = declarations.compactMap { UIKitDelegateMethod($0.protocolName, $0.declaration) }

    /// The methods by base name, each list in catalogue order.
    package static let methodsByName: [String: [UIKitDelegateMethod]] = Dictionary(grouping: methods, by: \.signature.name)

    /// The types a delegate method's first parameter has when UIKit calls it: the sender.
    package static let senderTypes: Set<String> = ["UIApplication", "UIScene", "UIWindowScene"]
}
