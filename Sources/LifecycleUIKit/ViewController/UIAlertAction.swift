import Foundation

/// A button of an alert (UIKit's `UIAlertAction`).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the button looks (UIKit's `UIAlertAction.Style`).
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    /// The button's title.
    open private(set) var title: String?
    /// How the button looks.
    open private(set) var style: Style = .default
    /// Whether the button can be tapped.
    open var isEnabled = true
    /// What a tap runs (not UIKit API to read; a test's user action may call it).
    package let handler: ((UIAlertAction) -> Void)?

    /// Makes an action.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
