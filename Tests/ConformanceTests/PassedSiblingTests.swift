import ExampleApps
import Foundation
import Generators
import LifecycleRules
import Testing

/// A worker runs the calling test again up to the check it serves. A check of that test that passed in its own worker
/// is not run again there: the worker gives the test the report that worker handed back, as the test's process did.
/// Any other runs again with its own seed, as it ran in the test's process, not with the served check's.
@MainActor
@Suite("A worker runs the checks of its test before its own as the test's process did: a pass not at all, a failure with its own seed")
struct PassedSiblingTests {
    @Test("the second check's worker gives the test the first check's report without launching its app")
    func passedChecksAreNotRunAgain() async throws {
        let filter = "ConformanceTests.PassedSiblingTests/passedChecksAreNotRunAgain()"
        // Each launch of either app appends a line to the log.
        try await withSharedLog("LIFECYCLE_TEST_LAUNCH_LOG") { environment, log in
            var reports: [ConformanceReport] = []
            for name in ["First", "Second"] {
                var app = DocumentEditor.app(name: name)
                let make = app.makeAppDelegate
                app.makeAppDelegate = {
                    Self.append("\(name) \(getpid())", to: log)
                    return make()
                }
                reports.append(try await checkIsolated(app, seed: Seed(0xC0FFEE), filter: filter, environment: environment))
            }
            // A worker ends at the check it serves: only the test's own process gets here.
            #expect(reports.count == 2 && reports.allSatisfy(\.passed))
            let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
            func processes(_ name: String) -> Set<Substring> {
                Set(lines.filter { $0.hasPrefix(name + " ") }.compactMap { $0.split(separator: " ").last })
            }
            // Each app launched in one process, its own worker: not in the test's process (a pass is not run again
            // there), and the first not in the second's worker either.
            #expect(processes("First").count == 1, "\(lines)")
            #expect(processes("Second").count == 1, "\(lines)")
            #expect(processes("First").isDisjoint(with: processes("Second")), "\(lines)")
            #expect(!lines.contains { $0.hasSuffix(" \(getpid())") }, "\(lines)")
        }
    }

    @Test("a check that failed before the served one runs again in the worker with its own seed, not the served one's")
    func failedChecksRunAgainWithTheirOwnSeed() async throws {
        let filter = "ConformanceTests.PassedSiblingTests/failedChecksRunAgainWithTheirOwnSeed()"
        // Each process that reaches the end of the first check writes the seed its report ran with.
        try await withSharedLog("LIFECYCLE_TEST_SEED_LOG") { environment, log in
            let mutant = try #require(MutantCatalog.all.first { $0.name == "IgnoresConnectionURLs" })
            let checks: [(app: AppUnderTest, seed: Seed)] = [(mutant.app, Seed(0xF1257)), (DocumentEditor.app(name: "Second"), Seed(0x5EC0))]
            var reports: [ConformanceReport] = []
            for (app, seed) in checks {
                let report = try await checkIsolated(app, seed: seed, filter: filter, environment: environment)
                if reports.isEmpty { Self.append("\(report.run.seed) \(getpid())", to: log) }
                reports.append(report)
            }
            // The first breaks a rule, the second none (a health check may still say what 20 short cases did not reach).
            #expect(reports.count == 2 && reports[0].run.counterexample != nil && reports[1].run.counterexample == nil,
                    "\(reports.last?.text ?? "")")
            // The first check's end is reached here and in the second check's worker, which ran it again first.
            let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == 2, "\(lines)")
            #expect(lines.allSatisfy { $0.hasPrefix("\(Seed(0xF1257)) ") }, "\(lines)")
        }
    }

    /// Runs `body` with the test's environment and a log that every process of the test writes to: made (and removed)
    /// by the test's own process and named to its workers by `variable`, with which they run this test again.
    private func withSharedLog(_ variable: String, _ body: ([String: String], String) async throws -> Void) async throws {
        var environment = ProcessInfo.processInfo.environment
        let made = environment[variable] == nil
        let log = environment[variable] ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-test-log-\(getpid())-\(UInt64.random(in: 1...UInt64.max))").path
        if made { _ = FileManager.default.createFile(atPath: log, contents: Data()) }
        environment[variable] = log
        defer { if made { try? FileManager.default.removeItem(atPath: log) } }
        try await body(environment, log)
    }

    private static func append(_ line: String, to log: String) {
        guard let handle = FileHandle(forWritingAtPath: log) else { return }
        handle.seekToEndOfFile()
        handle.write(Data((line + "\n").utf8))
        handle.closeFile()
    }

    /// Checks `app` (20 cases of at most 10 events, with `seed`) isolated, as the first check of its key in the test
    /// `filter` names.
    private func checkIsolated(
        _ app: AppUnderTest, seed: Seed, filter: String, environment: [String: String]
    ) async throws -> ConformanceReport {
        var run = RunOptions(cases: 20, seed: seed)
        run.generator.maxEvents = 10
        var options = ConformanceOptions(device: .pad, run: run)
        options.isolation = .process
        let key = filter + "|" + WorkerLaunch.key(app: app.name, device: .pad, mode: .scenes, options: options) + "#0"
        let worker = WorkerLaunch(
            executable: try #require(WorkerLaunch.currentExecutable),
            arguments: ["--testing-library", "swift-testing", "--filter", NSRegularExpression.escapedPattern(for: filter)],
            checkKey: key)
        return try await LifecycleConformance.checkInTest(
            app, device: .pad, mode: .scenes, options: options, environment: environment, filter: filter,
            worker: worker, announce: { _ in })
    }
}
