import Foundation
import LifecycleTesting
import Testing

/// `.inOwnProcess`: a suite run in a child of the test binary passes or fails there, and a failure comes back to the
/// suite with the failing test and its message; a run that selects tests keeps every suite in its own process.
@Suite("A suite in a process of its own")
struct OwnProcessTraitTests {
    @Test("a child is started only in a run of every test, from a process that is not a child")
    func startsOnlyInAWholeRun() {
        let plain = ["/path/Tests.xctest", "--testing-library", "swift-testing"]
        #expect(OwnProcessTrait.startsChild(environment: [:], arguments: plain))
        // `swift test --skip-build` hands its own option on to the binary.
        #expect(OwnProcessTrait.startsChild(environment: [:], arguments: plain + ["--skip-build"]))
        // Options that write results elsewhere or change the run keep every suite in the process.
        #expect(!OwnProcessTrait.startsChild(environment: [:], arguments: plain + ["--xunit-output", "out.xml"]))
        #expect(!OwnProcessTrait.startsChild(environment: [:], arguments: plain + ["--no-parallel"]))
        #expect(!OwnProcessTrait.startsChild(environment: [:], arguments: plain + ["--filter", "A/b"]))
        #expect(!OwnProcessTrait.startsChild(environment: [:], arguments: plain + ["--filter=A/b"]))
        #expect(!OwnProcessTrait.startsChild(environment: [:], arguments: plain + ["--skip", "A"]))
        #expect(!OwnProcessTrait.startsChild(environment: [OwnProcessTrait.variable: "M.S"], arguments: plain))
        #expect(!OwnProcessTrait.startsChild(environment: [WorkerEnvironment.check: "key"], arguments: plain))
    }

    @Test("a failing test in the child comes back as the suite's problem, naming the test and its message")
    @MainActor
    func failureComesBack() async throws {
        let child = try await runFixture("ConformanceTests.OwnProcessFixture")
        #expect(child.status == "exited with status 1")
        let problem = try #require(child.problem)
        #expect(problem.hasPrefix("Suite ConformanceTests.OwnProcessFixture, run in a process of its own, exited with status 1: "
                                  + "✘ Test run with 2 tests in 1 suite failed"), "\(problem)")
        #expect(problem.contains("failsInItsOwnProcess()"), "\(problem)")
        #expect(problem.contains("a test run in the process started for its suite"), "\(problem)")
        // The passing test's lines are not part of it.
        #expect(!problem.contains("passesAnywhere"), "\(problem)")
        // The whole output is kept, and named.
        let log = try #require(child.log)
        #expect(problem.hasSuffix("\nIts whole output: \(log)"), "\(problem)")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == child.output)
        try FileManager.default.removeItem(atPath: log)
    }

    @Test("a child that exits with status 0 before its summary has not passed")
    func exitWithoutSummary() {
        let ended = OwnProcessTrait.ChildRun(suite: "M.S", status: "exited with status 0",
                                             output: "◇ Test run started.\n◇ Test a() started.\n")
        #expect(!ended.passed)
        #expect(ended.problem?.hasPrefix("Suite M.S, run in a process of its own, exited with status 0: (no summary line)\n") == true)
    }

    @Test("a passing child is no problem; a child that ran no test is one")
    @MainActor
    func passAndNothingRun() async throws {
        let passed = try await runFixture("ConformanceTests.OwnProcessPassingFixture")
        #expect(passed.problem == nil, "\(passed.problem ?? "")")
        #expect(passed.summary.hasPrefix("✔ Test run with 1 test in 1 suite passed"), "\(passed.summary)")
        #expect(passed.log == nil)
        // Swift Testing ends a run that matched no test with status 69; the summary says it too.
        let none = try await runFixture("ConformanceTests.NoSuchSuite")
        #expect(none.problem?.contains("exited with status 69: ✔ Test run with 0 tests") == true, "\(none.problem ?? "")")
        if let log = none.log { try FileManager.default.removeItem(atPath: log) }
    }

    @MainActor
    private func runFixture(_ suite: String) async throws -> OwnProcessTrait.ChildRun {
        let executable = try #require(WorkerLaunch.currentExecutable)
        var environment = ProcessInfo.processInfo.environment
        environment[WorkerEnvironment.check] = nil
        return try await OwnProcessTrait.run(suite: suite, executable: executable, environment: environment)
    }
}

/// A fixture of `OwnProcessTraitTests`: one test that fails only in a process started for this suite.
@Suite struct OwnProcessFixture {
    @Test func failsInItsOwnProcess() {
        #expect(ProcessInfo.processInfo.environment[OwnProcessTrait.variable] != "ConformanceTests.OwnProcessFixture",
                "a test run in the process started for its suite")
    }

    @Test func passesAnywhere() {
        #expect(OwnProcessTrait.variable == "LIFECYCLE_OWN_PROCESS")
    }
}

/// A fixture of `OwnProcessTraitTests`: a suite that passes in its own process and anywhere else.
@Suite struct OwnProcessPassingFixture {
    @Test func passesAnywhere() {
        #expect(OwnProcessTrait.variable == "LIFECYCLE_OWN_PROCESS")
    }
}
