import Foundation

/// What a text field tells of editing (UIKit's `UITextFieldDelegate`); every method has UIKit's default.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
