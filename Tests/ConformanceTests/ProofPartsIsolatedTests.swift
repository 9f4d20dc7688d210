import ExampleApps
import Foundation
import Generators
import LifecycleRules
import Testing

/// An isolated check's worker runs the long lengths of its proof in parts, each in a worker of its own
/// (`ProofParts`), and reports what one process would: the merge is shown exact in `ProofPartsTests`; here the
/// parts run where a team's test runs them, in processes of the test binary.
@MainActor
@Suite("A proof in parts, in an isolated check's workers")
struct ProofPartsIsolatedTests {
    @Test("isolated, the lifecycles of 3 events of a minimum of 4 run in parts, in workers of their own, and prove it")
    func proofRunsInParts() async throws {
        let lines = try await proveIsolated(cores: ProofParts.count,
                                            filter: "ConformanceTests.ProofPartsIsolatedTests/proofRunsInParts()")
        if ProofParts.count > 1 {
            #expect(lines.contains { $0.hasPrefix("lifecycles of 3 events: \(ProofParts.count) parts, ") && $0.hasSuffix("none failed") },
                    "\(lines)")
        } else {
            #expect(lines.isEmpty, "one core: every length runs in the worker itself")
        }
    }

    @Test("a worker given one core (it started beside other children) proves every length itself: shrunk, proved, confirmed")
    func oneCoreProvesInTheWorker() async throws {
        let lines = try await proveIsolated(cores: 1, filter: "ConformanceTests.ProofPartsIsolatedTests/oneCoreProvesInTheWorker()")
        #expect(lines.isEmpty, "a part's process was started: \(lines)")
    }

    /// Checks the mutant with a minimum of 4, isolated, its worker told it may use `cores` cores for its proof
    /// (`WorkerEnvironment.cores`, which a worker is otherwise given by `CoreSlots`); expects the failure shrunk to 4
    /// events, proved and confirmed, and returns the lines `ProofParts` logged for the lengths it ran in parts.
    private func proveIsolated(cores: Int, filter: String) async throws -> [Substring] {
        let mutant = try #require(MutantCatalog.all.first { $0.name == "CachedBackupOutlivesDiscard" })
        // The same log in the worker, which runs this test again with the variables it was given.
        var environment = ProcessInfo.processInfo.environment
        let log = environment[WorkerEnvironment.proofLog] ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-proof-log-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 1...UInt64.max))").path
        // Made (and removed) by this process only, unless the run already logs somewhere: each worker runs this test
        // from its start, with the variable set.
        let made = environment[WorkerEnvironment.proofLog] == nil
        if made { _ = FileManager.default.createFile(atPath: log, contents: Data()) }
        environment[WorkerEnvironment.proofLog] = log
        // Named here, not left to what else runs: other tests' children may run beside this one.
        environment[WorkerEnvironment.cores] = "\(cores)"
        defer { if made { try? FileManager.default.removeItem(atPath: log) } }
        let executable = try #require(WorkerLaunch.currentExecutable)
        var options = ConformanceOptions(device: mutant.device, run: RunOptions(seed: Seed(0x9E37_79B9)), skip: mutant.skippedRules)
        options.isolation = .process
        // No time limit: the claim is the proved result, which a loaded machine must not turn into "not proved".
        options.run.shrink.proofTimeLimit = nil
        let key = filter + "|" + WorkerLaunch.key(app: mutant.app.name, device: mutant.device, mode: .scenes, options: options) + "#1"
        let worker = WorkerLaunch(executable: executable,
                                  arguments: ["--testing-library", "swift-testing", "--filter", NSRegularExpression.escapedPattern(for: filter)],
                                  checkKey: key)
        let report = try await LifecycleConformance.checkInTest(
            mutant.app, device: mutant.device, mode: .scenes, options: options, environment: environment,
            filter: filter, worker: worker, announce: { _ in })
        let c = try #require(report.run.counterexample)
        #expect(c.failure.ruleID == mutant.expectedRule && c.events.count == 4)
        #expect(c.shrunk.minimality.isProved, "\(c.shrunk.minimality)")
        #expect(c.confirmation == .reproduced)
        return try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    }
}
