import Generators
import LifecycleRules
import Testing

/// The proof's budget follows the profile, and decides whether a minimum is proved or left 1-minimal.
@MainActor
@Suite("The proof's budget: from LIFECYCLE_PROFILE, and what it proves")
struct ProofBudgetTests {
    @Test("LIFECYCLE_PROFILE sets the proof's budget: 150,000 events for quick and ci, 2,000,000 for deep")
    func profileSetsBudget() throws {
        var custom = ConformanceOptions()
        custom.run.shrink.exhaustiveEventBudget = 7
        #expect(try EnvironmentSettings([:]).applied(to: custom).run.shrink.exhaustiveEventBudget == 7,
                "no profile set: the options keep their own budget")
        for (profile, budget) in [("quick", 150_000), ("ci", 150_000), ("deep", 2_000_000)] {
            let applied = try EnvironmentSettings(["LIFECYCLE_PROFILE": profile]).applied(to: custom)
            #expect(applied.run.shrink.exhaustiveEventBudget == budget, "\(profile)")
            #expect(RunProfile(rawValue: profile)?.proofEventBudget == budget)
        }
        #expect(Shrinker.Options().exhaustiveEventBudget == RunProfile.ci.proofEventBudget)
    }

    @Test("the same failure of minimum 5: proved within the deep budget, left 1-minimal with the reason under a small one")
    func budgetDecidesTheProof() async throws {
        let target = subsequenceTarget([.systemDisconnect, .memoryWarning, .openURL], ShrinkerTests.small)
        let found = await PropertyRunner(options: RunOptions(cases: 500, seed: Seed(1), shrink: .init(maxCandidates: 0),
                                                             extraShrinkStarts: 0)).run(target)
        let failing = try #require(found.counterexample)
        let execution = await Executor.execute(plain: failing.events, on: target)
        let small = await Shrinker(options: .init(exhaustiveEventBudget: 1_000)).shrink(execution, target: target)
        #expect(small.events.count == 5)
        #expect(small.minimality == .notProved(reason: "search budget of 1000 events reached; no failing lifecycle of 2 events or fewer"),
                "the report says how far the search got")
        let deep = await Shrinker(options: .init(exhaustiveEventBudget: RunProfile.deep.proofEventBudget))
            .shrink(execution, target: target)
        #expect(deep.events.count == 5)
        #expect(deep.minimality.isProved, "\(deep.minimality)")
    }
}
