/// A rule of the catalogue: its ID, short title, sentence and source.
///
/// IDs are the project's public vocabulary (`S1`…`S13` for system rules,
/// `A1`…`A13` for app rules); an ID is never reused for a different rule.
public struct LifecycleRule: Hashable, Sendable, CustomStringConvertible {
    /// System rules hold for any correct trace; app rules for a correct delegate implementation.
    public enum Kind: String, Hashable, Sendable {
        case system, app
    }

    /// `S4`, `A1`, …
    public let id: String
    /// A few words, such as `activation ladder`.
    public let title: String
    /// The rule's sentence, as CONFORMANCE.md's rule tables state it.
    public let statement: String
    /// Where the rule comes from (WWDC 2019 session 258, the article, Apple's documentation).
    public let source: String
    /// System or app rule.
    public let kind: Kind

    public init(id: String, title: String, statement: String, source: String, kind: Kind) {
        self.id = id
        self.title = title
        self.statement = statement
        self.source = source
        self.kind = kind
    }

    /// `S4 activation ladder`.
    public var description: String { "\(id) \(title)" }
}
