import ExampleApps
import Foundation
import Generators
import LifecycleRules

/// The `lifecycle-check` tool as a function: arguments and environment in, text and an exit status out.
///
/// `main.swift` only forwards the process's arguments and streams. Output
/// for one set of arguments and one seed is the same, byte for byte, in any
/// process.
@MainActor
public enum LifecycleCheckTool {
    /// The tool's version; the package has no release yet.
    public nonisolated static let version = "0.1.0-dev"

    /// This process's executable, where it can be started again (Linux), for `run(_:environment:out:err:progress:executable:)`.
    public nonisolated static var currentExecutable: String? { WorkerLaunch.currentExecutable }

    /// Runs the tool.
    ///
    /// Help and `--version` go to `out` with exit 0; a usage error goes to
    /// `err` as an `error:` line, the subcommand's usage line and a pointer
    /// to `lifecycle-check help <command>`, with exit 2.
    ///
    /// - Parameters:
    ///   - arguments: the arguments after the program name.
    ///   - environment: `LIFECYCLE_SEED`, `LIFECYCLE_PROFILE`, `LIFECYCLE_DEADLINE`, `LIFECYCLE_SHARD`,
    ///     `LIFECYCLE_PROOF_TIME_LIMIT`.
    ///   - out: receives standard output text.
    ///   - err: receives standard error text.
    ///   - progress: receives the run's phase as it moves on (`ProgressLine` on a terminal); never
    ///     part of the output.
    ///   - executable: the tool's own executable, which `run` and `replay` start again to run the long lengths
    ///     of a proof in parts, one process on each core; `nil` runs every length in this process. Either way
    ///     the report is the same.
    /// - Returns: 0 conforms (or help), 1 a rule is broken, 2 invalid input or command line.
    public static func run(
        _ arguments: [String], environment: [String: String],
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        progress: (@Sendable (RunPhase) -> Void)? = nil, executable: String? = nil
    ) async -> ExitCode {
        var args = arguments
        let command: String
        if let first = args.first, !first.hasPrefix("-") {
            command = first
            args.removeFirst()
        } else if args.first == "-h" || args.first == "--help" {
            out(Commands.toolHelp)
            return .success
        } else if args.first == "--version" {
            out(Commands.versionLine)
            return .success
        } else {
            command = "run"
        }
        if command == "help" {
            return help(args, out: out, err: err)
        }
        guard let spec = Commands.spec(named: command) else {
            let report = ErrorReport.report(
                .unknownCommand(command, suggestion: Suggestion.closest(to: command, in: Commands.all.map(\.name))))
            err(report.text)
            return report.code
        }
        do {
            let parsed = try ArgumentScanner.parse(args, spec: spec)
            if parsed.helpRequested {
                out(spec.help)
                return .success
            }
            switch command {
            case "check": return try CheckCommand.run(parsed, out: out, err: err)
            case "run":
                return try await RunCommand.run(parsed, replay: false, environment: environment, out: out, err: err,
                                                progress: progress, restart: executable.map { ($0, arguments) })
            case "replay":
                return try await RunCommand.run(parsed, replay: true, environment: environment, out: out, err: err,
                                                progress: progress, restart: executable.map { ($0, arguments) })
            case "replay-trace": return try await ReplayTraceCommand.run(parsed, out: out, err: err)
            case "explore": return try await ExploreCommand.run(parsed, out: out, progress: progress)
            case "manifest": return try ManifestCommand.run(parsed, out: out, err: err)
            case "merge": return try MergeCommand.run(parsed, out: out, err: err)
            case "lint": return try LintCommand.run(parsed, out: out, err: err)
            case "migrate":
                return try await MigrateCommand.run(parsed, environment: environment, out: out, err: err, progress: progress)
            case "mutants":
                out(MutantsCommand.listing)
                return .success
            case "rules":
                out(RulesCommand.listing)
                return .success
            default:
                out(StateDiagram.mermaid())
                return .success
            }
        } catch {
            let report = ErrorReport.report(error, command: command)
            err(report.text)
            return report.code
        }
    }

    /// `help` alone prints the tool's help; `help <command>` that command's.
    private static func help(_ args: [String], out: (String) -> Void, err: (String) -> Void) -> ExitCode {
        guard let name = args.first else {
            out(Commands.toolHelp)
            return .success
        }
        guard args.count == 1, let spec = Commands.spec(named: name) else {
            let error: UsageError = args.count == 1 || Commands.spec(named: name) == nil
                ? .unknownCommand(name, suggestion: Suggestion.closest(to: name, in: Commands.all.map(\.name)))
                : .unexpectedArgument(args[1], command: name)
            let report = ErrorReport.report(error)
            err(report.text)
            return report.code
        }
        out(spec.help)
        return .success
    }
}
