import Foundation

/// A window (UIKit's `UIWindow`): belongs to a scene and shows a root view controller.
///
/// Create windows in `scene(_:willConnectTo:options:)` with the scene passed
/// in, as UIKit requires; a window made with `init(frame:)` in the scene
/// lifecycle belongs to no scene and is never shown (the runtime notes every
/// window made, for rule A8). What the scene shows, for the rules that
/// compare it (A1, A7, A10), is read from `rootViewController`.
@preconcurrency @MainActor
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
    /// Whether the window was made visible (`makeKeyAndVisible()`, or `isHidden` set to `false`); a window is
    /// hidden until then, as in UIKit.
    package private(set) var isShown = false
    /// The controllers that got `viewDidAppear(_:)` and not yet `viewDidDisappear(_:)`. Held, as UIKit holds a
    /// controller it dismisses until its disappearance callbacks have run.
    private var appeared: [UIViewController] = []

    open override var isHidden: Bool {
        didSet { isShown = !isHidden }
    }

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

    /// Shows the window and makes it key in its scene.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Sends the appearance callbacks for what changed on screen since the last call: the controllers shown from
    /// `rootViewController` while the window is shown (`UIViewController.controllersOnScreen`). Those that left get
    /// `viewWillDisappear(_:)`, those that arrived `viewWillAppear(_:)`, then the `did` callbacks in the same order.
    /// The runtime calls it after each callback and each turn of the main queue, as UIKit's layout pass follows them.
    package func updateAppearance() {
        let root = isShown ? rootViewController : nil
        var matched = 0
        if let root {
            if root.isOnScreen(as: appeared, from: &matched), matched == appeared.count { return }
        } else if appeared.isEmpty {
            return
        }
        let now = root?.controllersOnScreen ?? []
        let before = appeared
        let leaving = before.filter { old in !now.contains { $0 === old } }
        let arriving = now.filter { new in !before.contains { $0 === new } }
        appeared = now
        for controller in arriving { controller.view.window = self }
        for controller in leaving { controller.viewWillDisappear(false) }
        for controller in arriving { controller.viewWillAppear(false) }
        for controller in leaving { controller.viewDidDisappear(false) }
        for controller in arriving { controller.viewDidAppear(false) }
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
