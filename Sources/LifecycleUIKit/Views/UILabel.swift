import Foundation

/// A text label (UIKit's `UILabel`): its text, which the migration check reads as part of what a screen shows.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The label's text.
    open var text: String?
    /// The most lines shown (0: as many as needed).
    open var numberOfLines = 1
}
