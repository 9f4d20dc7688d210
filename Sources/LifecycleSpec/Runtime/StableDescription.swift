/// A value printed the same way in every run and every process: as `String(describing:)` prints it, except that the
/// elements of a `Dictionary` or a `Set` anywhere inside it are printed sorted.
///
/// Swift prints a dictionary or a set in its storage order, which differs between two equal values (another
/// insertion history, another process's hash seed). A report, or a failure message a replay is compared by, that
/// printed screen content holding one would differ between runs of the same events, and a deterministic app would be
/// called nondeterministic. A value with no dictionary or set inside prints exactly as `String(describing:)` does.
package enum StableDescription {
    /// The value printed with every dictionary's and set's elements sorted.
    package static func of(_ value: Any) -> String {
        guard containsUnordered(value, depth: 0) else { return String(describing: value) }
        return top(value)
    }

    /// The deepest a value is looked into, and the most parts looked at, for a dictionary or a set.
    private static let maximumDepth = 8

    private static func containsUnordered(_ value: Any, depth: Int) -> Bool {
        guard depth < maximumDepth else { return false }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { return true }
        // A type that prints itself decides its own form; only its printing of the dictionary is unordered.
        return mirror.children.prefix(64).contains { containsUnordered($0.value, depth: depth + 1) }
    }

    /// The top level, as `String(describing:)`: a struct's type name unqualified.
    private static func top(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        let isRecord = mirror.displayStyle == .struct || mirror.displayStyle == .class
        guard isRecord, !(value is CustomStringConvertible) else { return nested(value) }
        return "\(type(of: value))(" + fields(mirror) + ")"
    }

    /// A part inside a value, as Swift prints parts (`String(reflecting:)`): strings quoted, types qualified.
    private static func nested(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary?:
            let entries = mirror.children.map { entry -> String in
                let pair = Mirror(reflecting: entry.value).children.map(\.value)
                return pair.count == 2 ? nested(pair[0]) + ": " + nested(pair[1]) : nested(entry.value)
            }
            return entries.isEmpty ? "[:]" : "[" + entries.sorted().joined(separator: ", ") + "]"
        case .set?:
            return "[" + mirror.children.map { nested($0.value) }.sorted().joined(separator: ", ") + "]"
        case .collection?:
            return "[" + mirror.children.map { nested($0.value) }.joined(separator: ", ") + "]"
        case .optional?:
            guard let wrapped = mirror.children.first else { return "nil" }
            return "Optional(" + nested(wrapped.value) + ")"
        case .struct?, .class?:
            guard !(value is CustomStringConvertible), !(value is CustomDebugStringConvertible),
                  containsUnordered(value, depth: 0) else { return String(reflecting: value) }
            return String(reflecting: type(of: value)) + "(" + fields(mirror) + ")"
        default:
            return String(reflecting: value)
        }
    }

    private static func fields(_ mirror: Mirror) -> String {
        mirror.children.map { ($0.label.map { "\($0): " } ?? "") + nested($0.value) }.joined(separator: ", ")
    }
}
