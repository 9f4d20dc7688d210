import Foundation

/// The item that stands for a view controller in a tab bar (UIKit's `UITabBarItem`): its title, image, tag and
/// badge. Read by no rule: what a tab bar controller shows is its selected tab.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// The image shown while the item is selected.
    open var selectedImage: UIImage?
    /// A number the app chooses to tell its items apart (UIKit's `UIBarItem.tag`); 0 by default.
    open var tag: Int = 0
    /// The text of the badge over the item, `nil` for none.
    open var badgeValue: String?

    /// Makes an item without title or image, as `UITabBarItem()` does.
    public override init() {
        super.init()
    }

    /// Makes an item with a title, an image and a tag, as UIKit's `init(title:image:tag:)` does.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// Makes an item with a title and two images, as UIKit's `init(title:image:selectedImage:)` does.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }
}
