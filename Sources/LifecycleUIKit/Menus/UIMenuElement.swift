import Foundation

/// What menus hold (UIKit's `UIMenuElement`): a title and an image.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element is shown.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows as chosen.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// The element's title.
    open var title: String
    /// The element's image.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}
