import Foundation

/// What a text view tells of editing (UIKit's `UITextViewDelegate`); every method has a default that does nothing.
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
}
