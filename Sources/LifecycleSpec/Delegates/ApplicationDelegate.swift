/// The app delegate: process-level events and session bookkeeping (UIKit's `UIApplicationDelegate`).
///
/// Method names and argument labels are UIKit's, so porting a real app
/// delegate is mechanical: rename `UIApplication` to `Application`,
/// `UISceneSession` to `SceneSession`, `UISceneConfiguration` to
/// `SceneConfiguration`. Every method but `didFinishLaunching` has a default
/// implementation, as UIKit's optional methods do.
///
/// The runtime creates one app delegate per process, calls it on the main
/// actor, and drops it when the process dies. Keep no state in globals or
/// statics: a process death in the runtime cannot reset them.
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// In the legacy lifecycle, the app's one window (UIKit's `window` property).
    var window: Window? { get set }

    /// The launch is under way; return `false` only to refuse a URL launch.
    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool
    /// The launch is done: one-time, non-UI setup goes here (A8, A11). Return `true`.
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool
    /// A new session is being created: return a configuration the manifest declares for its role, or, for a
    /// role it does not declare, the session's `configuration` as UIKit filled it in (A9).
    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: SceneConnectionOptions
    ) -> SceneConfiguration
    /// The user (or the app) discarded these sessions: delete their data (A3).
    ///
    /// UIKit passes a `Set`; this is an array in creation order, so iteration is deterministic.
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: [SceneSession])
    /// The system is low on memory.
    func applicationDidReceiveMemoryWarning(_ application: Application)
    /// The process is about to end.
    func applicationWillTerminate(_ application: Application)
    /// Legacy lifecycle only: the app became active.
    func applicationDidBecomeActive(_ application: Application)
    /// Legacy lifecycle only: the app is about to become inactive.
    func applicationWillResignActive(_ application: Application)
    /// Legacy lifecycle only: the app entered the background.
    func applicationDidEnterBackground(_ application: Application)
    /// Legacy lifecycle only: the app is about to enter the foreground.
    func applicationWillEnterForeground(_ application: Application)
}

extension ApplicationDelegate {
    public var window: Window? {
        get { nil }
        set {}
    }

    public func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
        true
    }

    /// The default returns the configuration UIKit filled in from the Info.plist: the first the manifest
    /// declares for the session's role, or a default one for a role it does not declare.
    public func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: SceneConnectionOptions
    ) -> SceneConfiguration {
        connectingSceneSession.configuration
    }

    public func application(_ application: Application, didDiscardSceneSessions sceneSessions: [SceneSession]) {}
    public func applicationDidReceiveMemoryWarning(_ application: Application) {}
    public func applicationWillTerminate(_ application: Application) {}
    public func applicationDidBecomeActive(_ application: Application) {}
    public func applicationWillResignActive(_ application: Application) {}
    public func applicationDidEnterBackground(_ application: Application) {}
    public func applicationWillEnterForeground(_ application: Application) {}
}
