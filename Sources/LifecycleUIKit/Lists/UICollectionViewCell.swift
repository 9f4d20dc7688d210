import Foundation

/// An item of a collection view (UIKit's `UICollectionViewCell`). The runtime makes no cells (it draws nothing).
@preconcurrency @MainActor
open class UICollectionViewCell: UIView {
    /// The view cells put their content in.
    open private(set) var contentView = UIView()
    /// Whether the item is selected.
    open var isSelected = false
    /// The identifier the cell was made for reuse with.
    open package(set) var reuseIdentifier: String?

    /// Makes a cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Called before the collection view reuses the cell.
    open func prepareForReuse() {}
}
