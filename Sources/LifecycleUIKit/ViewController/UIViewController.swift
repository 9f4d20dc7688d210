import Foundation

/// A view controller (UIKit's `UIViewController`): the part the lifecycle rules read.
///
/// The runtime draws nothing. What a scene shows is the chain of view
/// controllers from its window's `rootViewController` (through navigation
/// stacks and presented controllers). For each controller the rules read its
/// `SceneContentProviding.sceneContent` if it adopts that protocol, else its
/// class name, `title` and the text in its text views and fields.
///
/// The appearance callbacks (`viewWillAppear(_:)` and the rest) come as UIKit
/// sends them when a window's visible controllers change: after the scene
/// callback (or the main-queue work) that changed them returns, `will` then
/// `did`, controllers that leave before those that arrive. Entering the
/// background changes no controller's appearance, nor does a disconnect.
///
/// Unlike UIKit's, it does not inherit from `UIResponder` (it has the responder's `userActivity` and its two
/// methods): the runtime makes delegates from their class, which needs `UIResponder.init()` to be `required`, and a
/// required initializer would make every controller with an initializer of its own (`init(note:)`) write
/// `required init()`, which UIKit's controllers do not. A controller written for UIKit
/// (`init(note:) { …; super.init(nibName: nil, bundle: nil) }` and `required init?(coder:)`) compiles unchanged.
@preconcurrency @MainActor
open class UIViewController: NSObject {
    /// The activity that describes what this controller shows, if any (UIKit's `UIResponder.userActivity`).
    open var userActivity: NSUserActivity?
    /// The controller's title; setting it sets its tab bar item's and navigation item's titles too, as UIKit does.
    open var title: String? {
        didSet {
            madeTabBarItem?.title = title
            madeNavigationItem?.title = title
        }
    }
    /// An identifier for state restoration.
    open var restorationIdentifier: String?
    /// The controller's view, made on first use by `loadView()`, then `viewDidLoad()` is called, as in UIKit.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Makes the controller's view and sets `view`; by default a plain view the size of the screen. A subclass that
    /// makes its own view overrides it without calling `super`, as in UIKit.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }
    /// Whether the view was made.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The navigation controller this controller is in, if any.
    open package(set) weak var navigationController: UINavigationController?
    /// The nearest tab bar controller this controller is in, through any containers.
    open var tabBarController: UITabBarController? { nearestContainer(UITabBarController.self) }
    /// The nearest split view controller this controller is in, through any containers.
    open var splitViewController: UISplitViewController? { nearestContainer(UISplitViewController.self) }
    package weak var tabBarControllerReference: UITabBarController?
    package weak var splitViewControllerReference: UISplitViewController?

    /// The controller that holds this one: its parent, navigation controller, split view or tab bar controller.
    private var container: UIViewController? {
        parent ?? navigationController ?? splitViewControllerReference ?? tabBarControllerReference
    }

    private func nearestContainer<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var holder = container
        while let current = holder {
            if let found = current as? Container { return found }
            holder = current.container
        }
        return nil
    }
    /// The controller presented over this one, if any.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, if any.
    open private(set) weak var presentingViewController: UIViewController?
    /// Child controllers, in the order added.
    open private(set) var children: [UIViewController] = []
    /// The parent of a child controller.
    open private(set) weak var parent: UIViewController?

    private var loadedView: UIView?

    /// The storyboard that made this controller (`UIStoryboard.instantiateInitialViewController()`,
    /// `instantiateViewController(withIdentifier:)`), else the one that made a controller holding it: a storyboard
    /// makes a container's children too, where a test's registration makes them in code.
    open package(set) var storyboard: UIStoryboard? {
        get { madeBy ?? container?.storyboard ?? presentingViewController?.storyboard }
        set { madeBy = newValue }
    }
    private var madeBy: UIStoryboard?

    /// The item that stands for the controller in a tab bar, made on first use with the controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let madeTabBarItem { return madeTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            madeTabBarItem = item
            return item
        }
        set { madeTabBarItem = newValue }
    }
    private var madeTabBarItem: UITabBarItem?

    /// What the controller shows in a navigation bar, made on first use with the controller's title.
    open var navigationItem: UINavigationItem {
        if let madeNavigationItem { return madeNavigationItem }
        let item = UINavigationItem()
        item.title = title
        madeNavigationItem = item
        return item
    }
    private var madeNavigationItem: UINavigationItem?

    /// The child whose status bar style the system uses; `nil`: this controller's own.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility the system uses; `nil`: this controller's own.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Makes a view controller without a nib, as `init(nibName: nil, bundle: nil)` does.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Makes a view controller from an archive, as a storyboard does (UIKit's `required init?(coder:)`). Linux has no
    /// nibs: the controller is made as `init(nibName: nil, bundle: nil)` makes it, and the coder is not read. Being
    /// `required`, as in UIKit, a controller with an initializer of its own writes it too.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Makes a view controller without a nib, as `UIViewController()` does.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// UIKit calls this to restore state from an activity; the default does nothing (UIKit's `UIResponder` method).
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// UIKit calls this to let the controller add to its `userActivity`; the default does nothing (UIKit's
    /// `UIResponder` method).
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Called after the view is made; override to set up.
    open func viewDidLoad() {}

    /// Called before the controller's view is added to a visible window: when its window is made visible, when it
    /// becomes the top of a navigation stack, is presented, or becomes a window's root. Override to update what it
    /// shows (many apps set `view.window?.windowScene?.userActivity` here or in `viewDidAppear(_:)`).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the controller's view was added to a visible window (see `viewWillAppear(_:)`).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the controller's view leaves its window: popped, covered by another top of its navigation
    /// stack, dismissed, replaced as the root, or its window hidden.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the controller's view left its window (see `viewWillDisappear(_:)`).
    open func viewDidDisappear(_ animated: Bool) {}

    /// The child controllers whose views are on screen with this one's: every child added with `addChild(_:)`;
    /// containers show fewer (a navigation controller its top, a tab bar controller its selected tab).
    package var childrenOnScreen: [UIViewController] { children }

    /// Whether `list` from `index` starts with `controllersOnScreen`; moves `index` past the part it matched. Makes
    /// no array, so a window whose screen did not change pays only this walk.
    package func isOnScreen(as list: [UIViewController], from index: inout Int) -> Bool {
        guard index < list.count, list[index] === self else { return false }
        index += 1
        guard childrenAreOnScreen(as: list, from: &index) else { return false }
        return presentedViewController?.isOnScreen(as: list, from: &index) ?? true
    }

    /// `isOnScreen(as:from:)` for `childrenOnScreen`, in order; containers that show fewer children override it.
    package func childrenAreOnScreen(as list: [UIViewController], from index: inout Int) -> Bool {
        for child in children where !child.isOnScreen(as: list, from: &index) { return false }
        return true
    }

    /// This controller and every controller shown with it, parents before children, presented controllers after
    /// the controller that presented them (a sheet leaves its presenter on screen, as iOS 13's default
    /// presentation does).
    package var controllersOnScreen: [UIViewController] {
        var shown: [UIViewController] = [self]
        for child in childrenOnScreen { shown += child.controllersOnScreen }
        if let presentedViewController { shown += presentedViewController.controllersOnScreen }
        return shown
    }

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

    /// Adds a child controller, calling its `willMove(toParent:)` first, as UIKit does (its `didMove(toParent:)` is
    /// the app's to call).
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childController.parent = self
        children.append(childController)
    }

    /// Removes this controller from its parent, then calls its `didMove(toParent: nil)`, as UIKit does (its
    /// `willMove(toParent: nil)` is the app's to call).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to a container or removed from one (`parent` is `nil` then).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to a container or removed from one (`parent` is `nil` then).
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Segues

    /// Called before a segue shows its destination: the place to hand the destination what it shows.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue the storyboard triggers (not `performSegue`) may run; `true` by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Runs the segue with this identifier from the controller's storyboard: makes its destination, calls
    /// `prepare(for:sender:)`, then performs it. Traps when the controller's storyboard has no such segue, as UIKit
    /// raises an exception (register it in `UIStoryboard.Contents.segues`).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboard, let destination = storyboard.makeSegueDestination(identifier) else {
            preconditionFailure("\(type(of: self)) has no segue with identifier '\(identifier)' "
                                + "(register it in UIStoryboard.Contents.segues)")
        }
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}

extension UIViewController {
    /// Makes the view now if it was not made yet (`loadView()`, then `viewDidLoad()`), as UIKit does.
    public func loadViewIfNeeded() {
        if !isViewLoaded { _ = view }
    }
}
