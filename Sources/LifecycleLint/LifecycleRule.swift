/// A rule of the catalogue: its ID, short title, sentence and source.
///
/// IDs are the project's public vocabulary (`S1`…`S13` for system rules,
/// `A1`…`A13` for app rules); an ID is never reused for a different rule.
public struct LifecycleRule: Hashable, Sendable, CustomStringConvertible {
    /// `S4`, `A1`, …
    public let id: RuleID
    /// A few words, such as `activation ladder`.
    public let title: String
    /// The rule's sentence, as CONFORMANCE.md's rule tables state it.
    public let statement: String
    /// Where the rule comes from (WWDC 2019 session 258, the article, Apple's documentation).
    public let source: String

    public init(id: RuleID, title: String, statement: String, source: String) {
        self.id = id
        self.title = title
        self.statement = statement
        self.source = source
    }

    /// System rules hold for any correct trace; app rules for a correct delegate implementation: the ID's family.
    public var family: RuleID.Family { id.family }

    /// `S4 activation ladder`.
    public var description: String { "\(id) \(title)" }
}
