import Foundation

/// What bar button items share (UIKit's `UIBarItem`): a title, an image, whether it is enabled, a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// Whether the item responds to taps; `true` by default.
    open var isEnabled: Bool = true
    /// A number the app chooses to tell its items apart; 0 by default.
    open var tag: Int = 0

    public override init() {
        super.init()
    }
}
