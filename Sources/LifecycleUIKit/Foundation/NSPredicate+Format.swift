import Foundation

#if !canImport(Darwin)
extension NSPredicate {
    /// A predicate from a format string, as Foundation on Apple platforms makes it; Foundation on Linux has none
    /// (`NSPredicate(format:)` is unavailable there), and this one shadows it for files that import UIKit's surface,
    /// so activation conditions compile as written.
    ///
    /// Reads the part of the format language that predicates on strings use (``PredicateFormat``): `SELF` compared with
    /// literals and arguments, `AND`, `OR`, `NOT`. A format it cannot read traps with the format, the position and
    /// why, as `NSPredicate(format:)` raises an exception for a format it cannot parse; a key path other than `SELF`
    /// traps too, since it needs key-value coding, which Linux does not have.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string and its arguments as an array.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed: PredicateFormat
        do {
            parsed = try PredicateFormat(predicateFormat, arguments: arguments ?? [])
        } catch {
            preconditionFailure(error.description)
        }
        self.init(block: { object, _ in parsed.evaluate(object) })
    }
}
#endif
