import Foundation

/// A color (UIKit's `UIColor`): kept as its components or its name, compared by them. Nothing is drawn, and no rule
/// reads a color.
@MainActor
open class UIColor: NSObject {
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

    open override var hash: Int { name?.hashValue ?? Int(((components?.red ?? 0) * 255).rounded()) }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let systemBackground = UIColor(system: "systemBackground")
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")
    public static let label = UIColor(system: "label")
    public static let secondaryLabel = UIColor(system: "secondaryLabel")
    public static let systemBlue = UIColor(system: "systemBlue")
    public static let systemRed = UIColor(system: "systemRed")
    public static let systemGray = UIColor(system: "systemGray")
    public static let tintColor = UIColor(system: "tintColor")
}
