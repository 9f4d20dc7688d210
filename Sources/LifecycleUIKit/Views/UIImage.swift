import Foundation

/// An image (UIKit's `UIImage`), standing for one: the runtime draws nothing, so it keeps only the name it was
/// made with. Asset catalogs do not exist here: `init?(named:)` and `init?(systemName:)` always make an image.
public final class UIImage: NSObject, Sendable {
    /// The asset or symbol name the image was made with; not UIKit.
    public let name: String?

    /// An image from the app's asset catalog, as UIKit's `init?(named:)`.
    public init?(named name: String) {
        self.name = name
        super.init()
    }

    /// A system symbol, as UIKit's `init?(systemName:)`.
    public init?(systemName name: String) {
        self.name = name
        super.init()
    }

    /// An empty image, as `UIImage()` does.
    public override init() {
        self.name = nil
        super.init()
    }
}
