import ExampleApps
import Generators
import LifecycleSpec

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
        let names = bundledAppNames.flatMap(\.names) + MutantCatalog.all.map(\.name)
        throw .invalidValue(option: "app", value: name, expected: "editor, chat, or a mutant's name (see 'lifecycle-check mutants')",
                            suggestion: Suggestion.closest(to: name, in: names), command: command)
    }

    static func run(
        _ args: ParsedArguments, replay: Bool, environment: [String: String],
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void
    ) throws(UsageError) -> ExitCode {
        let profile: RunProfile
        do {
            profile = try RunProfile.fromEnvironment(environment)
        } catch {
            err("error: \(error)\n")
            return .invalidInput
        }
        let (app, mutantDevice) = try app(named: args.value("app") ?? "editor", command: args.command)
        let device = try args.choice("device", Commands.devices).flatMap(DeviceProfile.init(rawValue:))
            ?? mutantDevice ?? .pad
        let mode = try args.choice("mode", Commands.modes).flatMap(LifecycleMode.init(parsing:)) ?? .scenes
        var seed: Seed?
        if let raw = args.value("seed") {
            guard let s = Seed(parsing: raw) else {
                throw .invalidValue(option: "seed", value: raw, expected: "1 to 16 hexadecimal digits, such as 0x2545F4914F6CDD1D",
                                    suggestion: nil, command: args.command)
            }
            seed = s
        } else if let raw = environment["LIFECYCLE_SEED"], !raw.isEmpty {
            guard let s = Seed(parsing: raw) else {
                err("error: \(RunConfigurationError.invalidSeed(raw))\n")
                return .invalidInput
            }
            seed = s
        }
        if replay && seed == nil { throw .missingOption("seed", command: args.command) }
        let cases = try args.int("cases", in: 1...1_000_000) ?? profile.cases
        let maxEvents = try args.int("max-events", in: 1...10_000) ?? profile.maxEvents
        let json = args.flag("json")
        var run = RunOptions(cases: cases, seed: seed, generator: GeneratorConfiguration(maxEvents: maxEvents),
                             regressionFile: args.value("regressions"))
        run.onSeed = { [json] s in
            let line = "Seed \(s), generator v\(EventGenerator.version): checking \(app.name) on \(device), \(mode)\n"
            if json { err(line) } else { out(line) }
        }
        if args.flag("case-log") { run.onCase = { err($0.jsonLine + "\n") } }
        let options = ConformanceOptions(device: device, mode: mode, run: run)
        var flags: [String] = []
        if let a = args.value("app") { flags.append("--app \(a)") }
        flags.append("--device \(device)")
        if mode != .scenes { flags.append("--mode \(mode)") }
        if args.value("cases") != nil { flags.append("--cases \(cases)") }
        if args.value("max-events") != nil { flags.append("--max-events \(maxEvents)") }
        let suffix = flags.joined(separator: " ")
        let report = LifecycleConformance.check(
            app, options: options, replayCommand: { "swift run lifecycle-check replay --seed \($0) \(suffix)" })
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
