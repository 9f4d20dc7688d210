import Foundation
import Generators
import LifecycleRules
import Testing

/// A suite trait of this package's own tests: the suite runs in a process of its own, the test binary started again
/// with only that suite, beside this process's other tests.
///
/// Checks take turns on the main actor (`CheckTurns`), so the checks of one process run one after another on one
/// core. A suite of many checks given this trait runs them on another core while the rest go on here. Its child is
/// counted as one of the cores in use (`CoreSlots`), as an isolated check's worker is. A suite whose apps' tasks
/// wait for another actor takes it too: that actor's work needs a free thread of Swift's thread pool within the
/// event's bounded wait, and tests running in parallel here can hold every one.
///
/// The suite runs here instead, in this process, when the run selects tests (`--filter`, `--skip`: a replay line,
/// one suite), when this process is itself a child (of this trait, or a check's worker), and where the binary cannot
/// be started again (outside Linux). A child that fails records one issue on the suite: how the child ended and the
/// lines its run printed for each failing test; the tests' own issues are in the child's output, and its summary line
/// is printed here either way.
package struct OwnProcessTrait: SuiteTrait, TestScoping {
    /// Set in the child to the suite it runs.
    package static let variable = "LIFECYCLE_OWN_PROCESS"

    /// The suite as a whole, not each of its tests.
    package var isRecursive: Bool { false }

    package func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let environment = ProcessInfo.processInfo.environment
        guard test.isSuite, testCase == nil, let executable = WorkerLaunch.currentExecutable,
              Self.startsChild(environment: environment, arguments: CommandLine.arguments)
        else { return try await function() }
        let child = try await Self.run(suite: "\(test.id)", executable: executable, environment: environment)
        FileHandle.standardError.write(Data("◇ Suite \(child.suite) ran in a process of its own: \(child.summary)\n".utf8))
        if let problem = child.problem { Issue.record(Comment(rawValue: problem)) }
    }

    /// Whether a process run with this environment and these arguments runs a suite with the trait in a child: only a
    /// run of every test, in a process that is not itself a child.
    package static func startsChild(environment: [String: String], arguments: [String]) -> Bool {
        environment[variable] == nil && environment[WorkerEnvironment.check] == nil
            && !arguments.contains { $0 == "--filter" || $0 == "--skip" || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=") }
    }

    /// How a suite's child ended.
    package struct ChildRun: Sendable {
        /// The suite's ID, `Module.Suite`.
        package var suite: String
        /// How the process ended, in words (`exited with status 0`).
        package var status: String
        /// What it printed, standard output and error together.
        package var output: String

        /// The child's summary line (`✔ Test run with 5 tests in 1 suite passed after 8.1 seconds.`).
        package var summary: String {
            output.split(separator: "\n").last { $0.contains("Test run with") }.map { OwnProcessTrait.plain($0) }
                ?? "(no summary line)"
        }

        /// What the suite's issue says, or `nil` when the child passed with at least one test run. A run that selected
        /// no test passes too, and would pass a suite that never ran.
        package var problem: String? {
            guard status != "exited with status 0" || summary.contains("Test run with 0 tests") else { return nil }
            return "Suite \(suite), run in a process of its own, \(status): \(summary)\n" + OwnProcessTrait.failures(in: output)
        }
    }

    /// Runs the test binary `executable` with only `suite`, once a core is free (`CoreSlots`), in `environment` with
    /// ``variable`` set to the suite, and waits for its end.
    @MainActor
    package static func run(suite: String, executable: String, environment: [String: String]) async throws -> ChildRun {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifecycle-own-process-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 1...UInt64.max)).log")
        defer { try? FileManager.default.removeItem(at: log) }
        var environment = environment
        environment[variable] = suite
        let launch = WorkerLaunch(
            executable: executable,
            arguments: ["--testing-library", "swift-testing", "--filter", "^" + NSRegularExpression.escapedPattern(for: suite) + "/"],
            checkKey: "")
        let status = try await CoreSlots.shared.holdingForChild { () async throws(RunConfigurationError) -> String in
            try await IsolatedCheck.run(launch, environment: environment, log: log, app: suite)
        }
        return ChildRun(suite: suite, status: status, output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// The lines of a run's output about failing tests: each `✘` line and the lines that go on from it, up to the
    /// next line that starts or passes a test or a suite; at most 400 lines.
    package static func failures(in output: String) -> String {
        var kept: [String] = []
        var inFailure = false
        for raw in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = plain(raw)
            if line.hasPrefix("✘") { inFailure = true } else if line.hasPrefix("◇") || line.hasPrefix("✔") { inFailure = false }
            if inFailure { kept.append(line) }
        }
        if kept.isEmpty { return "its output ended:\n" + output.split(separator: "\n").suffix(30).joined(separator: "\n") }
        return kept.prefix(400).joined(separator: "\n")
    }

    /// `line` without terminal colour codes (`ESC [ … m`).
    static func plain(_ line: Substring) -> String {
        var result = ""
        var escaping = false
        var previous: Character?
        for character in line {
            if escaping {
                if character.isLetter { escaping = false }
            } else if character == "[" && previous == "\u{1B}" {
                escaping = true
                result.removeLast()
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }
}

extension Trait where Self == OwnProcessTrait {
    /// Runs the suite in a process of its own (`OwnProcessTrait`).
    package static var inOwnProcess: Self { OwnProcessTrait() }
}
