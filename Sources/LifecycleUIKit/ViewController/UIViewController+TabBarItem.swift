import Foundation

/// The item that stands for a view controller in a tab bar (UIKit's `UIViewController.tabBarItem`), made on first
/// use with the controller's title, as UIKit makes it.
///
/// Kept beside the controller in a table held by the controller's identity, because a file of its own cannot add
/// a stored property to `UIViewController`; an entry goes with its controller.
extension UIViewController {
    public var tabBarItem: UITabBarItem! {
        get {
            TabBarItems.shared.prune()
            if let item = TabBarItems.shared.items[ObjectIdentifier(self)]?.item { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            TabBarItems.shared.items[ObjectIdentifier(self)] = TabBarItems.Entry(owner: self, item: item)
            return item
        }
        set {
            TabBarItems.shared.prune()
            TabBarItems.shared.items[ObjectIdentifier(self)] = newValue.map { TabBarItems.Entry(owner: self, item: $0) }
        }
    }
}

/// The tab bar items of live view controllers, by controller identity.
@MainActor
private final class TabBarItems {
    struct Entry {
        weak var owner: UIViewController?
        let item: UITabBarItem
    }

    static let shared = TabBarItems()
    var items: [ObjectIdentifier: Entry] = [:]

    /// Drops the items of controllers that are gone, so a new controller at a reused address starts with none.
    func prune() {
        items = items.filter { $0.value.owner != nil }
    }
}
