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

/// What goes through the list of system rules, one rule type at a time (``SystemRules/visitAll(_:)``).
package protocol SystemRuleVisitor {
    mutating func visit<Rule: SystemRule>(_ rule: Rule.Type)
}

/// The system rules in ID order: the one list of them.
///
/// A new system rule is a new `SystemRule` in `Rules/System/` and one more line in ``visitAll(_:)``; the catalogue,
/// the options' rule lists, `lifecycle-check rules` and the trace checker follow.
package enum SystemRules {
    /// Shows `visitor` each system rule's type, in ID order.
    ///
    /// Generic over the visitor, so the trace checker's visitor is specialized here and each rule's check is a
    /// direct call, inlined where the compiler sees fit, with no call through a table.
    @inline(__always)
    package static func visitAll<Visitor: SystemRuleVisitor>(_ visitor: inout Visitor) {
        visitor.visit(S1LaunchFirst.self)
        visitor.visit(S2ConfigurationOnce.self)
        visitor.visit(S3ConnectBrackets.self)
        visitor.visit(S4ActivationLadder.self)
        visitor.visit(S5NoCallbacksAfterDiscard.self)
        visitor.visit(S6RestorationSurvivesDisconnect.self)
        visitor.visit(S7DeferredDiscards.self)
        visitor.visit(S8OneSetOfUICallbacks.self)
        visitor.visit(S9WindowLimit.self)
        visitor.visit(S10RestorationRequestTiming.self)
        visitor.visit(S11URLAndActivityDelivery.self)
        visitor.visit(S12ProcessBracket.self)
        visitor.visit(S13ForegroundLimit.self)
    }

    /// The rules, in ID order.
    package static var rules: [LifecycleRule] {
        struct Collect: SystemRuleVisitor {
            var rules: [LifecycleRule] = []
            mutating func visit<Rule: SystemRule>(_ rule: Rule.Type) { rules.append(Rule.rule) }
        }
        var collect = Collect()
        visitAll(&collect)
        return collect.rules
    }

    /// Runs every rule's check on `line`, in ID order, against `model`, appending to `out`.
    @inline(__always)
    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        withUnsafePointer(to: line) { line in
            withUnsafeMutablePointer(to: &model) { model in
                withUnsafeMutablePointer(to: &out) { out in
                    var check = LineCheck(line: line, model: model, out: out)
                    visitAll(&check)
                }
            }
        }
    }

    /// Checks one line with each rule it visits; it points at the line, the model and the findings rather than
    /// holding copies, which would copy the model for every line.
    private struct LineCheck: SystemRuleVisitor {
        let line: UnsafePointer<TraceLine>
        let model: UnsafeMutablePointer<TraceModel>
        let out: UnsafeMutablePointer<[Finding]>

        @inline(__always)
        mutating func visit<Rule: SystemRule>(_ rule: Rule.Type) {
            Rule.check(line.pointee, &model.pointee, &out.pointee)
        }
    }
}
