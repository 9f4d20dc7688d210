import LifecycleRules

extension LifecycleConformance {
    /// The property target of a migration check: stories on a phone, each told to both versions of the app
    /// and compared after every step (rule M1).
    public static func migrationTarget(_ pair: MigrationPair, options: MigrationOptions = MigrationOptions()) -> PropertyTarget {
        migrationTarget(pair, options: options, accepted: AcceptedDifferenceTally(options.accepting), reach: nil)
    }

    static func migrationTarget(_ pair: MigrationPair, options: MigrationOptions, accepted: AcceptedDifferenceTally,
                                reach: DeliveryReach?) -> PropertyTarget
    {
        var scenes = SpecConfiguration(device: .phone, mode: .scenes, maxLiveSessions: 1, externalDisplays: false)
        scenes.userActionCount = pair.userActions.count
        scenes.userActionNames = pair.userActions.map(\.name)
        scenes.deliveries = pair.payloads.deliveries
        scenes.handoffExcludedPayloads = pair.payloads.handoffExcludedPayloads(
            payloadCount: scenes.payloadCount, declaredTypes: pair.migrated.manifest?.userActivityTypes ?? [])
        scenes.excludedKinds = MigrationOptions.excludedKinds
        if !options.systemDisconnects { scenes.excludedKinds.insert(.systemDisconnect) }
        if let manifest = pair.migrated.manifest { scenes.supportsMultipleScenes = manifest.supportsMultipleScenes }
        var legacy = scenes
        legacy.mode = .legacy
        legacy.excludedKinds = []
        let comparing = options.comparing
        let spec = scenes
        return PropertyTarget(name: pair.name, spec: scenes) {
            MigrationRun(pair: pair, scenes: spec, legacy: legacy, comparing: comparing, accepted: accepted, reach: reach)
        }
    }

    /// Checks that an app moved from the app-delegate lifecycle to scenes kept its behaviour (M1).
    ///
    /// The generator tells stories a user can produce on a phone (launches plain and from a URL, an
    /// activity or a quick action; background and foreground; interruptions; force quit; process death;
    /// memory warnings; deliveries while running; the app's user actions; and, unless turned off, the
    /// system disconnecting the scene in the background). Each step goes to the migrated app as its scene
    /// lifecycle gets it and to the legacy app as the app-delegate lifecycle gets it; after every step the
    /// two must be alike in what `options.comparing` names. The first difference is shrunk to a minimal
    /// story and reported with both timelines side by side. Deterministic for a seed; options that name no seed
    /// take `LIFECYCLE_SEED` when it is set, as `check` does, so the default replay line replays.
    ///
    /// - Throws: `RunConfigurationError.invalidMigrationPair` when the pair cannot be compared
    ///   (`MigrationPair.configurationProblem`), `.containerDirectory` when a version's container directory
    ///   may not be taken; nothing is run then.
    public static func checkMigration(
        _ pair: MigrationPair, options: MigrationOptions = MigrationOptions(),
        replayCommand: (@Sendable (Seed) -> String)? = nil
    ) async throws(RunConfigurationError) -> ConformanceReport {
        try await CheckTurns.exclusively { () async throws(RunConfigurationError) -> ConformanceReport in
            if let problem = pair.configurationProblem { throw .invalidMigrationPair(pair: pair.name, problem: problem) }
            for app in [pair.legacy, pair.migrated] {
                do throws(ContainerDirectoryError) { try app.checkContainerDirectories() } catch { throw .containerDirectory(app: app.name, error) }
            }
            var options = options
            let command = replayCommand ?? { "LIFECYCLE_SEED=\($0) swift test" }
            _ = beginMonitoring(&options.run, replayCommand: command)
            defer { RunMonitor.shared.end() }
            let accepted = AcceptedDifferenceTally(options.accepting)
            let reach = DeliveryReach()
            let target = migrationTarget(pair, options: options, accepted: accepted, reach: reach)
            let report = await PropertyRunner(options: options.run).run(target)
            var conformance = ConformanceReport(run: report, spec: target.spec, exploration: nil, replayCommand: command)
            conformance.acceptedDifferences = accepted.uses
            // As for the conformance check: judged for the payloads an app declares, not the generic catalog.
            if report.counterexample == nil, options.run.shard == nil, pair.payloads != .standard {
                conformance.health = HealthProblem.problems(of: reach, payloads: pair.payloads,
                                                            suppressed: options.suppressedHealthChecks)
            }
            if let counterexample = report.counterexample {
                conformance.migrationDiagnosis = await MigrationDiagnosis.diagnose(counterexample, target: target)
                if !pair.migrated.sourceFiles.isEmpty {
                    conformance.relatedFindings = relatedFindings(in: pair.migrated.sourceFiles, usesScenes: true)
                }
            }
            return conformance
        }
    }

    /// What the Swift Testing and XCTest migration entry points share: options from code and environment
    /// (`LIFECYCLE_SEED`, `LIFECYCLE_PROFILE`, `LIFECYCLE_DEADLINE`, `LIFECYCLE_SHARD`), the seed and replay
    /// line announced before the first case, the check, and for a passing check the accepted differences.
    ///
    /// - Throws: `RunConfigurationError` for a malformed variable or a pair that cannot be compared.
    public static func checkMigrationInTest(
        _ pair: MigrationPair, options: MigrationOptions?, environment: [String: String], filter: String,
        announce: (String) -> Void
    ) async throws(RunConfigurationError) -> ConformanceReport {
        try await CheckTurns.exclusively { () async throws(RunConfigurationError) -> ConformanceReport in
            if let problem = pair.configurationProblem { throw .invalidMigrationPair(pair: pair.name, problem: problem) }
            let settings = try EnvironmentSettings(environment)
            var resolved = options ?? MigrationOptions()
            resolved.run = settings.applied(to: ConformanceOptions(device: .phone, run: resolved.run)).run
            let seed = resolved.run.seed ?? Seed.fresh()
            resolved.run.seed = seed
            let variables = settings.replayVariables(seed: seed)
            let command: @Sendable (Seed) -> String = { _ in "\(variables) swift test --filter '\(filter)'" }
            announce("Migration check of \(pair.name) (\(pair.legacy.name) → \(pair.migrated.name)) on phone: "
                + "\(resolved.run.cases) cases, seed \(seed), generator v\(EventGenerator.version)\nReplay: \(command(seed))\n")
            let report = try await checkMigration(pair, options: resolved, replayCommand: command)
            // A failing report lists them itself; a passing one is not printed, so they are announced.
            if report.passed, !report.acceptedDifferences.isEmpty {
                announce("Accepted differences (M1):\n" + report.acceptedDifferences.map { "  \($0.line)\n" }.joined())
            }
            return report
        }
    }
}
