import Foundation

/// A list of rows in sections (UIKit's `UITableView`).
///
/// The runtime draws nothing, so it makes no cells and never asks the data source for one; it does ask how many
/// sections and rows there are when the table loads its data (`reloadData()`, the first `numberOfRows(inSection:)`,
/// the end of a batch of updates), as UIKit does, so an app whose data source traps there traps here too. The
/// selection is kept as index paths: `reloadData()` clears it, as UIKit does, but inserted, deleted and moved rows
/// do not shift it, as they do in UIKit. What a table shows is not read by any rule: a screen is read from its view
/// controllers.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The looks of a table.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// How rows move when they are inserted, deleted or reloaded.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic = 100
    }

    /// Where a row ends up when the table scrolls to it.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// The row height UIKit computes when the delegate gives none.
    public static let automaticDimension: CGFloat = -1

    /// The table's style.
    public let style: Style
    /// Where the rows come from.
    open weak var dataSource: (any UITableViewDataSource)?
    /// Who hears of the user's actions.
    open weak var delegate: (any UITableViewDelegate)?
    /// The height of each row.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// An estimate of a row's height.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Whether the table is in editing mode.
    open var isEditing = false
    /// Whether the user can select rows.
    open var allowsSelection = true
    /// Whether the user can select several rows.
    open var allowsMultipleSelection = false
    /// A view above the rows.
    open var tableHeaderView: UIView?
    /// A view below the rows.
    open var tableFooterView: UIView?

    private var rowCounts: [Int]?
    private var registered: [String: AnyClass] = [:]
    private var selected: [IndexPath] = []
    private var batchDepth = 0

    /// Makes a table with a frame and a style, as UIKit's `init(frame:style:)`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Makes a plain table with a frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: - Data

    /// Asks the data source again for the sections and rows; the selection is cleared, as UIKit clears it.
    open func reloadData() {
        guard let dataSource else {
            rowCounts = []
            selected = []
            return
        }
        let sections = dataSource.numberOfSections(in: self)
        rowCounts = (0..<max(0, sections)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
        selected = []
    }

    /// The number of sections, from the data source's last answer (loaded on first use).
    open var numberOfSections: Int { loadedCounts.count }

    /// The number of rows in a section, from the data source's last answer (loaded on first use).
    open func numberOfRows(inSection section: Int) -> Int {
        let counts = loadedCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    private var loadedCounts: [Int] {
        if rowCounts == nil { reloadData() }
        return rowCounts ?? []
    }

    // MARK: - Cells

    /// Registers a cell class for an identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A plain `UITableViewCell` for an identifier registered with that class; `nil` otherwise: the runtime makes no
    /// cells of an app's own class (nothing is drawn, and the data source is never asked for one).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard registered[identifier] == UITableViewCell.self else { return nil }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell for an identifier. Only a plain `UITableViewCell` can be made here (see the class's notes): a cell of
    /// another class traps, naming it.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("LifecycleUIKit makes no '\(identifier)' cell of \(registered[identifier].map { "\($0)" } ?? "no registered class"): "
                                + "the runtime draws nothing and never asks a data source for cells")
        }
        return cell
    }

    /// The visible cell at an index path: none, as nothing is drawn.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    /// The visible cells: none, as nothing is drawn.
    open var visibleCells: [UITableViewCell] { [] }
    /// The index paths of the visible rows: none, as nothing is drawn.
    open var indexPathsForVisibleRows: [IndexPath]? { [] }

    // MARK: - Selection

    /// The first selected row, if any.
    open var indexPathForSelectedRow: IndexPath? { selected.first }
    /// The selected rows, if any.
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects a row (or clears the selection, for `nil`) without telling the delegate, as UIKit does.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selected = []
            return
        }
        if allowsMultipleSelection { if !selected.contains(indexPath) { selected.append(indexPath) } } else { selected = [indexPath] }
    }

    /// Deselects a row without telling the delegate, as UIKit does.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
    }

    /// Scrolls to a row (nothing moves: nothing is drawn).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    // MARK: - Updates

    /// Inserts rows: the counts are asked again at the end of the updates.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { rowsChanged() }
    /// Deletes rows: the counts are asked again at the end of the updates.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { rowsChanged() }
    /// Reloads rows.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Moves a row: the counts are asked again at the end of the updates.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { rowsChanged() }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { rowsChanged() }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { rowsChanged() }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { rowsChanged() }

    /// Starts a group of updates.
    open func beginUpdates() { batchDepth += 1 }
    /// Ends a group of updates: the counts are asked again.
    open func endUpdates() {
        batchDepth = max(0, batchDepth - 1)
        if batchDepth == 0 { reloadCounts() }
    }

    /// Runs `updates` as one group, then `completion` with `true`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    private func rowsChanged() {
        if batchDepth == 0 { reloadCounts() }
    }

    private func reloadCounts() {
        let keep = selected
        reloadData()
        selected = keep
    }
}
