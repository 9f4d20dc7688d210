import Foundation

/// What a tab bar tells its delegate (UIKit's `UITabBarDelegate`); a tab bar controller is its bar's delegate.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user selected an item.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
