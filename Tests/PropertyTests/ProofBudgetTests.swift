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

    @Test("LIFECYCLE_PROFILE sets the proof's time limit, LIFECYCLE_PROOF_TIME_LIMIT overrides it (0: none) and is named in replay lines")
    func profileSetsTimeLimit() throws {
        #expect(Shrinker.Options().proofTimeLimit == 30)
        for (profile, limit) in [("quick", 10.0), ("ci", 30.0), ("deep", nil)] as [(String, Double?)] {
            let applied = try EnvironmentSettings(["LIFECYCLE_PROFILE": profile]).applied(to: ConformanceOptions())
            #expect(applied.run.shrink.proofTimeLimit == limit, "\(profile)")
        }
        let set = try EnvironmentSettings(["LIFECYCLE_PROFILE": "deep", "LIFECYCLE_PROOF_TIME_LIMIT": "2.5"])
        #expect(set.applied(to: ConformanceOptions()).run.shrink.proofTimeLimit == 2.5)
        #expect(set.replayVariables(seed: Seed(1)).contains("LIFECYCLE_PROOF_TIME_LIMIT=2.5"))
        let none = try EnvironmentSettings(["LIFECYCLE_PROOF_TIME_LIMIT": "0"])
        #expect(none.applied(to: ConformanceOptions()).run.shrink.proofTimeLimit == nil)
        for raw in ["soon", "-1", "86401", "nan"] {
            #expect(throws: RunConfigurationError.invalidProofTimeLimit(raw)) {
                _ = try EnvironmentSettings(["LIFECYCLE_PROOF_TIME_LIMIT": raw])
            }
        }
        #expect(RunConfigurationError.invalidProofTimeLimit("soon").description
            == "LIFECYCLE_PROOF_TIME_LIMIT is 'soon'; expected seconds from 0 (no limit) to 86400, such as 30")
    }

    @Test("a proof that reaches its time limit leaves the result 1-minimal and says where it stopped")
    func timeLimitStopsTheProof() async throws {
        let target = subsequenceTarget([.systemDisconnect, .memoryWarning, .openURL], ShrinkerTests.small)
        let five: [LifecycleEvent] = [.launch, .background(SessionID(0)), .systemDisconnect(SessionID(0)), .memoryWarning,
                                      .openURL(.session(SessionID(0)), payload: 0)]
        let execution = await Executor.execute(plain: five, on: target)
        let stopped = await Shrinker(options: .init(proofTimeLimit: 0)).shrink(execution, target: target)
        #expect(stopped.events.count == 5)
        #expect(stopped.minimality == .notProved(reason: "search stopped at its time limit of 0 s"))
        let proved = await Shrinker(options: .init(proofTimeLimit: 3_600)).shrink(execution, target: target)
        #expect(proved.minimality.isProved, "a limit the search does not reach changes nothing: \(proved.minimality)")
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
        #expect(small.minimality == .notProved(reason: "search budget of 1000 events too small for the lifecycles of 3 events: "
                                                  + "about 5000 events, 790 left; no failing lifecycle of 2 events or fewer"),
                "the report says how far the search got, and why it stopped there")
        let deep = await Shrinker(options: .init(exhaustiveEventBudget: RunProfile.deep.proofEventBudget))
            .shrink(execution, target: target)
        #expect(deep.events.count == 5)
        #expect(deep.minimality.isProved, "\(deep.minimality)")
    }

    @Test("a proof does not start a length its budget cannot run half of, and starts every length it can finish")
    func unstartedLength() async throws {
        let every = SpecOnlyRun.target("every lifecycle", ShrinkerTests.small) { _, _ in nil }
        let whole = await Explorer.shortestFailure(of: every, rule: nil, maxLength: 3, eventBudget: .max)
        let throughTwo = await Explorer.shortestFailure(of: every, rule: nil, maxLength: 2, eventBudget: .max)
        #expect(whole.complete && whole.unstarted == nil)

        // Exactly the events every lifecycle of up to 3 events needs: the estimate of the third length must not
        // stop a search its budget can finish.
        let exact = await Explorer.shortestFailure(of: every, rule: nil, maxLength: 3, eventBudget: whole.events)
        #expect(exact.complete && exact.unstarted == nil && exact.sequences == whole.sequences)

        // A budget that leaves a tenth of the third length: not started, and the search says why and how far it got.
        let lengthThree = whole.events - throughTwo.events
        let tenth = await Explorer.shortestFailure(of: every, rule: nil, maxLength: 3,
                                                   eventBudget: throughTwo.events + lengthThree / 10)
        let unstarted = try #require(tenth.unstarted, "\(tenth)")
        #expect(!tenth.complete && tenth.searchedThrough == 2 && tenth.events == throughTwo.events)
        #expect(unstarted.length == 3 && unstarted.eventsLeft == lengthThree / 10)
        #expect(unstarted.estimatedEvents > lengthThree / 2 && unstarted.estimatedEvents <= lengthThree,
                "the estimate errs low: \(unstarted.estimatedEvents) for \(lengthThree)")

        // More than half of the estimate left (60% of its two-digit rounding): the length is started and runs until
        // the budget ends, as before.
        let started = await Explorer.shortestFailure(of: every, rule: nil, maxLength: 3,
                                                     eventBudget: throughTwo.events + unstarted.estimatedEvents * 6 / 10)
        #expect(started.unstarted == nil && !started.complete && started.events > throughTwo.events)
    }

    /// Fails as RestoresGlobalLastDocument does: after a force quit, the window foregrounded is not the last one that
    /// entered the background before it.
    static let lastBackgrounded = SpecOnlyRun.target("foregrounds another window than the last backgrounded", ShrinkerTests.small) { events, _ in
        let spec = Specification(ShrinkerTests.small)
        var state = spec.initialState()
        var last: SessionID?
        var quit = false
        for event in events {
            spec.apply(event, to: &state) { call in
                if case .didEnterBackground(let session, _) = call { last = session }
            }
            if case .forceQuit = event { quit = true }
        }
        guard quit, let last, case .foreground(let session, _)? = events.last, session != last else { return nil }
        return PropertyFailure(rule: "P", title: "synthetic", message: "window \(session) came back after \(last)",
                               expected: "the last window backgrounded comes back")
    }

    @Test("before leaving a length unstarted, the shrinker runs its lifecycles nearest the result: one event deleted, one sent to another window")
    func nearestLifecyclesOfAnUnstartedLength() async throws {
        let five: [LifecycleEvent] = [.openURL(.newWindow, payload: 0), .openURL(.newWindow, payload: 0), .background(SessionID(1)),
                                      .forceQuit(.backgroundThenTerminate), .foreground(SessionID(1), .user)]
        let execution = await Executor.execute(plain: five, on: Self.lastBackgrounded)
        #expect(execution.failure != nil && execution.events.count == 5)
        // With the budget to run every lifecycle of 4 events, the search finds the shorter failure itself.
        let full = await Shrinker(options: .init(exhaustiveEventBudget: .max)).shrink(execution, target: Self.lastBackgrounded)
        #expect(full.events.count == 4, "\(full.events)")
        guard case .foundShorter(from: 5, _) = full.minimality else {
            Issue.record("the search did not find it: \(full.minimality)")
            return
        }
        // A budget that cannot start the lifecycles of 3 events: the 4 events come from deleting the background and
        // foregrounding the other window, and the result says the proof stopped before 3 events.
        let small = await Shrinker(options: .init(exhaustiveEventBudget: 1_000)).shrink(execution, target: Self.lastBackgrounded)
        #expect(small.events == [.openURL(.newWindow, payload: 0), .openWindow(.user),
                                 .forceQuit(.backgroundThenTerminate), .foreground(SessionID(0), .user)])
        #expect(small.minimality.description.contains("too small for the lifecycles of 3 events"), "\(small.minimality)")
    }
}

