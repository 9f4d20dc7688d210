import Foundation

/// The base class of objects that take part in the app's event chain (UIKit's `UIResponder`).
///
/// App and scene delegates subclass it, as Xcode's template does
/// (`class SceneDelegate: UIResponder, UIWindowSceneDelegate`). UIKit routes
/// touches and actions through the responder chain; the runtime has no
/// touches, so only what the lifecycle uses is here: `userActivity`, which
/// scenes and view controllers use to describe what they show.
///
/// The initializer is `required`, so the runtime can make a delegate from its
/// class, as UIKit does from `UISceneDelegateClassName` or `delegateClass`.
/// Views and view controllers do not inherit from it here (see `UIViewController`), so only delegates and scenes
/// carry that requirement: a delegate with an initializer of its own writes `required init()`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The activity that describes what this responder shows, if any.
    open var userActivity: NSUserActivity?

    /// Makes a responder, on the main actor as UIKit's does. The runtime calls this to make delegates from their
    /// class; an override must be marked `required` (`required init()`), which UIKit's does not ask.
    public required override init() {
        super.init()
    }

    /// UIKit calls this to restore state from an activity; the default does nothing.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// UIKit calls this to let the responder add to its `userActivity`; the default does nothing.
    open func updateUserActivityState(_ activity: NSUserActivity) {}
}
