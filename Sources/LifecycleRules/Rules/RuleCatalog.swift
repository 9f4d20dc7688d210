/// The registry of every rule, in ID order: what `lifecycle-check rules`, the options' rule lists and CONFORMANCE.md's
/// tables are checked against.
public enum RuleCatalog {
    /// The system rules S1–S13, checked on traces.
    public static let system: [LifecycleRule] = SystemRules.rules

    /// The app rules A1–A13, checked by driving a delegate implementation through the runtime.
    public static var app: [LifecycleRule] { AppRulesMonitor.rules }

    /// The migration rules M1–M3, as `MigrationRule` declares them.
    public static let migration: [LifecycleRule] = MigrationRule.allCases.map(\.rule)

    /// The Info.plist migration lint's rules P1–P13, as `InfoPlistMigrationRule` declares them: a P rule's one line
    /// is its title and its sentence.
    public static let infoPlist: [LifecycleRule] = InfoPlistMigrationRule.allCases.map(\.rule)

    /// The rules a conformance check or a trace replay checks, and so the IDs `LIFECYCLE_RULES` and the options'
    /// `only` and `skip` may name: S1–S13 and A1–A13.
    public static let conformance: [LifecycleRule] = system + app

    /// Every rule of the catalogue, in ID order: system, app, migration, then Info.plist lint rules.
    public static let all: [LifecycleRule] = system + app + migration + infoPlist

    /// The rule with this ID (`S4`, `M2`, `P13`), or `nil`.
    public static func rule(_ id: RuleID) -> LifecycleRule? { all.first { $0.id == id } }

    /// The IDs of `rules` as a reader writes a range: `S1…S13, A1…A13`, each family from its first ID to its last.
    public static func ranges(of rules: [LifecycleRule] = all) -> String {
        var out: [String] = []
        var start = 0
        for index in rules.indices where index + 1 == rules.count || rules[index + 1].family != rules[index].family {
            out.append(start == index ? "\(rules[index].id)" : "\(rules[start].id)…\(rules[index].id)")
            start = index + 1
        }
        return out.joined(separator: ", ")
    }
}
