import Foundation

/// A view whose content can be larger than it and scroll (UIKit's `UIScrollView`): where its content is, nothing
/// drawn.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Where the visible part of the content starts.
    open var contentOffset: CGPoint = .zero
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Whether the user can scroll.
    open var isScrollEnabled = true

    /// Moves the content, as UIKit's `setContentOffset(_:animated:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}
