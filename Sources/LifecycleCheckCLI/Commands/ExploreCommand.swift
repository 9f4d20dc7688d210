import Generators
import LifecycleRules

/// `lifecycle-check explore --depth N`: every legal lifecycle up to N events.
@MainActor
enum ExploreCommand {
    static func run(
        _ args: ParsedArguments, out: (String) -> Void, progress: (@Sendable (RunPhase) -> Void)? = nil
    ) async throws(UsageError) -> ExitCode {
        guard let depth = try args.int("depth", in: 1...12) else { throw .missingOption("depth", command: "explore") }
        let chosenDevice = try args.choice("device", Commands.devices).flatMap(DeviceProfile.init(rawValue:))
        let mode = try args.choice("mode", Commands.modes).flatMap(LifecycleMode.init(parsing:)) ?? .scenes
        var shard: Shard?
        if let raw = args.value("shard") {
            do {
                shard = try Shard(parsing: raw)
            } catch {
                throw .invalidValue(option: "shard", value: raw, expected: error.description, suggestion: nil,
                                    command: args.command)
            }
        }
        if let name = args.value("app") {
            if args.value("sessions") != nil { throw .conflictingOptions("app", "sessions", command: args.command) }
            let (app, mutantDevice) = try RunCommand.app(named: name, command: args.command)
            return await exploreApp(app, name: name, depth: depth, device: chosenDevice ?? mutantDevice ?? .pad, mode: mode,
                              deviceGiven: chosenDevice != nil, shard: shard, json: args.flag("json"), out: out,
                              progress: progress)
        }
        // The spec alone is counted, not run: there is nothing to split.
        if shard != nil { throw .missingOption("app", command: args.command) }
        let device = chosenDevice ?? .pad
        let sessions = try args.int("sessions", in: 1...6) ?? 2
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

    /// Runs an app on every legal lifecycle up to `depth`: a pass counts the sequences run; a failure is shrunk and
    /// reported like a run's, without a seed (nothing random happened).
    private static func exploreApp(
        _ app: AppUnderTest, name: String, depth: Int, device: DeviceProfile, mode: LifecycleMode,
        deviceGiven: Bool, shard: Shard?, json: Bool, out: (String) -> Void,
        progress: (@Sendable (RunPhase) -> Void)?
    ) async -> ExitCode {
        var flags = ["--depth \(depth)", "--app \(name)"]
        if deviceGiven { flags.append("--device \(device)") }
        if mode != .scenes { flags.append("--mode \(mode)") }
        if let shard { flags.append("--shard \(shard)") }
        let replay = "swift run lifecycle-check explore " + flags.joined(separator: " ")
        var run = RunOptions(cases: 1, seed: Seed(0))
        run.shard = shard
        var options = ConformanceOptions(device: device, mode: mode, run: run)
        let target = LifecycleConformance.target(app, options: options)
        // The search runs the app's delegates: the same deadline and trap note as a run, and progress; the monitor's
        // session is this check's alone once it has its turn.
        let exploration = await CheckTurns.exclusively { () async -> Explorer.Report in
            RunMonitor.shared.begin(context: "Replay: \(replay)\n", deadline: RunMonitor.defaultDeadline, progress: progress)
            defer { RunMonitor.shared.end() }
            return await Explorer.explore(target, depth: depth, shard: shard)
        }
        progress?(.idle)
        var fields = [
            "\"target\":\(JSONText.string(app.name))", "\"device\":\(JSONText.string(device.rawValue))",
            "\"mode\":\(JSONText.string(mode.description))", "\"depth\":\(depth)",
            "\"passed\":\(exploration.failure == nil)", "\"sequences\":\(exploration.sequences)",
            "\"distinctStates\":\(exploration.distinctStates)", "\"complete\":\(exploration.complete)",
            "\"replay\":\(JSONText.string(replay))",
        ]
        if let shard {
            // What `merge` needs to count the whole search's distinct states: its part's, by key.
            fields.append("\"shard\":{\"index\":\(shard.index),\"count\":\(shard.count)}")
            fields.append("\"states\":\(JSONText.array(exploration.stateKeys))")
        }
        guard exploration.failure != nil else {
            if json {
                out("{" + fields.joined(separator: ",") + "}\n")
            } else {
                let part = shard.map { "shard \($0) of " } ?? ""
                out("PASS \(app.name) (\(device), \(mode)): \(part)every lifecycle up to \(depth) event\(depth == 1 ? "" : "s"), "
                    + "\(exploration.sequences) sequences, \(exploration.distinctStates) distinct states"
                    + (exploration.complete ? "" : " (stopped by its event budget)") + "\n")
                out("Replay: \(replay)\n")
            }
            return .success
        }
        // The failure is shrunk and reported by the conformance check, which finds it again the same way.
        options.exhaustiveDepth = depth
        options.run.onProgress = progress
        let report = await LifecycleConformance.check(app, options: options, replayCommand: { _ in replay })
        progress?(.idle)
        if json {
            let full = report.json
            if let start = full.range(of: ",\"failure\":", options: .backwards) {
                fields.append(String(full[full.index(after: start.lowerBound)...].dropLast()))
            }
            out("{" + fields.joined(separator: ",") + "}\n")
        } else {
            // The seed line is left out: the search draws nothing at random.
            out(report.text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("Seed ") }.joined(separator: "\n"))
        }
        return report.passed ? .success : .violation
    }
}
