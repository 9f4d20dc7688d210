import Generators
import LifecycleRules

/// `lifecycle-check replay-trace FILE`: a recorded trace's lifecycle run against a bundled app or mutant.
///
/// The trace is mapped to the events that produced it and the app's delegates run through them
/// with every rule checked. Exit 0 when every rule holds, 1 when one is broken (the report on
/// standard output), 2 when the trace cannot be read or mapped (`file:line: error: …` on standard
/// error, with why) or the command line is not valid. With `--json`, standard output gets one JSON
/// object (``TraceReplayReport/json``, or the `unmappable` object) and standard error nothing.
@MainActor
enum ReplayTraceCommand {
    static func run(_ args: ParsedArguments, out: (String) -> Void, err: (String) -> Void) async throws(UsageError) -> ExitCode {
        guard let path = args.positionals.first else { throw .missingArgument("a FILE", command: args.command) }
        let (app, _) = try RunCommand.app(named: args.value("app") ?? "editor", command: args.command)
        let device = try args.choice("device", Commands.devices).flatMap(DeviceProfile.init(rawValue:))
        let actions = args.value("user-actions").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
        } ?? []
        var flags = ["--app \(ShellQuoting.word(args.value("app") ?? "editor"))"]
        if let device { flags.append("--device \(device)") }
        if let raw = args.value("user-actions") { flags.append("--user-actions \(ShellQuoting.word(raw))") }
        let name = path == "-" ? "<stdin>" : path
        let json = args.flag("json")
        let options = TraceReplayOptions(
            device: device, userActions: actions,
            replayCommand: "swift run lifecycle-check replay-trace \(ShellQuoting.word(path)) " + flags.joined(separator: " "))
        let report: TraceReplayReport
        do {
            report = try await LifecycleConformance.replay(tracePath: path == "-" ? "/dev/stdin" : path, named: name, app: app,
                                                    options: options)
        } catch {
            if json { out(TraceReplayReport.json(trace: name, error: error) + "\n") } else { err(error.diagnostic(file: name)) }
            return .invalidInput
        }
        out(json ? report.json + "\n" : report.text)
        return report.passed ? .success : .violation
    }
}
