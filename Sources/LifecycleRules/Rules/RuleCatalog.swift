/// The registry of every rule, in ID order: the list CONFORMANCE.md is checked against.
public enum RuleCatalog {
    /// The system rules S1–S13, checked on traces.
    public static let system: [LifecycleRule] = [
        S1LaunchFirst.rule, S2ConfigurationOnce.rule, S3ConnectBrackets.rule, S4ActivationLadder.rule,
        S5NoCallbacksAfterDiscard.rule, S6RestorationSurvivesDisconnect.rule, S7DeferredDiscards.rule,
        S8OneSetOfUICallbacks.rule, S9WindowLimit.rule, S10RestorationRequestTiming.rule,
        S11URLAndActivityDelivery.rule, S12ProcessBracket.rule, S13ForegroundLimit.rule,
    ]

    /// The app rules A1–A13, checked by driving a delegate implementation through the runtime.
    public static var app: [LifecycleRule] { AppRulesMonitor.rules }

    /// Every rule of the catalogue, system rules first, each group in ID order.
    public static let all: [LifecycleRule] = system + app

    /// The rule with this ID (`S4`), or `nil`.
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
