import Generators
import LifecycleRules
import Testing

@MainActor
@Suite("LIFECYCLE_SHARD in tests: a CI matrix's jobs each run one shard of the check")
struct ShardedCheckTests {
    @Test("each shard announces its cases and names itself in the replay line; merged, the shards give the whole check")
    func shardsOfACheck() async throws {
        let app = NotesApp.app(forgetsNote: true)
        let options = ConformanceOptions(device: .phone, run: RunOptions(cases: 30, seed: Seed(1)))
        func check(_ environment: [String: String], announce: (String) -> Void = { _ in }) async throws -> ConformanceReport {
            try await LifecycleConformance.checkInTest(app, device: .pad, mode: .scenes, options: options,
                                                 environment: environment, filter: "ConformanceTests.Notes/shard",
                                                 announce: announce)
        }
        let whole = try await check(["LIFECYCLE_SEED": "0x2A"])
        #expect(whole.run.counterexample?.failure.rule == "A1")
        var reports: [(name: String, text: String)] = []
        for k in 1...3 {
            var announced = ""
            let shard = try await check(["LIFECYCLE_SEED": "0x2A", "LIFECYCLE_SHARD": "\(k)/3"], announce: { announced += $0 })
            let cases = ["1–10", "11–20", "21–30"][k - 1]
            #expect(announced.hasPrefix("Lifecycle check of \(app.name) on phone, scenes: 30 cases (shard \(k)/3: cases \(cases)), "))
            #expect(announced.hasSuffix("Replay: LIFECYCLE_SEED=0x000000000000002A LIFECYCLE_SHARD=\(k)/3 "
                + "swift test --filter 'ConformanceTests.Notes/shard'\n"))
            reports.append(("job-\(k).json", shard.json))
        }
        let merged = try ShardMerge.merge(reports)
        #expect(!merged.passed)
        #expect(merged.json == whole.json)
    }
}
