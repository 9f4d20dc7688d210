import ExampleApps
import Foundation
import Generators
import LifecycleSpec

/// The `lifecycle-check` tool as a function: arguments and environment in, text and an exit status out.
///
/// `main.swift` only forwards the process's arguments and streams. Output
/// for one set of arguments and one seed is the same, byte for byte, in any
/// process.
@MainActor
public enum LifecycleCheckTool {
    /// Runs the tool.
    /// - Parameters:
    ///   - arguments: the arguments after the program name.
    ///   - environment: `LIFECYCLE_SEED`, `LIFECYCLE_PROFILE`.
    ///   - out: receives standard output text.
    ///   - err: receives standard error text.
    public static func run(
        _ arguments: [String], environment: [String: String],
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void
    ) -> ExitCode {
        var args = arguments
        let command: String
        if let first = args.first, !first.hasPrefix("-") {
            command = first
            args.removeFirst()
        } else if args.first == "-h" || args.first == "--help" {
            out(Commands.toolHelp)
            return .success
        } else {
            command = "run"
        }
        if command == "help" {
            out(Commands.toolHelp)
            return .success
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
                out(Commands.help(spec))
                return .success
            }
            switch command {
            case "check": return try CheckCommand.run(parsed, out: out, err: err)
            case "run": return try RunCommand.run(parsed, replay: false, environment: environment, out: out, err: err)
            case "replay": return try RunCommand.run(parsed, replay: true, environment: environment, out: out, err: err)
            case "explore": return try ExploreCommand.run(parsed, out: out)
            case "mutants":
                for m in MutantCatalog.all {
                    out("\(m.name.padding(toLength: 34, withPad: " ", startingAt: 0))\(m.expectedRule.padding(toLength: 5, withPad: " ", startingAt: 0))\(m.bug)\n")
                }
                return .success
            default:
                out(StateDiagram.mermaid())
                return .success
            }
        } catch {
            let report = ErrorReport.report(error)
            err(report.text)
            return report.code
        }
    }
}
