import LifecycleSpec

/// Runs generated lifecycles against a target, and shrinks and reports the first failure.
///
/// Deterministic: the same seed and options give the same cases, the same
/// shrunk counterexample and the same report, byte for byte. Case `i`
/// draws from `seed.derived(case: i)`; the case size grows from 1 to
/// `maxEvents` over the first quarter of the run, so short cases come first.
@MainActor
public struct PropertyRunner {
    public let options: RunOptions

    public init(options: RunOptions = RunOptions()) {
        self.options = options
    }

    /// The largest length case `index` (0-based) of `cases` may have.
    public static func size(case index: Int, of cases: Int, maxEvents: Int) -> Int {
        let ramp = max(1, cases / 4)
        return max(1, min(maxEvents, ((index + 1) * maxEvents + ramp - 1) / ramp))
    }

    /// Runs the target: regressions first, then the generated cases, stopping at the first failure.
    public func run(_ target: PropertyTarget) -> RunReport {
        let seed = options.seed ?? Seed.fresh()
        options.onSeed?(seed)
        let generator = EventGenerator(options.generator)
        var report = RunReport(
            target: target.name, seed: seed, casesPlanned: options.cases, casesRun: 0, eventsRun: 0,
            regressionsReplayed: 0, coverage: TransitionCoverage(target.spec), lengthHistogram: [:], kindCounts: [:],
            counterexample: nil)

        if let path = options.regressionFile {
            for entry in RegressionStore(path: path).entries() where entry.target == target.name {
                report.regressionsReplayed += 1
                let execution = Executor.execute(plain: entry.events, on: target)
                if execution.failure != nil {
                    report.counterexample = counterexample(execution, origin: .regressionFile, target: target)
                    return report
                }
            }
        }

        var legal: [LifecycleEvent] = []
        var weights: [Int] = []
        var best: Counterexample?
        var extraStarts = 0
        for index in 0..<options.cases {
            let outcome = runCase(index, seed: seed, generator: generator, target: target, report: &report,
                                  legal: &legal, weights: &weights, counting: best == nil)
            guard let (events, failure) = outcome else { continue }
            if let first = best {
                // More starts for the shrinker: the same rule, shrunk again; keep the shortest.
                guard failure.rule == first.failure.rule else { continue }
                extraStarts += 1
                let execution = Executor.execute(plain: events, on: target)
                if execution.failure?.rule == first.failure.rule {
                    let other = counterexample(execution, origin: .generated(case: index + 1), target: target,
                                               searchingBelow: first.events.count)
                    if other.events.count < first.events.count { best = other }
                }
            } else {
                let execution = Executor.execute(plain: events, on: target)
                guard execution.failure != nil else {
                    let detail = "case \(index + 1) failed \(failure.rule) when generated but passed when replayed"
                    let shrunk = Shrinker.Result(
                        execution: execution, originalLength: events.count, steps: 0, candidates: 0,
                        isOneMinimal: false, minimality: .notProved(reason: "the failure did not replay"))
                    report.counterexample = Counterexample(
                        failure: failure, origin: .generated(case: index + 1), original: events, shrunk: shrunk,
                        flakiness: .nondeterministic(detail: detail))
                    return report
                }
                best = counterexample(execution, origin: .generated(case: index + 1), target: target)
            }
            if best!.shrunk.minimality.isProved || extraStarts >= options.extraShrinkStarts { break }
        }
        report.counterexample = best
        if let path = options.regressionFile, let c = best {
            do {
                try RegressionStore(path: path).add(.init(target: target.name, seed: seed, events: c.events))
            } catch {
                report.regressionSaveError = error
            }
        }
        return report
    }

    /// Generates and runs case `index`; returns its events and failure if it failed.
    /// Counts into the report only while `counting` (cases after the first failure are extra shrink starts).
    private func runCase(
        _ index: Int, seed: Seed, generator: EventGenerator, target: PropertyTarget, report: inout RunReport,
        legal: inout [LifecycleEvent], weights: inout [Int], counting: Bool
    ) -> ([LifecycleEvent], PropertyFailure)? {
        let caseSeed = seed.derived(case: index)
        var rng = Xoshiro256StarStar(seed: caseSeed.value)
        let enabled = generator.enabledKinds(&rng)
        let length = generator.length(
            size: Self.size(case: index, of: options.cases, maxEvents: options.generator.maxEvents), &rng)
        let run = target.makeRun()
        var events: [LifecycleEvent] = []
        var transitions: Set<Int> = []
        var failure: PropertyFailure?
        for _ in 0..<length {
            legal.removeAll(keepingCapacity: true)
            run.specification.legalEvents(in: run.state, into: &legal)
            guard let event = generator.pick(from: legal, enabled: enabled, &rng, weights: &weights) else { break }
            if counting {
                report.coverage.record(event, in: run.state)
                transitions.insert(TransitionCoverage.key(event, in: run.state))
                report.kindCounts[event.kind, default: 0] += 1
            }
            events.append(event)
            failure = run.send(event)
            if failure != nil { break }
        }
        if failure == nil { failure = run.finish() }
        if counting {
            report.casesRun += 1
            report.eventsRun += events.count
            report.lengthHistogram[events.count, default: 0] += 1
            options.onCase?(CaseRecord(index: index + 1, seed: caseSeed, length: events.count,
                                       transitions: transitions.count, failedRule: failure?.rule))
        }
        return failure.map { (events, $0) }
    }

    /// Shrinks a failing execution and checks the result for flakiness.
    func counterexample(
        _ execution: Execution, origin: Counterexample.Origin, target: PropertyTarget, searchingBelow: Int = .max
    ) -> Counterexample {
        let shrunk = Shrinker(options: options.shrink).shrink(execution, target: target, searchingBelow: searchingBelow)
        let flakiness = Self.checkFlakiness(shrunk.execution, target: target, replays: options.replays)
        return Counterexample(failure: shrunk.execution.failure!, origin: origin,
                              original: execution.plainEvents, shrunk: shrunk, flakiness: flakiness)
    }

    /// Replays a failing execution `replays` times; every replay must fail the same rule, with the
    /// same message and the same callbacks.
    public static func checkFlakiness(_ execution: Execution, target: PropertyTarget, replays: Int) -> Flakiness {
        for replay in 1...max(1, replays) {
            let again = Executor.execute(plain: execution.plainEvents, on: target)
            if again.failure != execution.failure {
                let was = execution.failure.map { "\($0.rule): \($0.message)" } ?? "no failure"
                let now = again.failure.map { "\($0.rule): \($0.message)" } ?? "no failure"
                return .nondeterministic(detail: "replay \(replay) ended with \(now) instead of \(was)")
            }
            if let step = zip(again.timeline, execution.timeline).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                return .nondeterministic(detail: "replay \(replay) made different callbacks at event \(step + 1)")
            }
        }
        return .deterministic(replays: max(1, replays))
    }
}
