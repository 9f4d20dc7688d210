import Foundation

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`), with the initializers that take an action
/// or a menu. Target–action initializers take a `Selector`, which does not exist without the Objective-C runtime:
/// keep those calls inside `#if canImport(UIKit)`, or use `primaryAction:`. Nothing is drawn or tapped: a test
/// runs an item's action with `primaryAction?.performWithSender(nil, target: nil)` or a user action.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item is drawn.
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }

    /// The system's standard items.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// How the item is drawn.
    open var style: UIBarButtonItem.Style = .plain
    /// What a tap runs.
    open var primaryAction: UIAction?
    /// The menu the item shows.
    open var menu: UIMenu?
    /// A view the item shows instead of a button.
    open var customView: UIView?
    /// The standard item this is, if it was made as one. Not UIKit.
    public private(set) var systemItem: SystemItem?

    public override init() {
        super.init()
    }

    /// An item with a title or an image, as UIKit's `init(title:image:primaryAction:menu:)` (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A standard item, as UIKit's `init(barButtonSystemItem:primaryAction:menu:)` (iOS 14).
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A standard item, as UIKit's `init(systemItem:primaryAction:menu:)` (iOS 14).
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    /// An item that shows a view, as UIKit's `init(customView:)`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
}
