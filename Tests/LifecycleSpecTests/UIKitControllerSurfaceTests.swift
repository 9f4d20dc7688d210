import Foundation
import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

/// View controller, view and device API that root view controllers of real apps use, with UIKit's signatures and
/// behaviour: `init?(coder:)`, storyboard segues, containment callbacks, tab bars, `visibleViewController`, view
/// geometry and animations, colors, and the device idiom of the running check.
@MainActor
@Suite("LifecycleUIKit: controllers, segues, containment, views, colors and the device", .holdingCheckTurn)
struct UIKitControllerSurfaceTests {
    /// A controller as UIKit apps write one: its own initializer and the required archive one.
    final class NoteViewController: UIViewController {
        let note: String
        var prepared: [String] = []
        init(note: String) {
            self.note = note
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) {
            note = "from a storyboard"
            super.init(coder: coder)
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append("\(segue.identifier ?? "-") → \(type(of: segue.destination)) sender \(sender as? String ?? "-")")
            segue.destination.title = note
        }
    }

    final class ContainedViewController: UIViewController {
        var moves: [String] = []
        override func willMove(toParent parent: UIViewController?) { moves.append("will \(parent?.title ?? "nil")") }
        override func didMove(toParent parent: UIViewController?) { moves.append("did \(parent?.title ?? "nil")") }
    }

    @Test("navigationItem follows the controller's title; bar button items and menus run their actions")
    func navigationItemAndBarButtons() {
        final class ListController: UIViewController {
            var added = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Notes"
                navigationItem.largeTitleDisplayMode = .always
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
                    self?.added += 1
                })
                navigationItem.leftBarButtonItem = UIBarButtonItem(
                    title: "Sort", menu: UIMenu(title: "Sort by", children: [UIAction(title: "Date") { _ in }, UIAction(title: "Name") { _ in }]))
            }
        }
        let list = ListController()
        #expect(list.navigationItem.title == nil, "no title before the view loads")
        _ = list.view
        #expect(list.navigationItem.title == "Notes" && list.navigationItem.largeTitleDisplayMode == .always)
        list.title = "All Notes"
        #expect(list.navigationItem.title == "All Notes", "setting the title sets the navigation item's, as UIKit does")
        let add = list.navigationItem.rightBarButtonItem
        #expect(add?.systemItem == .add && list.navigationItem.rightBarButtonItems?.count == 1)
        add?.primaryAction?.performWithSender(nil, target: nil)
        #expect(list.added == 1)
        #expect(list.navigationItem.leftBarButtonItem?.menu?.children.map(\.title) == ["Date", "Name"])
        list.navigationItem.setRightBarButton(nil, animated: true)
        #expect(list.navigationItem.rightBarButtonItems == nil)
    }

    @Test("init?(coder:) is required and chains to UIViewController's, as a storyboard makes controllers")
    func archiveInitializer() throws {
        let made = try #require(NoteViewController(coder: NSCoder()))
        #expect(made.note == "from a storyboard")
        #expect(made.storyboard == nil)
        let navigation = try #require(UINavigationController(coder: NSCoder()))
        #expect(navigation.viewControllers.isEmpty)
    }

    @Test("performSegue makes the storyboard's destination, hands it to prepare(for:sender:) and presents it")
    func performSegue() throws {
        UIStoryboard.register(["Main": UIStoryboard.Contents(
            initial: { NoteViewController(note: "inbox") },
            segues: ["showDetail": { UINavigationController(rootViewController: UIViewController()) }])])
        defer { UIStoryboard.register([:]) }
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let source = try #require(storyboard.instantiateInitialViewController() as? NoteViewController)
        #expect(source.storyboard === storyboard)
        source.performSegue(withIdentifier: "showDetail", sender: "row 3")
        #expect(source.prepared == ["showDetail → UINavigationController sender row 3"])
        let presented = try #require(source.presentedViewController as? UINavigationController)
        #expect(presented.title == "inbox")
        #expect(presented.storyboard === storyboard)
        #expect(source.shouldPerformSegue(withIdentifier: "showDetail", sender: nil))
    }

    @Test("addChild calls willMove(toParent:), removeFromParent calls didMove(toParent: nil), as UIKit does")
    func containmentCallbacks() {
        let parent = UIViewController()
        parent.title = "parent"
        let child = ContainedViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)  // the app's part
        #expect(child.parent === parent && parent.children == [child])
        child.willMove(toParent: nil)  // the app's part
        child.removeFromParent()
        #expect(child.moves == ["will parent", "did parent", "will nil", "did nil"])
        #expect(child.parent == nil && parent.children.isEmpty)
        child.removeFromParent()
        #expect(child.moves.count == 4, "removing a controller without a parent calls nothing")
    }

    @Test("a tab bar controller's bar lists its tabs' items, follows the selection, and has the controller as delegate")
    func tabBarFollowsTabs() {
        let tabs = UITabBarController()
        let first = UIViewController()
        first.title = "Podcasts"
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Discover", image: nil, tag: 1)
        tabs.viewControllers = [first, second]
        #expect(tabs.tabBar.items?.map(\.title) == ["Podcasts", "Discover"])
        #expect(tabs.tabBar.selectedItem === first.tabBarItem)
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.selectedItem === second.tabBarItem)
        #expect(tabs.tabBar.delegate === tabs)
        // The delegate method is a notification: the controller selects tabs itself.
        tabs.tabBar(tabs.tabBar, didSelect: first.tabBarItem)
        #expect(tabs.selectedIndex == 1)
    }

    @Test("visibleViewController is what the top controller presents, else the top controller")
    func visibleViewController() {
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        #expect(navigation.visibleViewController === top)
        let sheet = UIViewController()
        top.present(sheet, animated: false)
        #expect(navigation.visibleViewController === sheet)
    }

    @Test("views have bounds from their frame, alpha, a tint inherited from their superview, and animations that finish")
    func viewGeometryAndAnimation() {
        let outer = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        #expect(outer.bounds == CGRect(x: 0, y: 0, width: 300, height: 200))
        let inner = UIView()
        outer.addSubview(inner)
        outer.tintColor = .systemRed
        #expect(inner.tintColor == .systemRed)
        inner.tintColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        #expect(inner.tintColor == UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        #expect(inner.tintColor != outer.tintColor)
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { inner.alpha = 0 }, completion: { finished = $0 })
        #expect(inner.alpha == 0 && finished == true)
        #expect(UIColor(named: "Primary") == UIColor(named: "Primary"))
        #expect(UIColor.white.withAlphaComponent(0.5) == UIColor(white: 1, alpha: 0.5))
    }

    @Test("UIDevice's idiom is the check's device: phone on a phone, pad on a pad and on a Mac")
    func deviceIdiom() async throws {
        final class IdiomSceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            nonisolated(unsafe) static var seen: [UIUserInterfaceIdiom] = []
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                Self.seen.append(UIDevice.current.userInterfaceIdiom)
            }
        }
        IdiomSceneDelegate.seen = []
        for device in [DeviceProfile.phone, .pad, .mac] {
            let runtime = ReferenceRuntime(
                configuration: RuntimeConfiguration(spec: SpecConfiguration(device: device)),
                appDelegate: { RecordingAppDelegate(createsLegacyWindow: false) },
                sceneDelegate: { _, _ in IdiomSceneDelegate() })
            try await runtime.send(.launch)
            runtime.tearDown()
        }
        #expect(IdiomSceneDelegate.seen == [.phone, .pad, .pad])
    }
}

extension UIKitControllerSurfaceTests {
    @Test("a controller inside a container made by a storyboard has that storyboard, and its segues run")
    func storyboardThroughContainers() throws {
        UIStoryboard.register(["Main": UIStoryboard.Contents(
            initial: { UINavigationController(rootViewController: NoteViewController(note: "list")) },
            segues: ["showDetail": { UIViewController() }])])
        defer { UIStoryboard.register([:]) }
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? NoteViewController)
        #expect(list.storyboard === storyboard)
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(list.prepared == ["showDetail → UIViewController sender -"])
        #expect(UIViewController().storyboard == nil)
    }

    @Test("moving a child calls willMove for the new parent after leaving the old one; adding it again calls nothing")
    func movingAChild() {
        let first = UIViewController()
        first.title = "first"
        let second = UIViewController()
        second.title = "second"
        let child = ContainedViewController()
        first.addChild(child)
        first.addChild(child)
        #expect(child.moves == ["will first"])
        second.addChild(child)
        #expect(child.moves == ["will first", "did nil", "will second"])
        #expect(first.children.isEmpty && second.children == [child])
    }

    @Test("a navigation controller's visible controller is what it presents itself, too")
    func navigationPresents() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let sheet = UIViewController()
        navigation.present(sheet, animated: false)
        #expect(navigation.visibleViewController === sheet)
    }

    @Test("setting a controller's title sets its tab bar item's title, as UIKit does")
    func titleFollowsToTabBarItem() {
        let tabs = UITabBarController()
        let inbox = UIViewController()
        tabs.viewControllers = [inbox]
        inbox.title = "Inbox"
        #expect(inbox.tabBarItem.title == "Inbox")
        #expect(tabs.tabBar.items?.first?.title == "Inbox")
    }
}
