import ExampleApps
import Foundation
import Generators
import LifecycleRules
import Testing

/// A worker runs the calling test again up to the check it serves; a check of that test that passed in its own worker
/// is not run again there: the worker gives the test the report that worker handed back, as the test's process did.
@MainActor
@Suite("A worker does not run again the checks of its test that passed in their own workers")
struct PassedSiblingTests {
    @Test("the second check's worker gives the test the first check's report without launching its app")
    func passedChecksAreNotRunAgain() async throws {
        let filter = "ConformanceTests.PassedSiblingTests/passedChecksAreNotRunAgain()"
        // Each launch of either app appends a line to this log; the workers, which run this test again, are given it.
        let variable = "LIFECYCLE_TEST_LAUNCH_LOG"
        var environment = ProcessInfo.processInfo.environment
        let made = environment[variable] == nil
        let log = environment[variable] ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-launch-log-\(getpid())-\(UInt64.random(in: 1...UInt64.max))").path
        if made { _ = FileManager.default.createFile(atPath: log, contents: Data()) }
        environment[variable] = log
        defer { if made { try? FileManager.default.removeItem(atPath: log) } }
        let executable = try #require(WorkerLaunch.currentExecutable)
        var reports: [ConformanceReport] = []
        for name in ["First", "Second"] {
            var app = DocumentEditor.app(name: name)
            let make = app.makeAppDelegate
            app.makeAppDelegate = {
                if let handle = FileHandle(forWritingAtPath: log) {
                    handle.seekToEndOfFile()
                    handle.write(Data("\(name) \(getpid())\n".utf8))
                    handle.closeFile()
                }
                return make()
            }
            var run = RunOptions(cases: 20, seed: Seed(0xC0FFEE))
            run.generator.maxEvents = 10
            var options = ConformanceOptions(device: .pad, run: run)
            options.isolation = .process
            let key = filter + "|" + WorkerLaunch.key(app: name, device: .pad, mode: .scenes, options: options) + "#0"
            let worker = WorkerLaunch(
                executable: executable,
                arguments: ["--testing-library", "swift-testing", "--filter", NSRegularExpression.escapedPattern(for: filter)],
                checkKey: key)
            reports.append(try await LifecycleConformance.checkInTest(
                app, device: .pad, mode: .scenes, options: options, environment: environment, filter: filter,
                worker: worker, announce: { _ in }))
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
