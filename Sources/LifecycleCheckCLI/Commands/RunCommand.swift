import ExampleApps
import Generators
import LifecycleRules

/// `lifecycle-check run` and `replay`: generated lifecycles against a bundled app or mutant.
@MainActor
enum RunCommand {
    /// The names `--app` accepts for the bundled apps, with the name reports print first.
    static let bundledAppNames: [(names: [String], app: @MainActor () -> AppUnderTest)] = [
        (["editor", "DocumentEditor"], { DocumentEditor.app() }),
        (["chat", "Chat", "ChatApp"], { ChatApp.app() }),
    ]

    /// The app `--app` names: a bundled app (`editor`, `DocumentEditor`, `chat`, `Chat`, `ChatApp`) or a mutant,
    /// with the mutant's own device.
    /// - Throws: `UsageError.invalidValue` for any other name, with the closest name as a suggestion.
    static func app(named name: String, command: String) throws(UsageError) -> (AppUnderTest, DeviceProfile?) {
        if let bundled = bundledAppNames.first(where: { $0.names.contains(name) }) { return (bundled.app(), nil) }
        if let m = MutantCatalog.named(name) { return (m.app, m.device) }
        if let faulty = FaultyApps.named(name) { return (faulty, nil) }
        let names = bundledAppNames.flatMap(\.names) + MutantCatalog.all.map(\.name) + FaultyApps.all.map(\.name)
        throw .invalidValue(option: "app", value: name, expected: "editor, chat, or a mutant's name (see 'lifecycle-check mutants')",
                            suggestion: Suggestion.closest(to: name, in: names), command: command)
    }

    /// - Parameter restart: the tool's executable and these arguments, which start a process that runs the same
    ///   check's target: the long lengths of a proof run in parts in such processes (`ProofParts`), each told its
    ///   part by `LIFECYCLE_WORKER_PROOF_PART`; `nil` runs every length here.
    static func run(
        _ args: ParsedArguments, replay: Bool, environment: [String: String],
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        progress: (@Sendable (RunPhase) -> Void)? = nil, restart: (executable: String, arguments: [String])? = nil
    ) async throws(UsageError) -> ExitCode {
        let settings: EnvironmentSettings
        do {
            settings = try EnvironmentSettings(environment)
        } catch {
            err("error: \(error)\n")
            return .invalidInput
        }
        // A replay is fixed by its command line alone: the run's line names every option that decides
        // what is drawn, so LIFECYCLE_PROFILE in the replaying shell must not change it.
        let profile = replay ? .ci : settings.profile ?? .ci
        let (app, mutantDevice) = try app(named: args.value("app") ?? "editor", command: args.command)
        let device = try args.choice("device", Commands.devices).flatMap(DeviceProfile.init(rawValue:))
            ?? mutantDevice ?? .pad
        let mode = try args.choice("mode", Commands.modes).flatMap(LifecycleMode.init(parsing:)) ?? .scenes
        let seed = try args.seed("seed") ?? settings.seed
        if replay && seed == nil { throw .missingOption("seed", command: args.command) }
        // Like the profile, a replay's shard comes from its command line alone.
        var shard = replay ? nil : settings.shard
        if let raw = args.value("shard") {
            do {
                shard = try Shard(parsing: raw)
            } catch {
                throw .invalidValue(option: "shard", value: raw, expected: error.description, suggestion: nil,
                                    command: args.command)
            }
        }
        let cases = try args.int("cases", in: 1...1_000_000) ?? profile.cases
        let maxEvents = try args.int("max-events", in: 1...10_000) ?? profile.maxEvents
        let proofBudget = try args.int("proof-budget", in: 0...1_000_000_000) ?? profile.proofEventBudget
        let deadline = try args.seconds("deadline", in: 0...86_400) ?? settings.deadline
        let proofSeconds = try args.seconds("proof-time-limit", in: 0...86_400) ?? settings.proofTimeLimit
            ?? profile.proofTimeLimit ?? 0
        let json = args.flag("json")
        let runSeed = seed ?? Seed.fresh()
        var run = RunOptions(cases: cases, seed: runSeed, generator: GeneratorConfiguration(maxEvents: maxEvents),
                             regressionFile: args.value("regressions"))
        if let deadline { run.deadline = deadline == 0 ? nil : deadline }
        run.shrink.exhaustiveEventBudget = proofBudget
        run.shrink.proofTimeLimit = proofSeconds == 0 ? nil : proofSeconds
        run.shard = shard
        // The replay line names everything that decides what the run draws, whatever set it (a flag,
        // LIFECYCLE_PROFILE, a mutant's device), so it reproduces the run byte for byte.
        var flags: [String] = []
        if let a = args.value("app") { flags.append("--app \(a)") }
        flags.append("--device \(device)")
        if mode != .scenes { flags.append("--mode \(mode)") }
        if cases != RunProfile.ci.cases { flags.append("--cases \(cases)") }
        if maxEvents != RunProfile.ci.maxEvents { flags.append("--max-events \(maxEvents)") }
        if proofBudget != RunProfile.ci.proofEventBudget { flags.append("--proof-budget \(proofBudget)") }
        if proofSeconds != RunProfile.ci.proofTimeLimit {
            flags.append("--proof-time-limit \(proofSeconds == proofSeconds.rounded() ? String(Int(proofSeconds)) : String(proofSeconds))")
        }
        if let file = args.value("regressions") { flags.append("--regressions \(ShellQuoting.word(file))") }
        if let shard { flags.append("--shard \(shard)") }
        // The target the check runs (its options' run settings do not change it).
        let target = LifecycleConformance.target(app, options: ConformanceOptions(device: device, mode: mode, run: run))
        // A process started to run a part of a proof runs that, and nothing else.
        if let text = environment[WorkerEnvironment.proofPart], let result = environment[WorkerEnvironment.proofResult] {
            guard let (part, deadline) = Explorer.ProofPart.parse(text) else {
                err("error: \(WorkerEnvironment.proofPart) is '\(text)', not a part of a proof\n")
                return .invalidInput
            }
            await ProofParts.serve(part, deadline: deadline, of: target, executionDeadline: run.deadline, writingTo: result)
            return .success
        }
        // Not for a shard, as in a test's isolated check, nor for an app whose container directories every part would share.
        if let restart, shard == nil, app.containerDirectories.isEmpty {
            ProofParts.launcher = { proved, part, deadline, folder, result in
                guard proved.name == target.name, proved.spec == target.spec else { return nil }
                var env = environment
                // Its user defaults in a folder of its own, where Foundation on Linux keeps them.
                env["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
                // A part that traps gives no answer; symbolicating its backtrace would only delay the fallback.
                env["SWIFT_BACKTRACE"] = "enable=no"
                env[WorkerEnvironment.proofPart] = part.text(deadline: deadline)
                env[WorkerEnvironment.proofResult] = result.path
                return (WorkerLaunch(executable: restart.executable, arguments: restart.arguments, checkKey: ""), env)
            }
        }
        defer { ProofParts.launcher = nil }
        let suffix = flags.joined(separator: " ")
        let replayCommand: @Sendable (Seed) -> String = { "swift run lifecycle-check replay --seed \($0) \(suffix)" }
        // Announced before the first case, so a run that traps or is killed still leaves its replay line.
        let note = await FidelityNotes.headerLine(suites: app.userDefaultsSuites)
        let announcement = "Seed \(runSeed), generator v\(EventGenerator.version): checking \(app.name) on \(device), \(mode)\n"
            + "Replay: \(replayCommand(runSeed))\n" + note
        if json { err(announcement) } else { out(announcement) }
        if args.flag("case-log") { run.onCase = { err($0.jsonLine + "\n") } }
        run.onProgress = progress
        let options = ConformanceOptions(device: device, mode: mode, run: run)
        let report = await LifecycleConformance.check(app, options: options, replayCommand: replayCommand)
        progress?(.idle)
        if json {
            out(report.json + "\n")
        } else {
            out(report.text)
            if args.flag("stats") {
                out(CounterexampleReport(report.run, spec: report.spec, replayCommand: { _ in "" }).statistics)
            }
        }
        return report.passed ? .success : .violation
    }
}
