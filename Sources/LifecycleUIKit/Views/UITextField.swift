import Foundation

/// A one-line text field (UIKit's `UITextField`).
@preconcurrency @MainActor
open class UITextField: UIView {
    /// The text.
    open var text: String?
    /// The text shown while it is empty.
    open var placeholder: String?
    /// Told of editing.
    open weak var delegate: (any UITextFieldDelegate)?
}
