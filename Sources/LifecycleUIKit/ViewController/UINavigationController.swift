import Foundation

/// A navigation stack (UIKit's `UINavigationController`); what it shows is its stack, top last.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller.navigationController = self } }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller the user sees: what the navigation controller or its top controller presents, else the top
    /// controller.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController?.presentedViewController ?? topViewController
    }

    /// A navigation controller shows its top controller only.
    package override var childrenOnScreen: [UIViewController] { topViewController.map { [$0] } ?? [] }

    package override func childrenAreOnScreen(as list: [UIViewController], from index: inout Int) -> Bool {
        topViewController?.isOnScreen(as: list, from: &index) ?? true
    }

    /// Makes a navigation controller with a root controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.navigationController = self
    }

    /// Makes an empty navigation controller, as `init(nibName: nil, bundle: nil)` does.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes one from an archive, as a storyboard does; the coder is not read (see `UIViewController.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Pushes a controller.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }

    /// Pops to the root and returns what was popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }
}
