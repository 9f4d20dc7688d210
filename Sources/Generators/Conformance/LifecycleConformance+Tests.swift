import Foundation
import LifecycleRules

extension LifecycleConformance {
    /// What the Swift Testing and XCTest entry points share: options from code and environment, the
    /// seed and replay line printed before the first case, and the check.
    ///
    /// The options given in code (or, without them, the device and mode) are the base;
    /// `EnvironmentSettings` put in what the environment sets, so a printed replay line reproduces
    /// the run whatever the test passes. Before the first case, two lines go to `announce` (the
    /// entry points print them): the app, budget and seed, and the replay line, so a run that traps
    /// or is killed still leaves its seed. Deterministic for a given seed, except for how far a proof stopped by its
    /// time limit got.
    ///
    /// - Parameters:
    ///   - filter: a `swift test --filter` pattern that selects the calling test.
    ///   - worker: how to run the calling test again in a child process, for `CheckIsolation.process`;
    ///     `nil` runs the check in this process whatever the options say.
    ///   - announce: receives the two lines (with their line feeds) before the first case.
    /// - Throws: `RunConfigurationError` for a malformed environment variable, when the app's Info.plist
    ///   names a scene delegate class the app under test does not have, or when a container directory may not be
    ///   emptied (it holds files no check put there); nothing is run then.
    package static func checkInTest(
        _ app: AppUnderTest, device: DeviceProfile, mode: LifecycleMode, options: ConformanceOptions?,
        environment: [String: String], filter: String, worker: WorkerLaunch? = nil, announce: (String) -> Void
    ) async throws(RunConfigurationError) -> ConformanceReport {
        guard app.containerDirectories.isEmpty else {
            // An app with container directories holds the turn from start to end, its worker's run included: no other
            // check may empty or write those directories meanwhile.
            return try await CheckTurns.exclusively { () async throws(RunConfigurationError) -> ConformanceReport in
                try await checkTakingTurns(app, device: device, mode: mode, options: options, environment: environment,
                                           filter: filter, worker: worker, announce: announce)
            }
        }
        return try await checkTakingTurns(app, device: device, mode: mode, options: options, environment: environment,
                                          filter: filter, worker: worker, announce: announce)
    }

    /// `checkInTest`, taking the check turn only to run the app here: while a worker runs, other checks do.
    private static func checkTakingTurns(
        _ app: AppUnderTest, device: DeviceProfile, mode: LifecycleMode, options: ConformanceOptions?,
        environment: [String: String], filter: String, worker: WorkerLaunch?, announce: (String) -> Void
    ) async throws(RunConfigurationError) -> ConformanceReport {
        let (resolved, seed, command, part) = try prepare(
            app, device: device, mode: mode, options: options, environment: environment, filter: filter)
        var options = resolved
        var shrinks: [ShrinkJournal.Entry] = []
        var workerFailure: WorkerFailure?
        if IsolatedCheck.isWorker(environment) {
            // A worker runs the check its supervisor names, with the traps it knows, then ends; checks the
            // supervisor finished before it give the test what they gave it there (a pass its report, anything else
            // a run with its traps), so the test reaches it the same way.
            switch IsolatedCheck.workerRole(key: worker?.checkKey ?? "", environment: environment) {
            case .serve(let traps):
                options.knownTraps = traps
                ShrinkJournal.startRecording()
                if let worker, options.run.shard == nil, !options.suppressedHealthChecks.contains(.stateFromEarlierRuns) {
                    let names = target(app, options: options, payloadCount: SpecConfiguration().payloadCount).spec.userActionNames
                    ProofGate.failsAlone = { events, rule in
                        let outcome = await IsolatedCheck.confirmAlone(events.map { $0.description(actionNames: names) }, rule: rule,
                                                                       launch: worker, seed: seed, environment: environment, app: app.name)
                        if case .notReproduced = outcome { return false }
                        return true
                    }
                }
                // The proof's long lengths run in parts, each in a worker of its own that runs this check's part and
                // nothing else. Not for an app with container directories, which every worker would share.
                if let cores = environment[WorkerEnvironment.cores].flatMap(Int.init), cores >= 1 {
                    ProofParts.count = min(ProofParts.count, cores)
                }
                if let worker, options.run.shard == nil, app.containerDirectories.isEmpty {
                    // Only for this check's target: a test's other checks (a parameterized test's cases) may run in this
                    // worker too, and its parts' processes run this check.
                    let served = target(app, options: options, payloadCount: SpecConfiguration().payloadCount)
                    ProofParts.launcher = { target, part, deadline, folder, result in
                        guard target.name == served.name, target.spec == served.spec else { return nil }
                        var env = environment
                        for name in [WorkerEnvironment.record, WorkerEnvironment.passed, WorkerEnvironment.shrinks] { env[name] = nil }
                        env["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
                        env[WorkerEnvironment.proofPart] = part.text(deadline: deadline)
                        env[WorkerEnvironment.proofResult] = result.path
                        return (worker, env)
                    }
                }
                let report = await CheckTurns.exclusively { () async -> ConformanceReport in
                    await check(app, options: options, replayCommand: command)
                }
                if traps.isEmpty, let passed = PassedCheck(report), let path = environment[WorkerEnvironment.passed] {
                    passed.write(to: path)
                }
                if let path = environment[WorkerEnvironment.shrinks] { ShrinkJournal.write(to: path) }
                if let c = report.run.counterexample, let path = environment[WorkerEnvironment.failed] {
                    var nondeterministic = false
                    if case .nondeterministic = c.flakiness { nondeterministic = true }
                    let failure = WorkerFailure(rule: c.failure.rule,
                                                events: c.events.map { $0.description(actionNames: report.spec.userActionNames) },
                                                nondeterministic: nondeterministic)
                    try? Data(failure.text.utf8).write(to: URL(fileURLWithPath: path))
                }
                TrapLog.writeDone()
                _exit(0)
            case .replay(let traps, let seed):
                options.knownTraps = traps.isEmpty ? nil : traps
                // Its own seed: the worker's `LIFECYCLE_SEED` is the seed of the check it serves.
                if let seed { options.run.seed = seed }
            case .passed(let passed):
                // The report its own worker handed back, which the supervisor gave the test: the app does not run
                // again here, as it did not run there. A record that does not fit runs the check as the supervisor
                // would have.
                if let report = passed.report(spec: target(app, options: options, payloadCount: SpecConfiguration().payloadCount).spec,
                                              replayCommand: command) {
                    return report
                }
            case .skip:
                throw .isolation(app: app.name, detail: "another check of the same test runs in this worker")
            case .proofPart(let part, let deadline, let result, let traps):
                options.knownTraps = traps.isEmpty ? nil : traps
                let target = target(app, options: options, payloadCount: SpecConfiguration().payloadCount)
                await ProofParts.serve(part, deadline: deadline, of: target, executionDeadline: options.run.deadline,
                                       writingTo: result)
                _exit(0)
            case .confirm(let events, let result):
                // Events it cannot read are no answer: it writes nothing, and the confirmation is unavailable.
                if let events, let outcome = await CheckTurns.exclusively({ () async -> ConfirmationResult? in
                    await runAlone(events, app: app, options: options)
                }) {
                    try? Data(outcome.text.utf8).write(to: URL(fileURLWithPath: result))
                }
                _exit(0)
            }
        } else {
            let isolated = options.isolation == .process && worker != nil
            let note = await FidelityNotes.headerLine(suites: app.userDefaultsSuites)
            announce("Lifecycle check of \(app.name) on \(options.device), \(options.mode): \(options.run.cases) cases\(part), "
                + "seed \(seed), generator v\(EventGenerator.version)\(isolated ? ", isolated" : "")\nReplay: \(command(seed))\n" + note)
            if isolated, let worker {
                // Outside the check's turn (unless the caller holds it): this process runs other checks meanwhile.
                let outcome = try await IsolatedCheck.run(launch: worker, seed: seed, environment: environment, app: app.name)
                // A plain pass is the worker's report: the same seed gives the same run here, so it is not run again.
                if let passed = outcome.passed,
                   let report = passed.report(spec: target(app, options: options, payloadCount: SpecConfiguration().payloadCount).spec,
                                              replayCommand: command) {
                    return report
                }
                options.knownTraps = outcome.traps.isEmpty ? nil : outcome.traps
                shrinks = outcome.shrinks
                workerFailure = outcome.failure
            }
        }
        // A failing check runs here again for its report; the shrinks its worker made are run once, not redone.
        var report = await CheckTurns.exclusively { () async -> ConformanceReport in
            await ShrinkJournal.using(shrinks) { await check(app, options: options, replayCommand: command) }
        }
        if options.isolation == .process, let worker, options.run.shard == nil,
           !options.suppressedHealthChecks.contains(.stateFromEarlierRuns) {
            await confirm(&report, app: app, options: options, worker: worker, seed: seed, environment: environment,
                          workerShrinks: shrinks)
        }
        // The check's own child failed a rule and this process's run of it did not: what earlier checks left here
        // hid the failure. A pass here would be a false green, so not even a suppressed health check lets it pass.
        if report.run.counterexample == nil, let failure = workerFailure {
            var message = "the check's own child process, which ran no other check before it, failed \(failure.rule) with "
                + "\(failure.events.count) event\(failure.events.count == 1 ? "" : "s") (\(failure.events.joined(separator: ", "))), "
                + "but run again here, after the test process's earlier runs, it did not: what they left in this process "
                + "hid the failure"
            if failure.nondeterministic { message += ", or a clock or randomness did, as its replays in the child differed" }
            // First: the headline names it, ahead of what this run's deliveries reached.
            report.health.insert(HealthProblem(check: .stateFromEarlierRuns, message: message), at: 0)
        }
        return report
    }

    /// Runs the shrunk events of the report's failure alone in a new worker (`NewProcessConfirmation`); where they
    /// do not fail the same rule there, the report fails `HealthCheck.stateFromEarlierRuns` instead.
    ///
    /// The new worker runs them as plain events, as the report's regression test does; they are not run here
    /// first, since what this process holds from earlier runs is what the worker is there to do without. Not for a
    /// trap, an exit or a hang (its worker already ran it in a process of its own), nor in a worker, which runs
    /// this check only as its supervisor ran it before the check the worker serves.
    ///
    /// This process runs a failing check again for its report, after the other checks of its tests: a failure that
    /// needs their leftovers can come first here, where the check's own worker, which ran it with nothing before it,
    /// found another. The health problem then names what the worker found (`workerShrinks`), the failure to look at
    /// once the leftovers are gone.
    private static func confirm(
        _ report: inout ConformanceReport, app: AppUnderTest, options: ConformanceOptions, worker: WorkerLaunch,
        seed: Seed, environment: [String: String], workerShrinks: [ShrinkJournal.Entry]
    ) async {
        guard let c = report.run.counterexample, !TrapEnding.isEnding(c.failure.rule),
              !IsolatedCheck.isWorker(environment) else { return }
        let events = c.events.map { $0.description(actionNames: report.spec.userActionNames) }
        let confirmation = await IsolatedCheck.confirm(events, rule: c.failure.rule, launch: worker, seed: seed,
                                                       environment: environment, app: app.name)
        report.run.counterexample?.confirmation = confirmation
        if case .notReproduced = confirmation {
            var message = "the \(c.failure.rule) failure found here did not happen when its \(c.events.count) events ran alone "
                + "in a new process: it came from what earlier runs left in the test process"
            if case .nondeterministic = c.flakiness { message += ", or from a clock or randomness, as its replays here differed" }
            if let found = workerShrinks.first, found.rule != c.failure.rule || found.shrunk != events {
                message += "; the check's own child process, which ran it with no earlier runs, failed \(found.rule) with "
                    + "\(found.shrunk.count) event\(found.shrunk.count == 1 ? "" : "s") (\(found.shrunk.joined(separator: ", ")))"
                // Whether that failure is the app's own: its events alone, in another new process (not a trap, an
                // exit or a hang, which would end or stop that process too; the child's own report names those).
                if !TrapEnding.isEnding(found.rule) {
                    switch await IsolatedCheck.confirm(found.shrunk, rule: found.rule, launch: worker, seed: seed,
                                                       environment: environment, app: app.name) {
                    case .reproduced:
                        message += ", which fail \(found.rule) alone in a new process too: that failure is the app's own, "
                            + "and this test run alone reports it"
                    case .notReproduced:
                        message += ", which do not fail alone in a new process either"
                    case .unavailable:
                        message += ", whose events could not be run alone in another new process"
                    }
                }
            }
            report.health.append(HealthProblem(check: .stateFromEarlierRuns, message: message))
        }
    }

    /// Runs `events` (as `LifecycleEvent.description(actionNames:)` prints them) as plain events on a fresh install of
    /// `app`, and tells what they did; `nil` when one of them cannot be read.
    @MainActor
    package static func runAlone(_ events: [String], app: AppUnderTest, options: ConformanceOptions) async -> ConfirmationResult? {
        let target = self.target(app, options: options, payloadCount: SpecConfiguration().payloadCount)
        let names = target.spec.userActionNames
        var parsed: [LifecycleEvent] = []
        for text in events {
            guard let event = LifecycleEvent(parsing: text, actionNames: names) else { return nil }
            parsed.append(event)
        }
        let execution = await Executor.execute(plain: parsed, on: target)
        guard let failure = execution.failure else { return .held }
        return .failed(rule: failure.rule, message: failure.message)
    }

    /// What a check in a test runs with (the code's options, then the environment's), its seed, its replay
    /// command and the shard it runs, after the checks that stop a run before its first case.
    @MainActor
    private static func prepare(
        _ app: AppUnderTest, device: DeviceProfile, mode: LifecycleMode, options: ConformanceOptions?,
        environment: [String: String], filter: String
    ) throws(RunConfigurationError) -> (ConformanceOptions, Seed, @Sendable (Seed) -> String, String) {
        let unresolved = app.unresolvedDelegateClassNames
        guard unresolved.isEmpty else {
            throw .unresolvedSceneDelegates(app: app.name, names: unresolved, known: app.sceneDelegateClasses.keys.sorted())
        }
        do throws(ContainerDirectoryError) { try app.checkContainerDirectories() } catch { throw .containerDirectory(app: app.name, error) }
        let settings = try EnvironmentSettings(environment)
        var resolved = settings.applied(to: options ?? ConformanceOptions(device: device, mode: mode))
        let seed = resolved.run.seed ?? Seed.fresh()
        resolved.run.seed = seed
        let variables = settings.replayVariables(seed: seed)
        let command: @Sendable (Seed) -> String = { _ in "\(variables) swift test --filter '\(filter)'" }
        let part = resolved.run.shard.map { shard -> String in
            let owned = shard.range(of: resolved.run.cases)
            return " (shard \(shard): " + (owned.isEmpty ? "none" : "cases \(owned.lowerBound + 1)–\(owned.upperBound)") + ")"
        } ?? ""
        return (resolved, seed, command, part)
    }

    /// The trace of the report's shrunk failure, as trace-format JSON Lines (for attachments), or
    /// `nil` when the check passed.
    public static func failingTrace(of report: ConformanceReport, app: AppUnderTest) async -> String? {
        guard let counterexample = report.run.counterexample else { return nil }
        // A trap found in a worker is not run here: the trace ends before the event that trapped.
        let events = TrapEnding.endsBeforeLastEvent(counterexample.failure) ? counterexample.events.dropLast() : counterexample.events[...]
        return await CheckTurns.exclusively { () async -> String in
            let runtime = app.makeRuntime(report.spec)
            for event in events {
                guard runtime.specification.isLegal(event, in: runtime.state) else { break }
                do { try await runtime.send(event) } catch { break }
            }
            return TraceWriter().trace(header: runtime.traceHeader, records: runtime.trace)
        }
    }
}

/// A lifecycle rule an app broke, as a test failure's headline: `A1 restoration round-trip: …`.
public struct LifecycleConformanceFailure: Error, CustomStringConvertible, Sendable {
    /// The rule's ID, title and what happened, on one line.
    public var description: String

    /// The failure of a report, or `nil` when it passed.
    public init?(_ report: ConformanceReport) {
        if let first = report.health.first {
            description = "HEALTH CHECK FAILED [\(first.check)]: \(first.message)"
            return
        }
        guard let c = report.run.counterexample else { return nil }
        let flaky: String
        if case .nondeterministic = c.flakiness { flaky = " (NONDETERMINISTIC)" } else { flaky = "" }
        description = "\(c.failure.rule) \(c.failure.title): \(c.failure.message)\(flaky)"
    }
}
