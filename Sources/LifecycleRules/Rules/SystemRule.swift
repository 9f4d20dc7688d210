/// A system rule (S1–S13): its catalogue entry and its check of one trace line.
///
/// Each rule is a caseless enum in `Rules/System/`, named for its ID and title; ``SystemRules`` lists them once, and
/// the catalogue (`RuleCatalog.system`) and the trace checker both read that list.
package protocol SystemRule {
    /// The rule as the catalogue states it.
    static var rule: LifecycleRule { get }

    /// Appends to `out` what `line` breaks, read against the model of the lines before it.
    ///
    /// The model is `inout` only so that it is read where it lies, and a rule never changes it (the checker applies
    /// the line after every rule has read it): Swift copies a struct passed by value out of a variable that is
    /// being changed, here with a retain of every array and string in it, and that copy per line was once the
    /// largest cost of checking a line. A rule reported only with another (S7 with S5) keeps the default,
    /// which checks nothing.
    static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding])
}

extension SystemRule {
    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {}
}

/// The system rules in ID order: the one list of them.
///
/// A new system rule is a new `SystemRule` in `Rules/System/` and one more type here; the catalogue, the options'
/// rule lists, `lifecycle-check rules` and the trace checker follow.
package typealias SystemRules = SystemRuleList<
    S1LaunchFirst, S2ConfigurationOnce, S3ConnectBrackets, S4ActivationLadder, S5NoCallbacksAfterDiscard,
    S6RestorationSurvivesDisconnect, S7DeferredDiscards, S8OneSetOfUICallbacks, S9WindowLimit,
    S10RestorationRequestTiming, S11URLAndActivityDelivery, S12ProcessBracket, S13ForegroundLimit
>

/// A list of system rules, as type parameters, so that checking a line calls each rule directly: the compiler
/// expands ``check(_:_:_:)`` into one static call per rule, with no call through a table.
package struct SystemRuleList<each Rule: SystemRule> {
    private init() {}

    /// The rules, in list order.
    package static var rules: [LifecycleRule] {
        var out: [LifecycleRule] = []
        for rule in repeat (each Rule).rule { out.append(rule) }
        return out
    }

    /// Runs every rule's check on `line`, in list order.
    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        repeat (each Rule).check(line, &model, &out)
    }
}
