import LifecycleRules

/// Runs generated lifecycles against a target, and shrinks and reports the first failure.
///
/// Deterministic: the same seed and options give the same cases, the same
/// shrunk counterexample and the same report, byte for byte. Case `i`
/// draws from `seed.derived(case: i)`; the case size grows from 1 to
/// `maxEvents` over the first quarter of the run, so short cases come first.
/// Unguided, no case depends on another's draws. Guided (`GeneratorConfiguration.guided`,
/// the default), a guided case depends on the corpus the warm-up and the earlier
/// cases of its epoch built (`GuidanceSchedule`). Either way a shard (`RunOptions.shard`)
/// draws each case it owns exactly as the whole run draws it: guided, it first
/// runs, without reporting, the few earlier cases its corpus is built from. After
/// its first failure it goes on past its block for more shrink starts, as the
/// whole run would, so the shard holding the run's first failing case
/// reports the same counterexample as the whole run.
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
    public func run(_ target: PropertyTarget) async -> RunReport {
        await CheckTurns.exclusively { () async -> RunReport in
            let seed = options.seed ?? Seed.fresh()
            options.onSeed?(seed)
            let generator = EventGenerator(options.generator.adapted(to: target.spec))
            var report = RunReport(
                target: target.name, seed: seed, casesPlanned: options.cases, casesRun: 0, eventsRun: 0,
                regressionsReplayed: 0, coverage: TransitionCoverage(target.spec), lengthHistogram: [:], kindCounts: [:],
                counterexample: nil)

            report.shard = options.shard
            // Cases this run counts; after a failure, later cases (past the shard's block too) are extra shrink starts.
            let owned = options.shard?.range(of: options.cases) ?? 0..<options.cases
            // Regressions are replayed before case 1, so by the shard that owns case 1 (or an empty first shard).
            let firstShard = options.shard.map { $0.index == 1 } ?? true
            for (i, events) in options.regressions.enumerated() where firstShard {
                report.regressionsReplayed += 1
                RunMonitor.shared.enter(.regression(entry: report.regressionsReplayed))
                let execution = await Executor.execute(plain: events, on: target, recordObservations: true)
                if execution.failure != nil {
                    report.firstFailingCase = 0
                    report.counterexample = await counterexample(execution, origin: .regression(i + 1), target: target)
                    return report
                }
            }
            if let path = options.regressionFile, firstShard {
                for entry in RegressionStore(path: path).entries(actionNames: target.spec.userActionNames) where entry.target == target.name {
                    report.regressionsReplayed += 1
                    RunMonitor.shared.enter(.regression(entry: report.regressionsReplayed))
                    let execution = await Executor.execute(plain: entry.events, on: target, recordObservations: true)
                    if execution.failure != nil {
                        report.firstFailingCase = 0
                        report.counterexample = await counterexample(execution, origin: .regressionFile, target: target)
                        return report
                    }
                }
            }

            var legal: [LifecycleEvent] = []
            var weights: [Int] = []
            var guidance = options.generator.guided ? Guidance(schedule: GuidanceSchedule(cases: options.cases)) : nil
            // A guided shard first rebuilds the corpus its cases draw from: the earlier cases it depends on, unreported.
            for range in guidance?.schedule.replayed(before: owned.lowerBound) ?? [] {
                for index in range {
                    _ = await runCase(index, seed: seed, generator: generator, target: target, report: &report,
                                legal: &legal, weights: &weights, guidance: &guidance, counting: false)
                }
            }
            var best: Counterexample?
            var extraStarts = 0
            // The first evidence of nondeterminism any start gave: it stays with the result whichever
            // start's counterexample is kept, so a flaky target is never reported deterministic or proved.
            var flakyEvidence: String?
            for index in owned.lowerBound..<options.cases {
                if best == nil && index >= owned.upperBound { break }
                let outcome = await runCase(index, seed: seed, generator: generator, target: target, report: &report,
                                      legal: &legal, weights: &weights, guidance: &guidance, counting: best == nil)
                guard let (events, failure) = outcome else { continue }
                if let first = best {
                    // More starts for the shrinker: the same rule, shrunk again; keep the shortest.
                    guard failure.rule == first.failure.rule else { continue }
                    extraStarts += 1
                    let execution = await Executor.execute(plain: events, on: target, recordObservations: true)
                    if execution.failure?.rule == first.failure.rule {
                        let other = await counterexample(execution, origin: .generated(case: index + 1), target: target,
                                                   searchingBelow: first.events.count)
                        if case .nondeterministic(let detail) = other.flakiness, flakyEvidence == nil {
                            flakyEvidence = "case \(index + 1): \(detail)"
                        }
                        if other.events.count < first.events.count { best = other }
                    } else if flakyEvidence == nil {
                        let now = execution.failure.map { "failed \($0.rule)" } ?? "passed"
                        flakyEvidence = "case \(index + 1) failed \(failure.rule) when generated but \(now) when replayed"
                    }
                } else {
                    report.firstFailingCase = index + 1
                    let execution = await Executor.execute(plain: events, on: target, recordObservations: true)
                    guard execution.failure?.rule == failure.rule else {
                        let now = execution.failure.map { "failed \($0.rule)" } ?? "passed"
                        report.counterexample = Self.irreproducible(
                            failure, events: events, origin: .generated(case: index + 1), execution: execution,
                            detail: "case \(index + 1) failed \(failure.rule) when generated but \(now) when replayed")
                        return report
                    }
                    best = await counterexample(execution, origin: .generated(case: index + 1), target: target)
                    if case .nondeterministic(let detail) = best!.flakiness { flakyEvidence = detail }
                }
                if flakyEvidence != nil || best!.shrunk.minimality.isProved || extraStarts >= options.extraShrinkStarts {
                    break
                }
            }
            if let evidence = flakyEvidence, var kept = best {
                kept.flakiness = .nondeterministic(detail: evidence)
                if kept.shrunk.minimality.isProved {
                    kept.shrunk.minimality = .notProved(reason: "the target is nondeterministic, so no search can prove it")
                }
                best = kept
            }
            report.counterexample = best
            if let path = options.regressionFile, let c = best {
                do throws(RegressionStoreError) {
                    try RegressionStore(path: path).add(.init(target: target.name, seed: seed, events: c.events, actionNames: target.spec.userActionNames))
                } catch {
                    report.regressionSaveError = error
                }
            }
            return report
        }
    }

    /// A guided run's corpus and schedule.
    struct Guidance {
        let schedule: GuidanceSchedule
        var corpus = GuidedCorpus()
        /// Scratch: the features of the current case, three per event (`GuidanceFeatures`), in event order.
        var features: [Int] = []
        /// Scratch: the utility of the state after each event of the current case.
        var utilities: [Int] = []
    }

    /// Generates and runs case `index`; returns its events and failure if it failed.
    /// Counts into the report only while `counting` (cases after the first failure are extra shrink starts,
    /// and a guided shard's replayed cases are not its own). A guided run's corpus learns from every case.
    private func runCase(
        _ index: Int, seed: Seed, generator: EventGenerator, target: PropertyTarget, report: inout RunReport,
        legal: inout [LifecycleEvent], weights: inout [Int], guidance: inout Guidance?, counting: Bool
    ) async -> ([LifecycleEvent], PropertyFailure)? {
        RunMonitor.shared.enter(.generating(case: index + 1, of: options.cases))
        let caseSeed = seed.derived(case: index)
        var rng = Xoshiro256StarStar(seed: caseSeed.value)
        var enabled = generator.enabledKinds(&rng)
        // A guided case replays a corpus prefix, then draws the rest at random; the others draw as generator v4 does.
        var prefix: [LifecycleEvent] = []
        let length: Int
        if let schedule = guidance?.schedule { guidance!.corpus.prepare(for: index, under: schedule) }
        if let g = guidance, g.schedule.isGuided(index),
           let plan = GuidanceSchedule.plan(from: g.corpus, maxEvents: options.generator.maxEvents, &rng) {
            prefix = plan.prefix
            length = plan.extra
            enabled = .all
        } else {
            length = generator.length(
                size: Self.size(case: index, of: options.cases, maxEvents: options.generator.maxEvents), &rng)
        }
        guidance?.features.removeAll(keepingCapacity: true)
        guidance?.utilities.removeAll(keepingCapacity: true)
        let run = target.makeRun()
        var events: [LifecycleEvent] = []
        var transitions: Set<Int> = []
        var failure: PropertyFailure?
        var next = 0
        var drawn = 0
        while drawn < length {
            var planned: LifecycleEvent?
            while planned == nil && next < prefix.count {
                if run.canSend(prefix[next]) { planned = prefix[next] }
                next += 1
            }
            let event: LifecycleEvent
            if let planned {
                event = planned
            } else {
                legal.removeAll(keepingCapacity: true)
                run.possibleEvents(into: &legal)
                guard let picked = generator.pick(from: legal, enabled: enabled, &rng, weights: &weights) else { break }
                event = picked
                drawn += 1
            }
            if counting {
                report.coverage.record(event, in: run.state)
                transitions.insert(TransitionCoverage.key(event, in: run.state))
                report.kindCounts[event.kind, default: 0] += 1
            }
            events.append(event)
            if guidance != nil {
                let before = run.state
                let held = GuidanceFeatures.targetHoldsData(event, in: run)
                failure = await run.send(event)
                let utility = GuidanceFeatures.append(event, before: before, targetHeldData: held, run: run,
                                                      into: &guidance!.features)
                guidance!.utilities.append(utility)
            } else {
                failure = await run.send(event)
            }
            if failure != nil { break }
        }
        if failure == nil { failure = await run.finish() }
        RunMonitor.shared.executionFinished()
        if guidance != nil {
            guidance!.corpus.learn(from: events, features: guidance!.features,
                                   utilities: guidance!.utilities, case: index)
        }
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
    ///
    /// A target that does not fail the same way on every replay is reported as nondeterministic,
    /// with the replay that differed as evidence, and its result is never called proved.
    func counterexample(
        _ execution: Execution, origin: Counterexample.Origin, target: PropertyTarget, searchingBelow: Int = .max
    ) async -> Counterexample {
        guard let failure = execution.failure else {
            preconditionFailure("only a failing execution has a counterexample")
        }
        var shrunk = await Shrinker(options: options.shrink).shrink(execution, target: target, searchingBelow: searchingBelow)
        let flakiness: Flakiness
        if let replayed = shrunk.replayedFailure {
            let now = replayed.map { "failed \($0.rule)" } ?? "passed"
            flakiness = .nondeterministic(
                detail: "the failing events failed \(failure.rule) and then \(now) when the shrinker replayed them")
        } else {
            flakiness = await Self.checkFlakiness(shrunk.execution, target: target, replays: options.replays,
                                            original: execution)
        }
        if case .nondeterministic = flakiness, shrunk.minimality.isProved {
            shrunk.minimality = .notProved(reason: "the target is nondeterministic, so no search can prove it")
        }
        await Self.recordStorageChanges(of: &shrunk.execution, target: target)
        return Counterexample(failure: shrunk.execution.failure ?? failure, origin: origin,
                              original: execution.plainEvents, shrunk: shrunk, flakiness: flakiness)
    }

    /// Replays the shrunk events once more, recording, so the report's timeline can say what each event stored.
    /// Kept only when the replay ran the same events to the same failure (a nondeterministic app may not).
    static func recordStorageChanges(of execution: inout Execution, target: PropertyTarget) async {
        guard execution.storageChanges.isEmpty, !execution.events.isEmpty else { return }
        let again = await Executor.execute(plain: execution.plainEvents, on: target, recordObservations: true)
        guard again.plainEvents == execution.plainEvents, again.failure == execution.failure else { return }
        execution.storageChanges = again.storageChanges
    }

    /// A counterexample for a failure that did not replay: not shrunk, reported as nondeterministic.
    static func irreproducible(
        _ failure: PropertyFailure, events: [LifecycleEvent], origin: Counterexample.Origin, execution: Execution,
        detail: String
    ) -> Counterexample {
        var kept = execution
        kept.failure = failure
        let shrunk = Shrinker.Result(
            execution: kept, originalLength: events.count, steps: 0, candidates: 0,
            isOneMinimal: false, minimality: .notProved(reason: "the failure did not replay"))
        return Counterexample(failure: failure, origin: origin, original: events, shrunk: shrunk,
                              flakiness: .nondeterministic(detail: detail))
    }

    /// Replays a failing execution `replays` times; every replay must fail the same rule, with the
    /// same message, the same callbacks and the same observable app behaviour (what it stored, what
    /// its scenes showed, what it returned). When `original` (the unshrunk failing execution, with
    /// its observations recorded) is given, it is replayed once more and compared the same way.
    ///
    /// - Returns: `.deterministic` when every replay agreed, else `.nondeterministic` with the first
    ///   difference as evidence.
    public static func checkFlakiness(
        _ execution: Execution, target: PropertyTarget, replays: Int, original: Execution? = nil
    ) async -> Flakiness {
        func describe(_ failure: PropertyFailure?) -> String {
            failure.map { "\($0.rule): \($0.message)" } ?? "no failure"
        }
        var reference: Execution?
        for replay in 1...max(1, replays) {
            RunMonitor.shared.enter(.checkingDeterminism(replay: replay))
            let again = await Executor.execute(plain: execution.plainEvents, on: target, recordObservations: true)
            if again.failure != execution.failure {
                return .nondeterministic(detail: "replay \(replay) " + failureDifference(again.failure, execution.failure))
            }
            // The events that ran (a shrunk execution may have dropped events while it was repaired; its
            // replay runs exactly the ones that remained).
            if again.plainEvents != execution.plainEvents {
                return .nondeterministic(
                    detail: "replay \(replay) ran \(again.events.count) events instead of \(execution.events.count)")
            }
            if let step = zip(again.timeline, execution.timeline).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                return .nondeterministic(detail: "replay \(replay) made different callbacks at event \(step + 1)")
            }
            if again.timeline.count != execution.timeline.count {
                return .nondeterministic(detail: "replay \(replay) made callbacks for \(again.timeline.count) events "
                    + "instead of \(execution.timeline.count)")
            }
            if let reference, let difference = firstDifference(reference.observations, again.observations) {
                return .nondeterministic(detail: "replay \(replay) behaved differently from replay 1: \(difference)")
            }
            if reference == nil { reference = again }
        }
        if let original {
            let again = await Executor.execute(plain: original.plainEvents, on: target, recordObservations: true)
            if again.failure?.rule != original.failure?.rule {
                return .nondeterministic(
                    detail: "the unshrunk case ended with \(describe(again.failure)) when replayed again, "
                        + "instead of \(describe(original.failure))")
            }
            // An empty record means the original was run without recording (a run that records
            // writes at least what didFinishLaunching returned).
            if !original.observations.isEmpty, let difference = firstDifference(original.observations, again.observations) {
                return .nondeterministic(detail: "the unshrunk case behaved differently when replayed again: \(difference)")
            }
        }
        return .deterministic(replays: max(1, replays))
    }

    /// How a replay's failure (`now`) differs from the one it replays (`was`), in words: the headlines when they
    /// differ, else the first part that does (the title, the expectation, a detail line), so the evidence never reads
    /// "X instead of X". Long parts are quoted around their first difference (``differingParts(_:_:)``).
    package nonisolated static func failureDifference(_ now: PropertyFailure?, _ was: PropertyFailure?) -> String {
        func headline(_ failure: PropertyFailure?) -> String {
            failure.map { "\($0.rule): \($0.message)" } ?? "no failure"
        }
        func quoted(_ now: String?, _ was: String?) -> (now: String, was: String) {
            if let now, let was, let (before, after) = differingParts(was, now) { return (after, before) }
            return (now.map { "'\($0)'" } ?? "nothing more", was.map { "'\($0)'" } ?? "nothing more")
        }
        guard let now, let was, now.rule == was.rule, now.message == was.message else {
            return "ended with \(headline(now)) instead of \(headline(was))"
        }
        if now.title != was.title {
            let (a, b) = quoted(now.title, was.title)
            return "ended with \(headline(now)), titled \(a) instead of \(b)"
        }
        if now.expected != was.expected {
            let (a, b) = quoted(now.expected, was.expected)
            return "ended with \(headline(now)), expecting \(a) instead of \(b)"
        }
        let line = zip(now.details, was.details).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(now.details.count, was.details.count)
        let (a, b) = quoted(line < now.details.count ? now.details[line] : nil, line < was.details.count ? was.details[line] : nil)
        return "ended with \(headline(now)), its detail line \(line + 1) \(a) instead of \(b)"
    }

    /// Where two observation records first differ, in words; `nil` when they are equal.
    static func firstDifference(_ a: [Observation], _ b: [Observation]) -> String? {
        guard a != b else { return nil }
        let i = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        var was = i < a.count ? "'\(a[i])'" : "nothing more"
        var now = i < b.count ? "'\(b[i])'" : "nothing more"
        if i < a.count, i < b.count, let (before, after) = differingParts(a[i].description, b[i].description) {
            (was, now) = (before, after)
        }
        return "observation \(i + 1) was \(was), now \(now) (state kept outside the runtime, "
            + "such as a static or a singleton, the clock, or randomness)"
    }

    /// The longest text `firstDifference` quotes whole.
    package nonisolated static let longestQuotedObservation = 100

    /// Where two long descriptions first differ, each quoted from a little before that place to a little after it
    /// (`'…draft = json {"text": "b"…'`); `nil` when both are short enough to quote whole or their texts are equal
    /// (values equal in text but not in value are quoted whole).
    package nonisolated static func differingParts(_ a: String, _ b: String) -> (String, String)? {
        guard a != b, max(a.count, b.count) > longestQuotedObservation else { return nil }
        let x = Array(a), y = Array(b)
        var start = 0
        while start < x.count, start < y.count, x[start] == y[start] { start += 1 }
        let context = 24, shown = 40
        let from = max(0, start - context)
        func excerpt(_ characters: [Character]) -> String {
            let to = min(characters.count, start + shown)
            let head = from > 0 ? "…" : ""
            let tail = to < characters.count ? "…" : ""
            return "'" + head + String(characters[from..<to]) + tail + "' (character \(start + 1) of \(characters.count))"
        }
        return (excerpt(x), excerpt(y))
    }
}
