/// A scene delegate: one window's UI lifecycle (UIKit's `UIWindowSceneDelegate`).
///
/// Method names and argument labels are UIKit's; the scene parameter is a
/// `WindowScene` throughout. Every method has a default implementation, as
/// UIKit's optional methods do. The runtime creates a new scene delegate for
/// every connection (every `willConnect`) and drops its references to it at
/// `sceneDidDisconnect`; a delegate still alive after that has leaked (A5).
@MainActor
public protocol WindowSceneDelegate: AnyObject {
    /// The scene's window; create it in `scene(_:willConnectTo:options:)` (A8).
    var window: Window? { get set }

    /// The scene is being connected to `session`: build its UI, restore from
    /// `session.stateRestorationActivity`, handle the URLs and activities in the options (A1, A10).
    func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: SceneConnectionOptions)
    /// The scene was released by the system: free what can be recreated, keep user data (A2, A6).
    func sceneDidDisconnect(_ scene: WindowScene)
    /// The scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: WindowScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: WindowScene)
    /// The scene is about to become inactive.
    func sceneWillResignActive(_ scene: WindowScene)
    /// The scene entered the background: save what the user would expect to find again.
    func sceneDidEnterBackground(_ scene: WindowScene)
    /// The activity that restores this scene's state later; stored on its session (S6, A1, A12).
    func stateRestorationActivity(for scene: WindowScene) -> UserActivity?
    /// URLs to open while connected (A10). UIKit passes a `Set`; this is an array in delivery order.
    func scene(_ scene: WindowScene, openURLContexts URLContexts: [OpenURLContext])
    /// A user activity to continue while connected (A10).
    func scene(_ scene: WindowScene, continue userActivity: UserActivity)
    /// A quick action while connected; call `completionHandler` exactly once (A13).
    func windowScene(
        _ windowScene: WindowScene, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void)
}

extension WindowSceneDelegate {
    public var window: Window? {
        get { nil }
        set {}
    }

    public func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: SceneConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: WindowScene) {}
    public func sceneWillEnterForeground(_ scene: WindowScene) {}
    public func sceneDidBecomeActive(_ scene: WindowScene) {}
    public func sceneWillResignActive(_ scene: WindowScene) {}
    public func sceneDidEnterBackground(_ scene: WindowScene) {}
    public func stateRestorationActivity(for scene: WindowScene) -> UserActivity? { nil }
    public func scene(_ scene: WindowScene, openURLContexts URLContexts: [OpenURLContext]) {}
    public func scene(_ scene: WindowScene, continue userActivity: UserActivity) {}

    /// The default reports the action as not handled.
    public func windowScene(
        _ windowScene: WindowScene, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        completionHandler(false)
    }
}
