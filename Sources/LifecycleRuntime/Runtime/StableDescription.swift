/// A value printed the same way in every run and every process: as `String(describing:)` prints it, except that the
/// elements of a `Dictionary` or a `Set` inside it (in structs, enums, tuples, optionals, arrays and `AnyHashable`s,
/// to a bounded depth) are printed sorted, without Swift's `Set(…)` wrapper.
///
/// Swift prints a dictionary or a set in its storage order, which differs between two equal values (another
/// insertion history, another process's hash seed). A report, or a failure message a replay is compared by, that
/// printed screen content holding one would differ between runs of the same events, and a deterministic app would be
/// called nondeterministic. A value with no dictionary or set inside prints exactly as `String(describing:)` does.
/// Classes are not looked into (a class prints as it prints itself; an `NSObject` without a description of its own
/// prints its address, which no printing can make stable).
package enum StableDescription {
    /// The value printed with every dictionary's and set's elements sorted.
    package static func of(_ value: Any) -> String {
        var budget = maximumParts
        guard containsUnordered(value, depth: 0, budget: &budget) else { return String(describing: value) }
        return render(value, top: true)
    }

    /// How deep a value is looked into for a dictionary or a set, and how many parts in all.
    private static let maximumDepth = 8
    private static let maximumParts = 2_000

    private static func containsUnordered(_ value: Any, depth: Int, budget: inout Int) -> Bool {
        budget -= 1
        guard depth < maximumDepth, budget > 0 else { return false }
        if let hashable = wrapped(value) { return containsUnordered(hashable, depth: depth + 1, budget: &budget) }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary?, .set?: return true
        case .class?: return false
        default: break
        }
        for child in mirror.children where containsUnordered(child.value, depth: depth + 1, budget: &budget) {
            return true
        }
        return false
    }

    /// A part printed as Swift prints it: at the top as `String(describing:)` (a struct's type unqualified), inside
    /// as `String(reflecting:)` (strings quoted, types qualified).
    private static func render(_ value: Any, top: Bool) -> String {
        if let hashable = wrapped(value) { return render(hashable, top: top) }
        var budget = maximumParts
        let mirror = Mirror(reflecting: value)
        let printsItself = value is CustomStringConvertible || value is CustomDebugStringConvertible
        switch mirror.displayStyle {
        case .dictionary?:
            let entries = mirror.children.map { entry -> String in
                let pair = Mirror(reflecting: entry.value).children.map(\.value)
                return pair.count == 2 ? render(pair[0], top: false) + ": " + render(pair[1], top: false)
                    : render(entry.value, top: false)
            }
            return entries.isEmpty ? "[:]" : "[" + entries.sorted().joined(separator: ", ") + "]"
        case .set?:
            return "[" + mirror.children.map { render($0.value, top: false) }.sorted().joined(separator: ", ") + "]"
        case .collection?:
            return "[" + mirror.children.map { render($0.value, top: false) }.joined(separator: ", ") + "]"
        case .optional?:
            guard let wrapped = mirror.children.first else { return "nil" }
            return "Optional(" + render(wrapped.value, top: false) + ")"
        case .tuple?:
            return "(" + fields(mirror) + ")"
        case .struct? where !printsItself && containsUnordered(value, depth: 0, budget: &budget):
            return (top ? "\(type(of: value))" : String(reflecting: type(of: value))) + "(" + fields(mirror) + ")"
        case .enum? where !printsItself && containsUnordered(value, depth: 0, budget: &budget):
            // A case with a payload: one child, labelled with the case's name.
            guard let payload = mirror.children.first, let name = payload.label else { break }
            let prefix = top ? "" : String(reflecting: type(of: value)) + "."
            let inner = Mirror(reflecting: payload.value).displayStyle == .tuple ? render(payload.value, top: false)
                : "(" + render(payload.value, top: false) + ")"
            return prefix + name + inner
        default:
            break
        }
        return top ? String(describing: value) : String(reflecting: value)
    }

    /// The value an `AnyHashable` wraps (any `Hashable` value casts to `AnyHashable`: only a real one is unwrapped).
    private static func wrapped(_ value: Any) -> Any? {
        guard type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable else { return nil }
        return hashable.base
    }

    private static func fields(_ mirror: Mirror) -> String {
        mirror.children.map { ($0.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? "") + render($0.value, top: false) }
            .joined(separator: ", ")
    }
}
