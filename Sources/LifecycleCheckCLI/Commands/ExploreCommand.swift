import Generators
import LifecycleSpec

/// `lifecycle-check explore --depth N`: every legal lifecycle up to N events.
@MainActor
enum ExploreCommand {
    static func run(_ args: ParsedArguments, out: (String) -> Void) throws(UsageError) -> ExitCode {
        guard let depth = try args.int("depth", in: 1...12) else { throw .missingOption("depth", command: "explore") }
        let device = try args.choice("device", Commands.devices).flatMap(DeviceProfile.init(rawValue:)) ?? .pad
        let mode = try args.choice("mode", Commands.modes).flatMap(LifecycleMode.init(parsing:)) ?? .scenes
        let sessions = try args.int("sessions", in: 1...6) ?? 2
        if let name = args.value("app") {
            let (app, _) = try RunCommand.app(named: name)
            var options = ConformanceOptions(device: device, mode: mode, run: RunOptions(cases: 1, seed: Seed(0)))
            options.exhaustiveDepth = depth
            options.run.cases = 1
            let report = LifecycleConformance.check(app, options: options,
                                                    replayCommand: { _ in "swift run lifecycle-check explore --depth \(depth) --app \(name)" })
            out(args.flag("json") ? report.json + "\n" : report.text)
            return report.passed ? .success : .violation
        }
        let spec = SpecConfiguration(device: device, mode: mode, maxLiveSessions: sessions)
        let report = Explorer.exploreSpecification(spec, depth: depth)
        if args.flag("json") {
            out("{\"device\":\"\(device)\",\"mode\":\"\(mode)\",\"depth\":\(depth),\"sessions\":\(sessions),"
                + "\"sequences\":\(report.sequences),\"distinctStates\":\(report.distinctStates),"
                + "\"statesPerDepth\":[\(report.statesPerDepth.map(String.init).joined(separator: ","))]}\n")
        } else {
            out("Explored every legal lifecycle of up to \(depth) events (\(device), \(mode), at most \(sessions) windows):\n")
            out("  sequences: \(report.sequences) (sessions treated symmetrically)\n")
            out("  distinct states: \(report.distinctStates)\n")
            out("  new states per depth: \(report.statesPerDepth.map(String.init).joined(separator: ", "))\n")
        }
        return .success
    }
}
