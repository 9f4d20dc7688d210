import Foundation

/// A split interface (UIKit's `UISplitViewController`): what it shows is each of its columns, primary first.
///
/// Both of UIKit's ways are here: the column-style interface of iOS 14 (`init(style:)`,
/// `setViewController(_:for:)`) and the classic `viewControllers` array. The runtime draws no layout: every
/// column with a controller is on screen (a regular-width window), and the `compact` column is not.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The interface's column layout (UIKit's `UISplitViewController.Style`).
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    /// A column (UIKit's `UISplitViewController.Column`).
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }

    /// How the columns are arranged (UIKit's `UISplitViewController.DisplayMode`); stored only.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
             twoDisplaceSecondary
    }

    /// The column layout this controller was made with.
    open private(set) var style: Style = .unspecified
    /// The preferred arrangement; stored only.
    open var preferredDisplayMode: DisplayMode = .automatic
    private var columns: [Column: UIViewController] = [:]
    private var classic: [UIViewController] = []

    /// Makes a split interface with a column style.
    public init(style: Style) {
        super.init(nibName: nil, bundle: nil)
        self.style = style
    }

    /// Makes a classic split interface (`viewControllers`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes one from an archive, as a storyboard does; the coder is not read (see `UIViewController.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controllers shown: a classic interface's array, else the columns' controllers in column order.
    open var viewControllers: [UIViewController] {
        get { style == .unspecified ? classic : Self.shownColumns.compactMap { columns[$0] } }
        set {
            classic = newValue
            for controller in newValue { controller.splitViewControllerReference = self }
        }
    }

    /// Puts a controller in a column (`nil` empties it).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        columns[column] = vc
        vc?.splitViewControllerReference = self
    }

    /// The controller in a column, if any.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Shows a column; the runtime draws no layout, so nothing changes.
    open func show(_ column: Column) {}

    /// Hides a column; the runtime draws no layout, so nothing changes.
    open func hide(_ column: Column) {}

    /// The columns a regular-width window shows, in order.
    private static let shownColumns: [Column] = [.primary, .supplementary, .secondary]

    package override var childrenOnScreen: [UIViewController] { viewControllers }

    package override func childrenAreOnScreen(as list: [UIViewController], from index: inout Int) -> Bool {
        for child in viewControllers where !child.isOnScreen(as: list, from: &index) { return false }
        return true
    }
}
