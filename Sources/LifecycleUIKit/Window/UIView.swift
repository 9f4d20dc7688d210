import Foundation

/// A view (UIKit's `UIView`): only what windows and view controllers need here.
///
/// The runtime draws nothing; what a scene shows is read from its window's
/// view controllers (see `SceneContentProviding`).
///
/// Unlike UIKit's, it does not inherit from `UIResponder`: the runtime makes delegates from their class, which
/// needs `UIResponder.init()` to be `required`, and a required initializer would make every view with an
/// initializer of its own (`init(note:)`) write `required init()`, which UIKit's views do not.
@MainActor
open class UIView: NSObject {
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

    /// Makes a view with a zero frame, as `UIView()` does.
    public convenience override init() {
        self.init(frame: .zero)
    }
}
