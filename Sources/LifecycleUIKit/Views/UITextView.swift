import Foundation

/// A scrollable, editable text (UIKit's `UITextView`).
@preconcurrency @MainActor
open class UITextView: UIView {
    /// The text (never `nil` when read, as in UIKit).
    open var text: String! = ""
    /// Whether the user can edit it.
    open var isEditable = true
    /// Told of edits the user makes.
    open weak var delegate: (any UITextViewDelegate)?
}
