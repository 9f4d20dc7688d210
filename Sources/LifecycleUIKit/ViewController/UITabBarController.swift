import Foundation

/// A tab bar interface (UIKit's `UITabBarController`): what it shows is its selected tab. Its bar lists the tabs'
/// `tabBarItem`s, and the controller is the bar's delegate (`tabBar(_:didSelect:)`).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The tabs' root controllers, in order.
    open var viewControllers: [UIViewController]? {
        didSet {
            for controller in viewControllers ?? [] { controller.tabBarControllerReference = self }
            if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 }
            tabBar.setItems(viewControllers?.map { $0.tabBarItem }, animated: false)
            tabBar.selectedItem = selectedViewController?.tabBarItem
        }
    }
    /// The index of the selected tab.
    open var selectedIndex: Int = 0 {
        didSet { tabBar.selectedItem = selectedViewController?.tabBarItem }
    }
    /// The bar that lists the tabs.
    open private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar()
        bar.delegate = self
        return bar
    }()
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

    /// The user selected an item of the bar. Nothing by default: the controller selects the tab itself, whether or
    /// not a subclass's override calls `super` (a test's user action sets `selectedIndex`, as that selection).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    /// A tab bar controller shows its selected tab only.
    package override var childrenOnScreen: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    package override func childrenAreOnScreen(as list: [UIViewController], from index: inout Int) -> Bool {
        selectedViewController?.isOnScreen(as: list, from: &index) ?? true
    }
}
