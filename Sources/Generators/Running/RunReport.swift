import LifecycleRules

/// Whether the shrunk case failed the same way every time it was replayed.
public enum Flakiness: Hashable, Sendable {
    /// Every replay failed the same rule with the same message and callbacks.
    case deterministic(replays: Int)
    /// A replay differed: the delegate is nondeterministic. `detail` says where.
    case nondeterministic(detail: String)
}

/// A failure found by a run, shrunk, checked for flakiness.
public struct Counterexample: Sendable {
    /// Where the failing sequence came from.
    public enum Origin: Hashable, Sendable {
        /// Generated case number n (1-based).
        case generated(case: Int)
        /// Replayed from the regression file.
        case regressionFile
        /// Replayed from `RunOptions.regressions`, the sequence at this 1-based position.
        case regression(Int)
        /// Found by the bounded exhaustive exploration.
        case exhaustiveSearch
    }

    /// The failure of the shrunk sequence.
    public var failure: PropertyFailure
    /// Where the failing sequence came from.
    public var origin: Origin
    /// The sequence as generated (up to the failing event).
    public var original: [LifecycleEvent]
    /// The shrink result.
    public var shrunk: Shrinker.Result
    /// Whether the shrunk case fails the same way on every replay.
    public var flakiness: Flakiness
    /// What the shrunk events did alone in a new process, for a check isolated in worker processes; `nil` when
    /// they were not run there.
    public var confirmation: NewProcessConfirmation? = nil

    /// The shrunk events.
    public var events: [LifecycleEvent] { shrunk.events }
}

/// The outcome of a property run: seed, counts, coverage, and the counterexample if one was found.
public struct RunReport: Sendable {
    /// The target's name.
    public var target: String
    /// The run's seed.
    public var seed: Seed
    /// The cases planned.
    public var casesPlanned: Int
    /// The cases run (up to and including a failing one).
    public var casesRun: Int
    /// The events sent in generated cases.
    public var eventsRun: Int
    /// Sequences replayed from the regression file before the generated cases.
    public var regressionsReplayed: Int
    /// Transitions exercised.
    public var coverage: TransitionCoverage
    /// Case lengths: how many cases had each length.
    public var lengthHistogram: [Int: Int]
    /// How many events of each kind were sent.
    public var kindCounts: [LifecycleEvent.Kind: Int]
    /// The failure, shrunk, or `nil` when every case passed.
    public var counterexample: Counterexample?
    /// Why the failure could not be added to the regression file, or `nil` (saved, already there, or no file).
    /// The reports print it as a warning: the entry is not in the file.
    public var regressionSaveError: RegressionStoreError? = nil
    /// The shard this report covers, or `nil` for a whole run.
    public var shard: Shard? = nil
    /// The 1-based index of the first case that failed (0: a sequence of the regression file), or `nil`
    /// when none did. The counterexample may come from a later case that shrank shorter.
    public var firstFailingCase: Int? = nil

    /// Whether every case passed.
    public var passed: Bool { counterexample == nil }
}
