import LifecycleRules

/// Whether a shrunk failure is worth a proof of minimality, asked before the search: a worker of an isolated check
/// first runs the failure's events alone in a new process (`NewProcessConfirmation`), and a failure they do not
/// show there came from what earlier runs left in the worker. Its proof would only run thousands more lifecycles
/// through that state, the slowest of all when what piles up is observers, so it is left out: the report fails
/// `HealthCheck.stateFromEarlierRuns` anyway.
@MainActor
package enum ProofGate {
    /// Whether the events fail the rule alone in a new process; unset (every proof runs) outside a worker.
    package static var failsAlone: (([LifecycleEvent], String) async -> Bool)? {
        didSet { answers = [:] }
    }
    /// The answers so far, by rule and events: a worker may shrink the same failure from more than one start.
    private static var answers: [String: Bool] = [:]

    /// Whether the proof of `events`, a 1-minimal failure of `rule` of `target`, runs. A trap, an exit or a hang
    /// is not asked about: it would end (or stop) the new process too, and its worker already ran it in one.
    package static func admits(_ events: [LifecycleEvent], rule: String, target: PropertyTarget) async -> Bool {
        guard let failsAlone, !TrapEnding.isEnding(rule) else { return true }
        let key = rule + "|" + events.map { $0.description(actionNames: target.spec.userActionNames) }.joined(separator: ",")
        if let known = answers[key] { return known }
        let admitted = await failsAlone(events, rule)
        answers[key] = admitted
        return admitted
    }
}
