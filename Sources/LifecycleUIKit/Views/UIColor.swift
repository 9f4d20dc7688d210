import Foundation

/// A color (UIKit's `UIColor`): kept as its components or its name, compared by them. Nothing is drawn, and no rule
/// reads a color. Not isolated to the main actor, and immutable, as UIKit's.
open class UIColor: NSObject, @unchecked Sendable {
    /// Red, green, blue and alpha from 0 to 1, for a color made from components.
    public let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?
    /// The asset catalog or system name, for a named color.
    public let name: String?

    /// A color from components, as `init(red:green:blue:alpha:)` makes it.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        name = nil
        super.init()
    }

    /// A gray, as `init(white:alpha:)` makes it.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color from the app's asset catalog, as `init(named:)` makes it (Linux has no catalog: any name is found).
    public init?(named name: String) {
        components = nil
        self.name = name
        super.init()
    }

    private init(system name: String) {
        components = nil
        self.name = name
        super.init()
    }

    /// The same color with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let c = components else { return self }
        return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if let a = components, let b = other.components {
            return a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
        }
        return components == nil && other.components == nil && name == other.name
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        if let c = components {
            for part in [c.red, c.green, c.blue, c.alpha] { hasher.combine(part) }
        }
        return hasher.finalize()
    }

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var systemBackground: UIColor { UIColor(system: "systemBackground") }
    open class var secondarySystemBackground: UIColor { UIColor(system: "secondarySystemBackground") }
    open class var label: UIColor { UIColor(system: "label") }
    open class var secondaryLabel: UIColor { UIColor(system: "secondaryLabel") }
    open class var systemBlue: UIColor { UIColor(system: "systemBlue") }
    open class var systemRed: UIColor { UIColor(system: "systemRed") }
    open class var systemGray: UIColor { UIColor(system: "systemGray") }
    open class var tintColor: UIColor { UIColor(system: "tintColor") }
}
