import Generators
import LifecycleRules
import Testing

/// Delegates that fail on some runs and pass on others are reported as nondeterministic, with the
/// replay that differed as evidence; the shrinker never crashes on them and never proves anything.
@MainActor
@Suite("Flaky delegates are reported as flaky", .serialized, .inOwnProcess)
struct FlakyDelegateTests {
    func check(_ policy: FlakyPolicy, seed: UInt64) async -> ConformanceReport {
        FlakyState.reset(failuresLeft: 2)
        // Without the endings after which A1 does not judge a reconnect (a force quit from the app
        // switcher, a locked background launch), every reconnect the fixture spoils is a failure.
        var spec = SpecOptions()
        spec.forceQuitOrders = []
        spec.lockedBackgroundLaunches = false
        // Small shrink budgets: the verdict is what is tested, not how far a flaky failure shrinks.
        let run = RunOptions(cases: 300, seed: Seed(seed),
                             shrink: Shrinker.Options(maxCandidates: 300, exhaustiveEventBudget: 5_000))
        let options = ConformanceOptions(device: .phone, specOptions: spec, run: run)
        return await LifecycleConformance.check(FlakyNotesApp.app(policy), options: options)
    }

    @Test("a delegate that fails twice and then passes is nondeterministic on 20 of 20 seeds",
          arguments: [FlakyPolicy.failsTwiceThenPasses, .randomAfterFirstFailure])
    func flakyOnEverySeed(policy: FlakyPolicy) async throws {
        var verdicts: [String] = []
        for seed in UInt64(1)...20 {
            let report = await check(policy, seed: seed)
            let c = try #require(report.run.counterexample, "seed \(seed): the planted failure was not found")
            guard case .nondeterministic(let detail) = c.flakiness else {
                Issue.record("seed \(seed): reported \(c.flakiness), minimality \(c.shrunk.minimality)")
                continue
            }
            #expect(!c.shrunk.minimality.isProved, "seed \(seed): a flaky result was called proved")
            #expect(report.text.contains("NONDETERMINISTIC"), "seed \(seed)")
            #expect(!detail.isEmpty)
            verdicts.append(detail)
        }
        #expect(verdicts.count == 20)
    }

    @Test("the evidence names the replay that differed")
    func evidence() async throws {
        let report = await check(.failsTwiceThenPasses, seed: 1)
        let c = try #require(report.run.counterexample)
        guard case .nondeterministic(let detail) = c.flakiness else {
            Issue.record("expected nondeterministic, got \(c.flakiness)")
            return
        }
        #expect(detail.contains("passed"), "\(detail)")
        #expect(c.failure.rule == "A1")
    }
}
