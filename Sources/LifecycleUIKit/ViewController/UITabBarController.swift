import Foundation

/// A tab bar interface (UIKit's `UITabBarController`): what it shows is its selected tab.
@MainActor
open class UITabBarController: UIViewController {
    /// The tabs' root controllers, in order.
    open var viewControllers: [UIViewController]? {
        didSet {
            for controller in viewControllers ?? [] { controller.tabBarControllerReference = self }
            if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 }
        }
    }
    /// The index of the selected tab.
    open var selectedIndex: Int = 0
    /// The selected tab's root controller; setting one of `viewControllers` selects its tab.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return nil }
            return controllers[selectedIndex]
        }
        set {
            if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    /// Replaces the tabs.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// A tab bar controller shows its selected tab only.
    package override var childrenOnScreen: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    package override func childrenAreOnScreen(as list: [UIViewController], from index: inout Int) -> Bool {
        selectedViewController?.isOnScreen(as: list, from: &index) ?? true
    }
}
