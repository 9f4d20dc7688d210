/// A migration rule an app breaks (M2, M3): what happened, what was expected, and where or how to see it.
public struct MigrationFinding: Hashable, Sendable, CustomStringConvertible {
    /// The rule broken.
    public var rule: MigrationRule
    /// What happened, in one sentence.
    public var message: String
    /// What was expected, in one sentence.
    public var expected: String
    /// Lines of detail: the two stories and their callbacks (M3), the file and line (M2).
    public var details: [String]

    public init(rule: MigrationRule, message: String, expected: String, details: [String] = []) {
        self.rule = rule
        self.message = message
        self.expected = expected
        self.details = details
    }

    /// The finding as report lines: `M3 cold-start delivery handled: …`, the expectation, the details.
    public var description: String {
        (["\(rule.id) \(rule.title): \(message)", "  Expected: \(expected)"] + details.map { "  \($0)" })
            .joined(separator: "\n")
    }
}
