import Foundation

/// The bar of a tab bar controller (UIKit's `UITabBar`): its items and the selected one. What a tab bar controller
/// shows is its selected view controller; the bar only lists the tabs' items.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The items, in order.
    open var items: [UITabBarItem]?
    /// The item shown as selected, if any.
    open var selectedItem: UITabBarItem?
    /// Told when the user selects an item; a tab bar controller's bar has the controller.
    open weak var delegate: (any UITabBarDelegate)?

    /// Sets the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }
}
