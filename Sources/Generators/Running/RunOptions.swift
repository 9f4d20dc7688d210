import LifecycleRules

/// How many cases to run, from which seed, how to shrink, and where to keep failing seeds.
public struct RunOptions: Sendable {
    /// Cases to run.
    public var cases: Int
    /// The run's seed; `nil` draws a fresh one (and reports it before the first case).
    public var seed: Seed?
    /// How events are drawn.
    public var generator: GeneratorConfiguration
    /// How failures are shrunk.
    public var shrink: Shrinker.Options
    /// How often the shrunk case is replayed to check it fails the same way (flakiness check).
    public var replays: Int
    /// When a shrunk failure is not proved minimal, how many more failing cases of the same rule to
    /// generate and shrink, keeping the shortest (escapes a shrinker's local minimum).
    public var extraShrinkStarts: Int
    /// A file of failing sequences to replay first and to add new failures to; `nil` for none.
    public var regressionFile: String?
    /// Sequences to replay before the regression file and the generated cases, such as the events a report printed
    /// under "Regression test:". A failing one is reported (shrunk) as any failure is; a sequence whose events are no
    /// longer legal loses them, as a regression file's entry does.
    ///
    /// ```swift
    /// let events: [LifecycleEvent] = [.openURL(.newWindow, payload: 0)]
    /// await expectMigrationKeepsBehaviour(pair, options: MigrationOptions(run: RunOptions(regressions: [events])))
    /// ```
    public var regressions: [[LifecycleEvent]] = []
    /// Called with the seed before the first case runs, so a crash still leaves a replay line.
    public var onSeed: (@Sendable (Seed) -> Void)?
    /// Called after each case with its record (for JSON lines per case).
    public var onCase: (@Sendable (CaseRecord) -> Void)?
    /// The seconds one execution (a case, a shrink candidate, a proof's sequence) may take before the
    /// app is reported as hung and the process ends (`nil`: no deadline). Checked by
    /// `LifecycleConformance.check`; see `RunMonitor`.
    public var deadline: Double? = RunMonitor.defaultDeadline
    /// Called as the run moves on (cases, shrinking, proof), for progress displays. Never part of a report.
    public var onProgress: (@Sendable (RunPhase) -> Void)?
    /// The part of the run's cases to run, or `nil` for all of them. A shard runs exactly the cases the
    /// whole run draws at the indices it owns (`Shard.range(of:)` of `cases`), guided or not; see `PropertyRunner`.
    public var shard: Shard?

    public init(
        cases: Int = RunProfile.ci.cases, seed: Seed? = nil,
        generator: GeneratorConfiguration = GeneratorConfiguration(maxEvents: RunProfile.ci.maxEvents),
        shrink: Shrinker.Options = Shrinker.Options(), replays: Int = 3, extraShrinkStarts: Int = 3,
        regressionFile: String? = nil, regressions: [[LifecycleEvent]] = [],
        onSeed: (@Sendable (Seed) -> Void)? = nil, onCase: (@Sendable (CaseRecord) -> Void)? = nil
    ) {
        precondition(cases >= 1, "a run needs at least one case, got \(cases)")
        self.cases = cases
        self.seed = seed
        self.generator = generator
        self.shrink = shrink
        self.replays = replays
        self.extraShrinkStarts = extraShrinkStarts
        self.regressionFile = regressionFile
        self.regressions = regressions
        self.onSeed = onSeed
        self.onCase = onCase
    }
}

/// One case of a run, as the per-case JSON line reports it.
public struct CaseRecord: Hashable, Sendable {
    public var index: Int
    public var seed: Seed
    public var length: Int
    public var transitions: Int
    /// `nil` when the case passed, else the rule ID it broke.
    public var failedRule: String?

    /// `{"case":3,"seed":"0x…","length":12,"transitions":9,"outcome":"passed"}`.
    public var jsonLine: String {
        let outcome = failedRule.map { "\"failed\",\"rule\":\"\(JSONText.escape($0))\"" } ?? "\"passed\""
        return "{\"case\":\(index),\"seed\":\"\(seed)\",\"length\":\(length),\"transitions\":\(transitions),\"outcome\":\(outcome)}"
    }
}
