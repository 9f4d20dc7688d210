import Foundation

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`): a `UISceneDelegate` with a window.
///
/// The runtime sets `window` before `scene(_:willConnectTo:options:)` when
/// the configuration names a storyboard (UIKit makes the window from it);
/// otherwise the delegate makes its window in `willConnect`, as Xcode's template does.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }

    /// A quick action while connected; call `completionHandler` exactly once.
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    )
}

extension UIWindowSceneDelegate {
    /// No window (UIKit: the optional property is not implemented).
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// UIKit treats a missing method as the action not handled.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(false)
    }
}
