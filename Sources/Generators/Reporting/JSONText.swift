import LifecycleRules

/// Tiny helpers for writing JSON by hand, with a fixed key order (escaping is the trace writer's).
package enum JSONText {
    /// `"escaped"`.
    package static func string(_ s: String) -> String { TraceWriter.quoted(s) }

    /// The escaped contents, without the quotes.
    package static func escape(_ s: String) -> String { String(string(s).dropFirst().dropLast()) }

    /// `["a","b"]`.
    package static func array(_ items: [String]) -> String { "[" + items.map(string).joined(separator: ",") + "]" }
}
