import LifecycleRules

extension Explorer.Search {
    /// Whether the budget and the time limit allow another sequence; when they do not, the search is marked
    /// incomplete (and `timedOut` when the time limit stopped it).
    mutating func allows(_ budget: Int) -> Bool {
        lastCheck = events
        guard events < budget else {
            complete = false
            return false
        }
        if let deadline, ContinuousClock.now >= deadline {
            complete = false
            timedOut = true
            return false
        }
        return true
    }

    /// Runs one sequence of the search through a fresh app, counted in `sequences` and `events`, and keeps it as
    /// `found` when `keeps` says its execution is the one sought; returns whether it was kept.
    @MainActor
    mutating func runLeaf(
        _ sequence: [LifecycleEvent], on target: PropertyTarget, depth: Int,
        keeps: (Execution) -> Bool = { $0.failure != nil }
    ) async -> Bool {
        sequences += 1
        events += sequence.count
        RunMonitor.shared.exploring(sequence: sequences, length: depth)
        let execution = await Executor.execute(plain: sequence, on: target)
        guard keeps(execution) else { return false }
        found = execution
        return true
    }

    /// Keeps an execution that fails `rule` (any rule when `nil`) at its last event, `length`: a shortest failure,
    /// as every shorter sequence was run before.
    static func failsAtEnd(_ rule: String?, length: Int) -> (Execution) -> Bool {
        { execution in
            guard let failure = execution.failure else { return false }
            return (rule == nil || failure.rule == rule) && execution.events.count == length
        }
    }
}
