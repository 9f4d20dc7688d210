/// One thing an app did that can be seen from outside it, as the determinism check records it.
///
/// Two observations are equal when their values are: what a scene shows is
/// compared with `==`, never by its printed form, so content holding a Set
/// or a Dictionary (printed in a per-process order) compares equal. The
/// description is for the evidence a report prints.
public struct Observation: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// What happened, in words: `storage A/draft = x`, `a1 shows Editor(document: "doc-0")`.
    public let description: String
    private let value: AnyHashable

    /// An observation compared by its text.
    init(_ text: String) {
        description = text
        value = AnyHashable(text)
    }

    /// An observation compared by `value`, described by `text`.
    init(_ text: String, value: AnyHashable) {
        description = text
        self.value = value
    }

    public static func == (a: Observation, b: Observation) -> Bool { a.value == b.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
