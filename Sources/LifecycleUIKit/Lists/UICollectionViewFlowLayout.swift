import Foundation

/// A line-by-line layout (UIKit's `UICollectionViewFlowLayout`): its settings, kept.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the layout scrolls in.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The size of each item.
    open var itemSize = CGSize(width: 50, height: 50)
    /// An estimate of each item's size.
    open var estimatedItemSize: CGSize = .zero
    /// The spacing between lines.
    open var minimumLineSpacing: CGFloat = 10
    /// The spacing between items of a line.
    open var minimumInteritemSpacing: CGFloat = 10

    /// Items size themselves (UIKit's `automaticSize`).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
}
