import Foundation

/// A URL the system asks a scene to open, with its options (UIKit's `UIOpenURLContext`).
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    open private(set) var url: URL
    /// Where the URL came from.
    open private(set) var options: UIScene.OpenURLOptions

    /// Makes a context; the runtime makes them for the URLs it delivers.
    package init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}
