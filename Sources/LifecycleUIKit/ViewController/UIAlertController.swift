import Foundation

/// An alert or action sheet (UIKit's `UIAlertController`), presented like any controller.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// An alert or an action sheet (UIKit's `UIAlertController.Style`).
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    /// The message under the title.
    open var message: String?
    /// Whether this is an alert or an action sheet.
    open private(set) var preferredStyle: Style = .alert
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action the return key chooses, one of `actions`.
    open var preferredAction: UIAlertAction?
    /// The text fields, in the order added (`nil` when none was added, as in UIKit).
    open private(set) var textFields: [UITextField]?

    /// Makes an alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds an action button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field (alerts only), configured by the handler.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}
