import Foundation
import LifecycleRules

/// Checks an app's delegates against every lifecycle rule: the one entry point for a user's test.
///
/// ```swift
/// @MainActor @Test func notesConform() async {
///     let report = await LifecycleConformance.check(notesApp, options: ConformanceOptions(device: .pad))
///     #expect(report.passed, "\(report.text)")
/// }
/// ```
/// `LifecycleTesting` wraps this as `expectLifecycleConformance(_:)` (Swift Testing) and
/// `XCTAssertLifecycleConformance(_:)` (XCTest), which fail at the caller with the report.
@MainActor
public enum LifecycleConformance {
    /// The property target for an app: runs of the reference runtime with the app's delegates,
    /// checked against the chosen system and app rules after every event.
    public static func target(_ app: AppUnderTest, options: ConformanceOptions) -> PropertyTarget {
        target(app, options: options, payloadCount: SpecConfiguration().payloadCount)
    }

    /// The property target with `payloadCount` payloads of each kind in the alphabet and at most
    /// `maxLiveSessions` windows alive at once.
    static func target(_ app: AppUnderTest, options: ConformanceOptions, payloadCount: Int,
                       maxLiveSessions: Int = SpecConfiguration().maxLiveSessions, reach: DeliveryReach? = nil) -> PropertyTarget {
        var spec = SpecConfiguration(device: options.device, mode: options.mode, options: options.specOptions,
                                     maxLiveSessions: maxLiveSessions, payloadCount: payloadCount)
        spec.userActionCount = app.userActions.count
        spec.userActionNames = app.userActions.map(\.name)
        spec.deliveries = app.payloads.deliveries
        spec.handoffExcludedPayloads = app.payloads.handoffExcludedPayloads(
            payloadCount: payloadCount, declaredTypes: app.manifest?.userActivityTypes ?? [])
        if let manifest = app.manifest { spec.supportsMultipleScenes = manifest.supportsMultipleScenes }
        let systemIDs = options.systemRuleIDs
        let appIDs = options.appRuleIDs
        let allSystem = systemIDs.count == RuleCatalog.system.count
        let traps = options.knownTraps
        return PropertyTarget(name: app.name, spec: spec) {
            let runtime = app.makeRuntime(spec)
            reach?.attach(to: runtime)
            let run = SystemRulesRun(runtime: runtime, appRules: AppRulesMonitor(rules: appIDs),
                                     systemRules: allSystem ? nil : systemIDs)
            guard let traps else { return run }
            return TrapGuardedRun(run, records: traps)
        }
    }

    /// Runs the check and returns the report (text for people, JSON for tools).
    ///
    /// Deterministic for a given seed, except for how far a proof of minimality stopped by its time limit
    /// (`Shrinker.Options.proofTimeLimit`) got. With `exhaustiveDepth`, every legal
    /// lifecycle up to that depth is run first, and a failure there is
    /// shrunk and reported like a random one. With `options.run.shard`, only
    /// the shard's part of the cases (and of the exhaustive search) is run.
    /// While it runs, `RunMonitor` holds its seed and replay line: an execution that overruns
    /// `options.run.deadline` ends the process with a note saying where the app hung, and a trap
    /// leaves a note saying where it trapped, both with the replay line.
    ///
    /// Options that name no seed take `LIFECYCLE_SEED` when it is set, else a fresh seed, so the default replay
    /// line replays a check that drew its seed; a seed written in the options is kept.
    ///
    /// - Parameter replayCommand: the command a failure's report prints to replay it, given the seed;
    ///   by default `LIFECYCLE_SEED=<seed> swift test`.
    public static func check(_ app: AppUnderTest, options: ConformanceOptions = ConformanceOptions(),
                             replayCommand: (@Sendable (Seed) -> String)? = nil) async -> ConformanceReport {
                                 await CheckTurns.exclusively { () async -> ConformanceReport in
            var options = options
            let command = replayCommand ?? { "LIFECYCLE_SEED=\($0) swift test" }
            let seed = beginMonitoring(&options.run, replayCommand: command)
            defer { RunMonitor.shared.end() }
            let reach = DeliveryReach()
            let target = self.target(app, options: options, payloadCount: SpecConfiguration().payloadCount, reach: reach)
            let runner = PropertyRunner(options: options.run)
            var exploration: Explorer.Report?
            if let depth = options.exhaustiveDepth {
                exploration = await Explorer.explore(target, depth: depth, shard: options.run.shard)
            }
            var report: RunReport
            if let failing = exploration?.failingEvents {
                report = RunReport(target: app.name, seed: seed, casesPlanned: 0, casesRun: 0, eventsRun: 0,
                                   regressionsReplayed: 0, coverage: TransitionCoverage(target.spec), lengthHistogram: [:],
                                   kindCounts: [:], counterexample: nil)
                let execution = await Executor.execute(plain: failing, on: target, recordObservations: true)
                if let failure = exploration?.failure {
                    if execution.failure?.rule == failure.rule {
                        report.counterexample = await runner.counterexample(execution, origin: .exhaustiveSearch, target: target)
                    } else {
                        let now = execution.failure.map { "failed \($0.rule)" } ?? "passed"
                        report.counterexample = PropertyRunner.irreproducible(
                            failure, events: failing, origin: .exhaustiveSearch, execution: execution,
                            detail: "the exhaustive search saw \(failure.rule) but the sequence \(now) when replayed")
                    }
                }
            } else {
                report = await runner.run(target)
            }
            var conformance = ConformanceReport(run: report, spec: target.spec, exploration: exploration, replayCommand: command)
            // Judged where deliveries reach scenes (the scene lifecycle), for what the app declares it can be sent
            // (the generic `.standard` catalog stands in for an app that declares nothing).
            if report.counterexample != nil, !app.sourceFiles.isEmpty {
                conformance.relatedFindings = relatedFindings(in: app.sourceFiles, usesScenes: target.spec.usesScenes)
            }
            if report.counterexample == nil, options.run.shard == nil, target.spec.usesScenes, app.payloads != .standard {
                conformance.health = HealthProblem.problems(of: reach, payloads: app.payloads,
                                                            suppressed: options.suppressedHealthChecks)
            }
            return conformance
                                 }
    }

    /// What the M2 lint finds in the app's files, one line each, or why it could not read them.
    static func relatedFindings(in files: [String], usesScenes: Bool) -> [String] {
        guard usesScenes else { return [] }
        do {
            return try AppDelegateWorkLint.findings(inFiles: files, usesScenes: true).map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    /// Fixes the run's seed (see `seedForUnseededRun`) and hands `RunMonitor` the seed and replay line, so a hang
    /// or a trap leaves them; the caller ends the monitoring. Returns the seed.
    static func beginMonitoring(_ run: inout RunOptions, replayCommand: (Seed) -> String) -> Seed {
        let seed = run.seed ?? seedForUnseededRun(environment: ProcessInfo.processInfo.environment) { note in
            FileHandle.standardError.write(Data(note.utf8))
        }
        run.seed = seed
        RunMonitor.shared.begin(
            context: "Seed \(seed), generator v\(EventGenerator.version)\nReplay: \(replayCommand(seed))\n",
            deadline: run.deadline, progress: run.onProgress)
        return seed
    }
}

extension LifecycleConformance {
    /// The seed of a check whose options name none: `LIFECYCLE_SEED` when it is set, else a fresh one.
    ///
    /// The default replay line of `check` and `checkMigration` is `LIFECYCLE_SEED=<seed> swift test`, so a check
    /// that drew its seed must take it from there to replay. A seed written in the options is kept, whatever the
    /// variable says, so a replay line from another test leaves such checks as they are. A malformed value is
    /// reported through `note` (the variable, its value, what it must be) and a fresh seed is drawn.
    package static func seedForUnseededRun(environment: [String: String], note: (String) -> Void) -> Seed {
        guard let raw = environment["LIFECYCLE_SEED"], !raw.isEmpty else { return Seed.fresh() }
        if let seed = Seed(parsing: raw) { return seed }
        let fresh = Seed.fresh()
        note("LIFECYCLE_SEED=\(raw) is not a seed (1 to 16 hex digits, such as 0x2A); this check drew \(fresh) instead\n")
        return fresh
    }
}

/// The outcome of a conformance check.
public struct ConformanceReport: Sendable {
    /// The property run's report.
    public var run: RunReport
    /// The specification configuration the app ran under.
    public var spec: SpecConfiguration
    /// The exhaustive exploration, if one was asked for.
    public var exploration: Explorer.Report?
    let replayCommand: @Sendable (Seed) -> String
    /// The health checks the run did not pass (`HealthCheck`): those of what a passing run's deliveries reached, and
    /// `stateFromEarlierRuns` for a failure an isolated check did not see again in a new process.
    public internal(set) var health: [HealthProblem] = []
    /// For a failing run of an app that names its `sourceFiles`: what the M2 lint finds in them, one line each.
    public internal(set) var relatedFindings: [String] = []
    /// For a failing migration check: what kind of mistake the difference is, and where the work belongs.
    public internal(set) var migrationDiagnosis: MigrationDiagnosis?
    /// For a migration check that declares accepted differences: each, with the number of stories that accepted it.
    public internal(set) var acceptedDifferences: [AcceptedDifferenceUse] = []

    init(run: RunReport, spec: SpecConfiguration, exploration: Explorer.Report?, replayCommand: @escaping @Sendable (Seed) -> String) {
        self.run = run
        self.spec = spec
        self.exploration = exploration
        self.replayCommand = replayCommand
    }

    /// Whether every rule held and the run passed its health checks.
    public var passed: Bool { run.passed && health.isEmpty }

    /// The readable report: rule, timeline, seed, replay line and regression snippet on failure; a run that passed
    /// every rule but not its health checks says which first.
    public var text: String {
        var out = CounterexampleReport(run, spec: spec, replayCommand: replayCommand, health: health,
                                       diagnosis: migrationDiagnosis, accepted: acceptedDifferences).text
        if !relatedFindings.isEmpty {
            out += "Related: the app's files have work UIKit never runs in an app with scenes, which may explain it:\n"
            for finding in relatedFindings { out += "  \(finding)\n" }
        }
        if let e = exploration, e.failure == nil {
            let part = run.shard.map { "shard \($0)'s part of " } ?? ""
            out += "Exhaustive: \(part)every lifecycle up to \(e.depth) events (\(e.sequences) sequences, "
                + "\(e.distinctStates) distinct states)\(e.complete ? "" : ", stopped by its budget")\n"
        }
        return out
    }

    /// The same report as one JSON object.
    public var json: String {
        CounterexampleReport(run, spec: spec, replayCommand: replayCommand, health: health, diagnosis: migrationDiagnosis,
                             accepted: acceptedDifferences).json
    }
}
