import Foundation

/// A view controller whose view is a table (UIKit's `UITableViewController`): it is the table's data source and
/// delegate, so a subclass overrides `tableView(_:numberOfRowsInSection:)` and the rest, as in UIKit. What it shows
/// is read as for any controller (its class and title); the table's rows are not read.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table's style.
    public let style: UITableView.Style
    /// Whether the selection is cleared when the controller appears.
    open var clearsSelectionOnViewWillAppear = true

    /// The table, which is the controller's view.
    open var tableView: UITableView! {
        get {
            if let madeTableView { return madeTableView }
            let table = UITableView(frame: UIScreen.main.bounds, style: style)
            table.dataSource = self
            table.delegate = self
            madeTableView = table
            return table
        }
        set { madeTableView = newValue }
    }
    private var madeTableView: UITableView?

    /// Makes a table view controller, as UIKit's `init(style:)`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a plain one, as `init(nibName:bundle:)` does.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes one from an archive, as a storyboard does; the coder is not read.
    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    /// The view is the table.
    open override func loadView() {
        view = tableView
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    // MARK: - UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    // MARK: - UITableViewDelegate

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}
