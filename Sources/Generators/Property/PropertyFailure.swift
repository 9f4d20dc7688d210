import LifecycleRules

/// A property broken at a step of a run: which rule, what happened, and what was expected.
public struct PropertyFailure: Hashable, Sendable {
    /// The rule ID (`S4`, `A1`) or, for a custom property, its name.
    public var rule: String
    /// The rule's title, such as `activation ladder`.
    public var title: String
    /// What happened, in one sentence.
    public var message: String
    /// What was expected, in one sentence.
    public var expected: String
    /// Lines of detail (for example a diff of what a scene shows), printed under the expectation.
    public var details: [String]

    public init(rule: String, title: String, message: String, expected: String, details: [String] = []) {
        self.rule = rule
        self.title = title
        self.message = message
        self.expected = expected
        self.details = details
    }

    /// The rule's ID, or `nil` for a custom property.
    public var ruleID: RuleID? { RuleID(rule) }

    /// The failure of a run for a catalogue rule's finding: its rule, message, expectation and details (the
    /// place is the run's, which its report shows).
    public init(_ finding: Finding) {
        self.init(rule: finding.rule.id.description, title: finding.rule.title, message: finding.message,
                  expected: finding.expected ?? "", details: finding.details)
    }
}
