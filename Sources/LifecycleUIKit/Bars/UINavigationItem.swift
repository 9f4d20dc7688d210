import Foundation

/// What a view controller shows in the navigation bar while it is on top (UIKit's `UINavigationItem`): its title and
/// bar button items. Read by no rule: what a scene shows is read from its controllers.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How a navigation bar shows a large title.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
    }

    /// The title in the bar; the controller's `title` sets it, as UIKit does.
    open var title: String?
    /// A line of text above the title.
    open var prompt: String?
    /// The back button's title when this item is below the top.
    open var backButtonTitle: String?
    /// Whether the back button is hidden.
    open var hidesBackButton: Bool = false
    /// How a large title is shown.
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
    /// A view in place of the title.
    open var titleView: UIView?
    /// The items on the leading side, first the outermost.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the trailing side, first the outermost.
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item with a title, as UIKit's `init(title:)`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() {
        super.init()
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
