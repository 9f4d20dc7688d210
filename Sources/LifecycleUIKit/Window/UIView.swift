import Foundation

/// A view (UIKit's `UIView`): only what windows and view controllers need here.
///
/// The runtime draws nothing; what a scene shows is read from its window's
/// view controllers (see `SceneContentProviding`).
@MainActor
open class UIView: UIResponder {
    /// The view's frame.
    open var frame: CGRect = .zero
    /// Whether the view is hidden.
    open var isHidden: Bool = false
    /// The window the view is in, if any.
    open internal(set) weak var window: UIWindow?

    /// Makes a view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public required init() {
        super.init()
    }
}
