import Generators
import LifecycleRules
import Testing

/// An app that stores `Codable` values with `JSONEncoder()` (keys in hash order) is deterministic: its failures are
/// shrunk, proved and never called NONDETERMINISTIC, and a correct version passes.
@MainActor
@Suite("Codable data stored without sorted keys", .serialized)
struct CodableStorageTests {
    func check(forgetsDraft: Bool, seed: UInt64) async -> ConformanceReport {
        await LifecycleConformance.check(
            CodableDraftApp.app(forgetsDraft: forgetsDraft),
            options: ConformanceOptions(device: .pad, run: RunOptions(cases: 200, seed: Seed(seed))))
    }

    @Test("a planted bug is reported deterministic and proved minimal on 5 of 5 seeds", arguments: [UInt64(1), 2, 3, 4, 5])
    func bugIsDeterministic(seed: UInt64) async throws {
        let report = await check(forgetsDraft: true, seed: seed)
        let c = try #require(report.run.counterexample, "seed \(seed): the planted bug was not found")
        #expect(["A1", "A2"].contains(c.failure.rule), "\(report.text)")
        guard case .deterministic = c.flakiness else {
            Issue.record("seed \(seed): \(c.flakiness)\n\(report.text)")
            return
        }
        #expect(c.shrunk.minimality.isProved, "seed \(seed): \(c.shrunk.minimality)")
        #expect(!report.text.contains("NONDETERMINISTIC"))
        // The timeline says what each event stored: the draft, by value.
        #expect(report.text.contains("stored  UserDefaults.standard[\"draft-"), "\(report.text)")
        #expect(report.text.contains(" = json {\"body\": "), "\(report.text)")
        #expect(c.shrunk.execution.storageChanges.count == c.shrunk.events.count)
    }

    @Test("the correct app passes, its drafts stored and read back")
    func correctAppPasses() async {
        let report = await check(forgetsDraft: false, seed: 7)
        #expect(report.passed, "\(report.text)")
    }
}
