import Foundation

/// How a collection view places its items (UIKit's `UICollectionViewLayout`): kept, nothing laid out.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open package(set) weak var collectionView: UICollectionView?

    /// Marks the layout as out of date.
    open func invalidateLayout() {}
}
