import LifecycleRules

/// `lifecycle-check rules`: every rule of the catalogue, in ID order, one a line: its ID, its title and where it
/// comes from.
enum RulesCommand {
    /// One header line, then one line per rule of `RuleCatalog.all`.
    static var listing: String {
        func row(_ id: String, _ title: String, _ source: String) -> String {
            id.padding(toLength: 6, withPad: " ", startingAt: 0) + title + (source.isEmpty ? "" : " (\(source))") + "\n"
        }
        var out = row("RULE", "TITLE (SOURCE)", "")
        for rule in RuleCatalog.all { out += row(rule.id.description, rule.title, rule.source) }
        return out
    }
}
