import Foundation

/// What the UIKit-shaped objects ask of the runtime that drives them.
///
/// Not UIKit: in an app, UIKit itself carries out these requests. Here the
/// reference runtime (`LifecycleSpec.ReferenceRuntime`) implements this
/// protocol and installs itself as `UIApplication`'s host while it delivers
/// callbacks, so `UIApplication.shared.requestSceneSessionActivation(…)`
/// reaches the runtime, which queues the request and carries it out after
/// the callback returns, as UIKit does.
@MainActor
package protocol UIKitHost: AnyObject {
    /// The sessions that exist now, in creation order.
    var openSessionObjects: [UISceneSession] { get }
    /// The scenes connected now, in their sessions' creation order: a scene stays connected until its
    /// `sceneDidDisconnect(_:)` has returned, also while a discard of its session is being carried out.
    var connectedSceneObjects: [UIScene] { get }
    /// Queues a request to activate `session` (or make a new one, for `nil`).
    func requestActivation(_ session: UISceneSession?, userActivity: NSUserActivity?, errorHandler: ((any Error) -> Void)?)
    /// Queues a request to discard `session`.
    func requestDestruction(_ session: UISceneSession, errorHandler: ((any Error) -> Void)?)
    /// The idiom of the device the app runs on (`UIDevice.userInterfaceIdiom`).
    var userInterfaceIdiom: UIUserInterfaceIdiom { get }
    /// Notes a window made by the app, for a scene or for none.
    func windowCreated(_ window: UIWindow, scene: UIWindowScene?)
    /// Fills a configuration the app makes by name from the Info.plist, as UIKit's initializer does: the
    /// declared delegate class (and its name) and storyboard of the configuration with that name and role.
    func fillDeclared(_ configuration: UISceneConfiguration)
}
