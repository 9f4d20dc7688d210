import Foundation
import LifecycleUIKit
import Testing

/// Table and collection views as apps write their controllers: the controller is the data source, its
/// `viewDidLoad` runs when its view loads, the counts are asked when the data loads, and selection and batch
/// updates keep UIKit's state. No cell is made: nothing is drawn.
@MainActor
@Suite("LifecycleUIKit: table and collection view controllers")
struct UIKitListTests {
    /// A table view controller as Xcode's template and Apple's samples write one.
    final class NotesTableViewController: UITableViewController {
        var notes = ["Groceries", "Ideas"]
        var loaded = 0
        var selections: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            loaded += 1
            title = "Notes"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 2 }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            section == 0 ? notes.count : 1
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
            cell.textLabel?.text = indexPath.section == 0 ? notes[indexPath.row] : "New note"
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selections.append(indexPath)
        }
    }

    final class PhotosViewController: UICollectionViewController {
        var photos = 3

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            photos
        }
    }

    @Test("IndexPath has UIKit's row, item and section")
    func indexPaths() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        #expect(IndexPath(item: 2, section: 0) == IndexPath(row: 2, section: 0))
    }

    @Test("a table view controller's view is its table, loaded once with viewDidLoad, and the table asks it for counts")
    func tableViewController() {
        let controller = NotesTableViewController(style: .insetGrouped)
        #expect(controller.loaded == 0 && !controller.isViewLoaded)
        #expect(controller.view === controller.tableView)
        #expect(controller.loaded == 1)
        let table = controller.tableView!
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        #expect(table.numberOfRows(inSection: 5) == 0)
        // The counts are the data source's last answer until the data is reloaded or rows change.
        controller.notes.append("Trip")
        #expect(table.numberOfRows(inSection: 0) == 2)
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic) })
        #expect(table.numberOfRows(inSection: 0) == 3)
        // A plain registered cell can be made, as the data source would ask.
        let cell = controller.tableView(table, cellForRowAt: IndexPath(row: 2, section: 0))
        #expect(cell.textLabel?.text == "Trip" && cell.reuseIdentifier == "Note")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil, "nothing is drawn")
    }

    @Test("selection: selectRow does not tell the delegate, viewWillAppear clears it, reloadData clears it")
    func tableSelection() {
        let controller = NotesTableViewController(style: .plain)
        let table = controller.tableView!
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(controller.selections.isEmpty)
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .top)
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("a collection view controller's view is its collection, with its layout; the collection asks for counts")
    func collectionViewController() throws {
        let controller = PhotosViewController()
        #expect(controller.view === controller.collectionView)
        let collection = try #require(controller.collectionView)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 100, height: 100))
        #expect(layout.collectionView === collection)
        #expect(collection.numberOfSections == 1 && collection.numberOfItems(inSection: 0) == 3)
        controller.photos = 5
        collection.performBatchUpdates({ collection.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)]) })
        #expect(collection.numberOfItems(inSection: 0) == 5)
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .centeredVertically)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        controller.viewWillAppear(false)
        #expect(collection.indexPathsForSelectedItems == [])
    }

    @Test("a plain view controller's view comes from loadView, then viewDidLoad runs")
    func loadViewThenViewDidLoad() {
        final class Custom: UIViewController {
            var order: [String] = []
            override func loadView() {
                order.append("loadView")
                view = UILabel()
            }
            override func viewDidLoad() { order.append("viewDidLoad") }
        }
        let controller = Custom()
        #expect(controller.view is UILabel)
        #expect(controller.order == ["loadView", "viewDidLoad"])
        _ = controller.view
        #expect(controller.order.count == 2)
    }
}
