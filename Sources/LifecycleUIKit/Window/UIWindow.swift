import Foundation

/// A window (UIKit's `UIWindow`): belongs to a scene and shows a root view controller.
///
/// Create windows in `scene(_:willConnectTo:options:)` with the scene passed
/// in, as UIKit requires; a window made with `init(frame:)` in the scene
/// lifecycle belongs to no scene and is never shown (the runtime notes every
/// window made, for rule A8). What the scene shows, for the rules that
/// compare it (A1, A7, A10), is read from `rootViewController`.
@MainActor
open class UIWindow: UIView {
    /// The scene the window belongs to; setting it moves the window to another scene, as in UIKit.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.windowReferences.removeAll { $0.value === self || $0.value == nil }
            windowScene?.windowReferences.append(WeakReference(self))
        }
    }
    /// The view controller whose content the window shows.
    open var rootViewController: UIViewController? {
        didSet { rootViewController?.view.window = self }
    }
    /// Whether the window is the key window of its scene.
    open private(set) var isKeyWindow: Bool = false

    /// Makes a window for a scene, as UIKit's `init(windowScene:)` does.
    public init(windowScene: UIWindowScene) {
        super.init(frame: UIScreen.main.bounds)
        self.windowScene = windowScene
        windowScene.windowReferences.append(WeakReference(self))
        UIWindowScene.host?.windowCreated(self, scene: windowScene)
    }

    /// Makes a window without a scene, as the legacy `init(frame:)` does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        UIWindowScene.host?.windowCreated(self, scene: nil)
    }

    public required init() {
        super.init()
    }

    /// Shows the window and makes it key in its scene.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window key in its scene.
    open func makeKey() {
        if let scene = windowScene {
            for other in scene.windows where other !== self { other.isKeyWindow = false }
        }
        isKeyWindow = true
    }
}

extension UIWindowScene {
    /// The runtime delivering callbacks now, for window bookkeeping.
    package static var host: (any UIKitHost)? { UIApplication.runningApplication?.host }
}
