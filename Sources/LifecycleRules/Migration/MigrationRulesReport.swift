/// What the migration rules that need only the migrated app (M2, M3) found.
public struct MigrationRulesReport: Hashable, Sendable {
    /// The app checked.
    public var app: String
    /// The rules that were checked: M3 always, M2 when source files were given.
    public var checked: [MigrationRule]
    /// What broke them, M2's first (at source lines, in source order), then M3's (at the delivery that launched
    /// the app, event 1 of its cold start).
    public var findings: [Finding]

    public init(app: String, checked: [MigrationRule], findings: [Finding]) {
        self.app = app
        self.checked = checked
        self.findings = findings
    }

    /// Whether every checked rule held.
    public var passed: Bool { findings.isEmpty }

    /// The report for people: each finding, or one line saying which rules held.
    public var text: String {
        let rules = checked.map(\.id.description).joined(separator: ", ")
        guard !findings.isEmpty else { return "\(app): migration rules \(rules) hold\n" }
        return findings.map(\.description).joined(separator: "\n") + "\n"
            + "\(app): \(findings.count) migration rule " + (findings.count == 1 ? "finding" : "findings")
            + " (checked \(rules))\n"
    }
}
