import Foundation

/// A grid or list of items in sections (UIKit's `UICollectionView`).
///
/// As for `UITableView`: the runtime draws nothing, so it makes no cells and never asks the data source for one;
/// it asks how many sections and items there are when the collection loads its data, as UIKit does. The selection is
/// kept as index paths: `reloadData()` clears it, but inserted, deleted and moved items do not shift it, as they do
/// in UIKit. What a collection shows is not read by any rule.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The directions a layout scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// Where an item ends up when the collection scrolls to it.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// How the items are placed.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    /// Where the items come from.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// Who hears of the user's actions.
    open weak var delegate: (any UICollectionViewDelegate)?
    /// Whether the user can select items.
    open var allowsSelection = true
    /// Whether the user can select several items.
    open var allowsMultipleSelection = false

    private var itemCounts: [Int]?
    private var registered: [String: AnyClass] = [:]
    private var selected: [IndexPath] = []
    private var batchDepth = 0

    /// Makes a collection view with a frame and a layout, as UIKit's `init(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    // MARK: - Data

    /// Asks the data source again for the sections and items; the selection is cleared.
    open func reloadData() {
        guard let dataSource else {
            itemCounts = []
            selected = []
            return
        }
        let sections = dataSource.numberOfSections(in: self)
        itemCounts = (0..<max(0, sections)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
        selected = []
    }

    /// The number of sections, from the data source's last answer (loaded on first use).
    open var numberOfSections: Int { loadedCounts.count }

    /// The number of items in a section, from the data source's last answer (loaded on first use).
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    private var loadedCounts: [Int] {
        if itemCounts == nil { reloadData() }
        return itemCounts ?? []
    }

    // MARK: - Cells

    /// Registers a cell class for an identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell for an identifier. Only a plain `UICollectionViewCell` can be made here (nothing is drawn, and the
    /// data source is never asked for cells): a cell of another class traps, naming it.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard registered[identifier] == UICollectionViewCell.self else {
            preconditionFailure("LifecycleUIKit makes no '\(identifier)' cell of \(registered[identifier].map { "\($0)" } ?? "no registered class"): "
                                + "the runtime draws nothing and never asks a data source for cells")
        }
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The visible cell at an index path: none, as nothing is drawn.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    /// The visible cells: none, as nothing is drawn.
    open var visibleCells: [UICollectionViewCell] { [] }
    /// The index paths of the visible items: none, as nothing is drawn.
    open var indexPathsForVisibleItems: [IndexPath] { [] }

    // MARK: - Selection

    /// The selected items, if any.
    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    /// Selects an item (or clears the selection, for `nil`) without telling the delegate, as UIKit does.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selected = []
            return
        }
        if allowsMultipleSelection { if !selected.contains(indexPath) { selected.append(indexPath) } } else { selected = [indexPath] }
    }

    /// Deselects an item without telling the delegate, as UIKit does.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
    }

    /// Scrolls to an item (nothing moves: nothing is drawn).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    // MARK: - Updates

    /// Inserts items: the counts are asked again at the end of the updates.
    open func insertItems(at indexPaths: [IndexPath]) { itemsChanged() }
    /// Deletes items: the counts are asked again at the end of the updates.
    open func deleteItems(at indexPaths: [IndexPath]) { itemsChanged() }
    /// Reloads items.
    open func reloadItems(at indexPaths: [IndexPath]) {}
    /// Moves an item: the counts are asked again at the end of the updates.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { itemsChanged() }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet) { itemsChanged() }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet) { itemsChanged() }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) { itemsChanged() }

    /// Runs `updates` as one group, then `completion` with `true`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 { reloadCounts() }
        completion?(true)
    }

    private func itemsChanged() {
        if batchDepth == 0 { reloadCounts() }
    }

    private func reloadCounts() {
        let keep = selected
        reloadData()
        selected = keep
    }
}
