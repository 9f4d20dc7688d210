/// One thing the Info.plist migration lint found: the rule, the key path and a sentence.
///
/// The key path is dotted, with array indexes in brackets
/// (`UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneDelegateClassName`);
/// it is a path in the new Info.plist unless the sentence names the old one.
/// Every value the sentence echoes from a plist is quoted and escaped
/// (``EscapedText/quoted(_:)``), and plist keys in the path are escaped
/// (``EscapedText/controls(_:)``), so a finding is always one line.
import LifecycleTrace
public struct InfoPlistMigrationFinding: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The rule, which gives the ID and the severity.
    public var rule: InfoPlistMigrationRule
    /// Where, as a dotted key path.
    public var keyPath: String
    /// What is wrong and what it does to the app, in one sentence.
    public var sentence: String

    public init(rule: InfoPlistMigrationRule, keyPath: String, sentence: String) {
        self.rule = rule
        self.keyPath = keyPath
        self.sentence = sentence
    }

    /// `P1` … `P13`.
    public var id: RuleID { rule.id }
    /// The rule's severity.
    public var severity: InfoPlistMigrationSeverity { rule.severity }

    /// `ID severity key.path: sentence`, such as
    /// `P1 error UIApplicationSceneManifest: the new Info.plist has no scene manifest: …`.
    public var description: String { "\(rule.id) \(severity.rawValue) \(keyPath): \(sentence)" }

    /// Findings sort by key path, then ID, then sentence: the same findings always print in the same order.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.keyPath != rhs.keyPath { return lhs.keyPath < rhs.keyPath }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.sentence < rhs.sentence
    }
}
