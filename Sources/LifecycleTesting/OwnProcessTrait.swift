import Foundation
import Generators
import LifecycleRules
import Testing

/// A suite trait of this package's own tests: the suite runs in a process of its own, the test binary started again
/// with only that suite, beside this process's other tests.
///
/// Checks take turns on the main actor (`CheckTurns`), so the checks of one process run one after another on one
/// core. A suite of many checks given this trait runs them on another core while the rest go on here. The child
/// waits for a free core as an isolated check's worker does (`CoreSlots`), and is told it has one
/// (`WorkerEnvironment.cores`): its own checks' workers start one at a time and prove without parts. A suite whose
/// apps' tasks wait for another actor takes the trait too: that actor's work needs a free thread of Swift's thread
/// pool within the event's bounded wait, and tests running in parallel here can hold every one.
///
/// The suite runs here instead, in this process, unless the run is the whole suite as `swift test` starts it
/// (``startsChild(environment:arguments:)``): a run that selects tests (`--filter`, `--skip`: a replay line), writes
/// results elsewhere or takes any other option runs every suite here, as does a process that is itself a child (of
/// this trait, or a check's worker), and a binary that cannot be started again (outside Linux). A child that does not
/// pass records one issue on the suite: how it ended, its summary, and the lines its run printed for each failing
/// test; its whole output is kept in a file the issue names.
package struct OwnProcessTrait: SuiteTrait, TestScoping {
    /// Set in the child to the suite it runs.
    package static let variable = "LIFECYCLE_OWN_PROCESS"
    /// How long a child may run before it is ended (`SIGKILL`) and its suite fails: far beyond any suite's run, so
    /// that a hang fails the run with the child's output instead of holding it until CI's own limit.
    package static let limit = Duration.seconds(900)

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
        if let problem = child.problem { Issue.record(Comment(rawValue: problem), sourceLocation: test.sourceLocation) }
    }

    /// The arguments after the executable's path with which a run starts children: those `swift test` gives the test
    /// binary for a run of every Swift Testing test.
    package static let wholeRunArguments: Set<String> = ["--testing-library", "swift-testing", "--skip-build", "--parallel"]

    /// Whether a process run with this environment and these arguments (the executable's path first) runs a suite with
    /// the trait in a child: only a run of every test with no other option, in a process that is not itself a child.
    package static func startsChild(environment: [String: String], arguments: [String]) -> Bool {
        environment[variable] == nil && environment[WorkerEnvironment.check] == nil
            && arguments.dropFirst().allSatisfy(wholeRunArguments.contains)
    }

    /// How a suite's child ended.
    package struct ChildRun: Sendable {
        /// The suite's ID, `Module.Suite`.
        package var suite: String
        /// How the process ended, in words (`exited with status 0`).
        package var status: String
        /// What it printed, standard output and error together.
        package var output: String
        /// Where that output is kept when the child did not pass; `nil` when it passed (the file is removed).
        package var log: String?

        package init(suite: String, status: String, output: String, log: String? = nil) {
            self.suite = suite
            self.status = status
            self.output = output
            self.log = log
        }

        /// The child's summary line (`✔ Test run with 5 tests in 1 suite passed after 8.1 seconds.`).
        package var summary: String {
            output.split(separator: "\n").last { $0.contains("Test run with") }.map { OwnProcessTrait.plain($0) }
                ?? "(no summary line)"
        }

        /// Whether the child passed: it exited with status 0 after a summary that says its tests passed, with at least
        /// one run (Swift Testing ends a run that matched no test with status 69, and a process that calls `exit(0)`
        /// midway prints no summary).
        package var passed: Bool {
            status == "exited with status 0" && summary.hasPrefix("✔ Test run with") && !summary.contains("with 0 tests")
        }

        /// What the suite's issue says, or `nil` when the child passed.
        package var problem: String? {
            guard !passed else { return nil }
            return "Suite \(suite), run in a process of its own, \(status): \(summary)\n" + OwnProcessTrait.failures(in: output)
                + (log.map { "\nIts whole output: \($0)" } ?? "")
        }
    }

    /// Runs the test binary `executable` with only `suite`, once a core is free (`CoreSlots`), in `environment` with
    /// ``variable`` set to the suite and one core for its workers, and waits for its end (at most ``limit``). The
    /// output of a child that did not pass is kept in a file of the temporary directory.
    @MainActor
    package static func run(
        suite: String, executable: String, environment: [String: String], limit: Duration = limit
    ) async throws -> ChildRun {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifecycle-own-process-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 1...UInt64.max)).log")
        var environment = environment
        environment[variable] = suite
        environment[WorkerEnvironment.cores] = "1"
        let launch = WorkerLaunch(
            executable: executable,
            arguments: ["--testing-library", "swift-testing", "--filter", "^" + NSRegularExpression.escapedPattern(for: suite) + "/"],
            checkKey: "")
        let status = try await CoreSlots.shared.holdingForChild { () async throws(RunConfigurationError) -> String in
            try await IsolatedCheck.run(launch, environment: environment, log: log, app: suite, limit: limit)
        }
        var child = ChildRun(suite: suite, status: status, output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
        if child.passed { try? FileManager.default.removeItem(at: log) } else { child.log = log.path }
        return child
    }

    /// The lines of a run's output about failing tests: each `✘` line and the lines that go on from it, up to the
    /// next line that starts or passes a test or a suite; at most 400 lines. When there is none (a trap, a hang),
    /// the output's last 30 lines.
    package static func failures(in output: String) -> String {
        var kept: [String] = []
        var inFailure = false
        for raw in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = plain(raw)
            if line.hasPrefix("✘") { inFailure = true } else if line.hasPrefix("◇") || line.hasPrefix("✔") { inFailure = false }
            if inFailure { kept.append(line) }
        }
        if kept.isEmpty { return "its output ended:\n" + output.split(separator: "\n").suffix(30).map(plain).joined(separator: "\n") }
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
