import Foundation

/// A view controller whose view is a collection view (UIKit's `UICollectionViewController`): it is the collection's
/// data source and delegate, so a subclass overrides `collectionView(_:numberOfItemsInSection:)` and the rest, as in
/// UIKit. What it shows is read as for any controller (its class and title); the items are not read.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let layout: UICollectionViewLayout
    /// Whether the selection is cleared when the controller appears.
    open var clearsSelectionOnViewWillAppear = true

    /// The collection view, which is the controller's view.
    open var collectionView: UICollectionView! {
        get {
            if let madeCollectionView { return madeCollectionView }
            let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
            collection.dataSource = self
            collection.delegate = self
            madeCollectionView = collection
            return collection
        }
        set { madeCollectionView = newValue }
    }
    private var madeCollectionView: UICollectionView?

    /// The layout the collection view uses.
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// Makes a collection view controller with a layout, as UIKit's `init(collectionViewLayout:)`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes one with a flow layout, as `init(nibName:bundle:)` does.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes one from an archive, as a storyboard does; the coder is not read (a flow layout).
    public required init?(coder: NSCoder) {
        self.layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The view is the collection view.
    open override func loadView() {
        view = collectionView
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear {
            for selected in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: selected, animated: animated) }
        }
    }

    // MARK: - UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    // MARK: - UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
}
