import Foundation

/// A view (UIKit's `UIView`): only what windows and view controllers need here.
///
/// The runtime draws nothing; what a scene shows is read from its window's
/// view controllers (see `SceneContentProviding`).
///
/// Unlike UIKit's, it does not inherit from `UIResponder`: the runtime makes delegates from their class, which
/// needs `UIResponder.init()` to be `required`, and a required initializer would make every view with an
/// initializer of its own (`init(note:)`) write `required init()`, which UIKit's views do not.
@preconcurrency @MainActor
open class UIView: NSObject {
    /// The view's frame.
    open var frame: CGRect = .zero
    /// The view's bounds: its frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// Whether the view is hidden.
    open var isHidden: Bool = false
    /// The view's opacity, 0 to 1.
    open var alpha: CGFloat = 1
    /// The view's background color.
    open var backgroundColor: UIColor?
    /// The color of the view's controls (UIKit inherits it from the superview when unset).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .tintColor }
        set { ownTintColor = newValue }
    }
    private var ownTintColor: UIColor?
    /// The window the view is in, if any.
    open internal(set) weak var window: UIWindow?
    /// The views inside this one, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view this one is inside, if any.
    open private(set) weak var superview: UIView?

    /// Puts a view inside this one, in front of the others (taking it out of its former superview).
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes this view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Runs `animations` at once (nothing is drawn), as an animation that has finished.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Runs `animations` at once, then `completion` with `true`, as an animation that has finished.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

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
