import Foundation
import LifecycleUIKit
import Testing

/// The UIKit types added for the real-app ports' root view controllers: tab bar items (and a controller's
/// `tabBarItem`), the tab bar, images and storyboard segues.
@MainActor
@Suite("LifecycleUIKit: tab bar items, tab bars, images and storyboard segues")
struct UIKitTabBarItemAndSegueTests {
    @Test("a controller's tabBarItem is made once, with its title, and keeps what the app sets")
    func tabBarItemIsKeptPerController() {
        let first = UIViewController()
        first.title = "Podcasts"
        let second = UIViewController()
        #expect(first.tabBarItem.title == "Podcasts")
        #expect(first.tabBarItem === first.tabBarItem)
        #expect(first.tabBarItem !== second.tabBarItem)
        let item = UITabBarItem(title: "Discover", image: UIImage(named: "discover_tab"), tag: 2)
        second.tabBarItem = item
        #expect(second.tabBarItem === item)
        #expect(second.tabBarItem.tag == 2)
        #expect(second.tabBarItem.image?.name == "discover_tab")
        second.tabBarItem.image = UIImage(systemName: "bag")
        #expect(item.image?.name == "bag")
    }

    @Test("a new controller starts with an item of its own, not the item of a controller that is gone")
    func itemDoesNotOutliveItsController() {
        var items: [UITabBarItem] = []
        for index in 0..<20 {
            let controller = UIViewController()
            if items.isEmpty { controller.tabBarItem = UITabBarItem(title: "kept", image: nil, tag: 7) }
            items.append(controller.tabBarItem)
            if index > 0 { #expect(controller.tabBarItem.tag == 0) }
        }
        #expect(items[0].tag == 7)
    }

    @Test("a tab bar keeps its items and its selected item")
    func tabBarKeepsItems() {
        let bar = UITabBar()
        let items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        bar.setItems(items, animated: false)
        bar.selectedItem = items[1]
        #expect(bar.items?.map(\.title) == ["A", "B"])
        #expect(bar.selectedItem?.tag == 1)
    }

    @Test("a segue hands over its identifier and controllers, and performing it presents the destination")
    func seguePresentsDestination() {
        let source = UIViewController()
        let destination = UINavigationController(rootViewController: UIViewController())
        let segue = UIStoryboardSegue(identifier: "finishJailbreak", source: source, destination: destination)
        #expect(segue.identifier == "finishJailbreak")
        #expect(segue.source === source)
        #expect(segue.destination === destination)
        #expect(source.presentedViewController == nil)
        segue.perform()
        #expect(source.presentedViewController === destination)
        #expect(destination.presentingViewController === source)
    }
}
