import Foundation

/// A scene's delegate: one scene's lifecycle (UIKit's `UISceneDelegate`).
///
/// Every requirement has UIKit's exact name, labels and types (the scene
/// parameter is a `UIScene`; cast it with `as? UIWindowScene`, as on iOS).
/// UIKit's methods are `optional`; each has a default implementation here
/// that does what UIKit does when the method is missing.
///
/// The runtime makes a new scene delegate for every connection (every
/// `willConnect`), from the configuration's `delegateClass` or
/// `UISceneDelegateClassName`, and drops its references to it at
/// `sceneDidDisconnect`; a delegate still alive after that has leaked (A5).
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is being connected to `session`: build its UI, restore from
    /// `session.stateRestorationActivity`, handle the URLs and activities in the options.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was released by the system: free what can be recreated, keep user data.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene entered the background: save what the user would expect to find again.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// URLs to open while connected.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The activity that restores this scene's state later; UIKit stores it on the session.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Restore interaction state after `willConnect` (iOS 15): called with the session's restoration activity.
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
    /// An activity of this type is about to be continued.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// A user activity to continue while connected.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// An activity of this type could not be continued.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// An activity the scene continued was updated.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}

    /// Without the method UIKit leaves the session's `stateRestorationActivity` as it is: this returns it.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        scene.session.stateRestorationActivity
    }

    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}
