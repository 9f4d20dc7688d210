import Foundation

/// A row of a table view (UIKit's `UITableViewCell`): its labels and accessory. The runtime makes no cells (it draws
/// nothing); app code that makes one gets this.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The standard accessory views.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The identifier the cell was made for reuse with.
    open private(set) var reuseIdentifier: String?
    /// The main label.
    open private(set) var textLabel: UILabel? = UILabel()
    /// The secondary label (styles `value1`, `value2`, `subtitle`).
    open private(set) var detailTextLabel: UILabel?
    /// The view cells put their content in.
    open private(set) var contentView = UIView()
    /// The accessory shown at the trailing edge.
    open var accessoryType: AccessoryType = .none
    /// How the cell looks when selected.
    open var selectionStyle: SelectionStyle = .default
    /// Whether the cell is selected.
    open var isSelected = false

    /// Makes a cell with a style and a reuse identifier, as UIKit's `init(style:reuseIdentifier:)`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        if style != .default { detailTextLabel = UILabel() }
        super.init(frame: .zero)
        addSubview(contentView)
        if let textLabel { contentView.addSubview(textLabel) }
        if let detailTextLabel { contentView.addSubview(detailTextLabel) }
    }

    /// Makes a cell with the default style, as `UITableViewCell()` does.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Called before the table view reuses the cell.
    open func prepareForReuse() {}
}
