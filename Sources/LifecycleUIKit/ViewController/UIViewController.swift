import Foundation

/// A view controller (UIKit's `UIViewController`): the part the lifecycle rules read.
///
/// The runtime draws nothing. What a scene shows is the chain of view
/// controllers from its window's `rootViewController` (through navigation
/// stacks and presented controllers). For each controller the rules read its
/// `SceneContentProviding.sceneContent` if it adopts that protocol, else its
/// class name and `title`.
@MainActor
open class UIViewController: UIResponder {
    /// The controller's title.
    open var title: String?
    /// An identifier for state restoration.
    open var restorationIdentifier: String?
    /// The controller's view (made on first use).
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            let made = UIView(frame: UIScreen.main.bounds)
            loadedView = made
            viewDidLoad()
            return made
        }
        set { loadedView = newValue }
    }
    /// Whether the view was made.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The navigation controller this controller is in, if any.
    open package(set) weak var navigationController: UINavigationController?
    /// The controller presented over this one, if any.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, if any.
    open private(set) weak var presentingViewController: UIViewController?
    /// Child controllers, in the order added.
    open private(set) var children: [UIViewController] = []
    /// The parent of a child controller.
    open private(set) weak var parent: UIViewController?

    private var loadedView: UIView?

    /// Makes a view controller without a nib, as `init(nibName: nil, bundle: nil)` does.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init() {
        super.init()
    }

    /// Called after the view is made; override to set up.
    open func viewDidLoad() {}

    /// Presents a controller over this one; `completion` runs at once.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// Dismisses the controller this one presented (or, if none, this one); `completion` runs at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    /// Adds a child controller.
    open func addChild(_ childController: UIViewController) {
        childController.parent = self
        children.append(childController)
    }

    /// Removes this controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
}
