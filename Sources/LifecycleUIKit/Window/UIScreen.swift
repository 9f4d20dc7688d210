import Foundation

/// The device's screen (UIKit's `UIScreen`): only its bounds, for `UIWindow(frame: UIScreen.main.bounds)`.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The main screen.
    public static let main = UIScreen()
    /// The screen's bounds, in points: an iPhone's.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
}
