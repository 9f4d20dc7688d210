import Foundation

/// A menu of actions and submenus (UIKit's `UIMenu`).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// How a menu is shown.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's options.
    public let options: UIMenu.Options
    /// What the menu holds, in order.
    public let children: [UIMenuElement]

    /// Makes a menu, as UIKit's `init(title:image:options:children:)` with the parameters most calls use.
    public init(title: String = "", image: UIImage? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }
}
