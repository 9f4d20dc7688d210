import Generators
import LifecycleRules
import LifecycleTesting
import Testing

/// Synthetic failing properties with a known minimum, and the guarantees every shrunk result keeps.
@MainActor
@Suite("The shrinker reaches the known minimum and keeps its guarantees", .inOwnProcess)
struct ShrinkerTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let target: PropertyTarget
        let minimum: Int
        var description: String { name }
    }

    /// A small alphabet (one payload, two windows, no external display) keeps the minimality proof fast.
    nonisolated static let small = SpecConfiguration(
        device: .pad, maxLiveSessions: 2, payloadCount: 1, externalDisplays: false)

    nonisolated static let cases: [Case] = [
        Case(name: "disconnect, memory warning, URL in order",
             target: subsequenceTarget([.systemDisconnect, .memoryWarning, .openURL], small), minimum: 5),
        Case(name: "death with two windows", target: stateTarget("two windows then death", small) { state in
                !state.isRunning && state.liveSessions.count >= 2
            }, minimum: 3),  // launch, openWindow, forceQuit (generator v3; 5 before force quit)
        Case(name: "three windows", target: stateTarget("three windows", SpecConfiguration(device: .mac)) {
            $0.liveApplicationSessionCount == 3
        }, minimum: 3),
        Case(name: "deferred discard reported", target: subsequenceTarget(
            [.discard, .launch], SpecConfiguration(device: .phone, supportsMultipleScenes: false)), minimum: 4),
        Case(name: "interrupt then background then foreground",
             target: subsequenceTarget([.interrupt, .background, .foreground], small), minimum: 4),
    ]

    /// Finds a failing case with the runner, then checks the shrunk result.
    @Test("the shrinker reaches exactly the known minimum, proved minimal", arguments: cases)
    func reachesKnownMinimum(_ c: Case) async throws {
        for seed in [Seed(1), Seed(2), Seed(3)] {
            let options = RunOptions(cases: 500, seed: seed, generator: GeneratorConfiguration(maxEvents: 40))
            let report = await PropertyRunner(options: options).run(c.target)
            let counterexample = try #require(report.counterexample, "no failure found for seed \(seed)")
            #expect(counterexample.events.count == c.minimum, "\(counterexample.events)")
            #expect(counterexample.shrunk.minimality.isProved)
            #expect(counterexample.shrunk.events.count <= counterexample.shrunk.originalLength)
            try await checkGuarantees(counterexample, c.target)
        }
    }

    /// Valid (replays with nothing dropped), same rule, 1-minimal.
    func checkGuarantees(_ c: Counterexample, _ target: PropertyTarget) async throws {
        let replay = await Executor.execute(plain: c.events, on: target)
        #expect(replay.dropped == 0)
        #expect(replay.failure?.rule == c.failure.rule)
        let spec = Specification(target.spec)
        var state = spec.initialState()
        for e in c.events {
            #expect(spec.isLegal(e, in: state))
            spec.apply(e, to: &state) { _ in }
        }
        for i in c.events.indices {
            var fewer = c.events
            fewer.remove(at: i)
            let e = await Executor.execute(plain: fewer, on: target)
            #expect(e.failure?.rule != c.failure.rule || e.dropped > 0,
                    "removing event \(i + 1) still fails: not 1-minimal")
        }
    }

    @Test("the same failing sequence shrinks to the same result every time")
    func deterministic() async throws {
        let target = subsequenceTarget([.systemDisconnect, .memoryWarning, .openURL], Self.small)
        let options = RunOptions(cases: 500, seed: Seed(7), generator: GeneratorConfiguration(maxEvents: 40))
        let first = try #require(await PropertyRunner(options: options).run(target).counterexample)
        let second = try #require(await PropertyRunner(options: options).run(target).counterexample)
        #expect(first.events == second.events)
        #expect(first.original == second.original)
        #expect(first.shrunk.steps == second.shrunk.steps)
    }

    @Test("a long planted sequence shrinks through loops and session drops to the minimum")
    func plantedLongSequence() async throws {
        let target = subsequenceTarget([.systemDisconnect, .memoryWarning, .openURL], Self.small)
        let A = SessionID(0), B = SessionID(1)
        let noisy: [LifecycleEvent] = [
            .launch, .openWindow(.user), .background(B), .foreground(B, .user), .interrupt(A), .endInterruption(A),
            .background(A), .foreground(A, .app), .memoryWarning, .background(A), .background(B),
            .systemDisconnect(B), .foreground(B, .user), .background(B), .systemDisconnect(A), .memoryWarning,
            .memoryWarning, .foreground(B, .user), .openURL(.session(B), payload: 0),
        ]
        let execution = await Executor.execute(plain: noisy, on: target)
        #expect(execution.failure != nil)
        let result = await Shrinker().shrink(execution, target: target)
        #expect(result.events.count == 5)
        #expect(result.minimality.isProved)
        #expect(result.events.last?.kind == .openURL)
    }

    @Test("the explorer finds no shorter failure than the minimum and says the search was complete")
    func explorerProves() async {
        let target = subsequenceTarget([.systemDisconnect, .memoryWarning, .openURL], Self.small)
        let search = await Explorer.shortestFailure(of: target, rule: "P", maxLength: 4, eventBudget: 10_000_000)
        #expect(search.found == nil)
        #expect(search.complete)
        let found = await Explorer.shortestFailure(of: target, rule: "P", maxLength: 5, eventBudget: 10_000_000)
        #expect(found.found?.events.count == 5)
    }

    /// A failing lifecycle that is already the shortest (5 events) for the ordered-kinds property.
    static func minimalFailure() async -> (PropertyTarget, Execution) {
        let target = subsequenceTarget([.systemDisconnect, .memoryWarning, .openURL], Self.small)
        let execution = await Executor.execute(plain: [
            .launch, .background(SessionID(0)), .systemDisconnect(SessionID(0)), .memoryWarning,
            .openURL(.session(SessionID(0)), payload: 0),
        ], on: target)
        return (target, execution)
    }

    @Test("a budget too small to finish says so instead of claiming a proof")
    func budgetReported() async throws {
        let (target, execution) = await Self.minimalFailure()
        let result = await Shrinker(options: .init(maxCandidates: 4_000, exhaustiveMaxLength: 7, exhaustiveEventBudget: 50))
            .shrink(execution, target: target)
        #expect(!result.minimality.isProved)
        #expect(result.minimality.description.contains("search budget of 50 events reached"))
    }

    @Test("a result no shorter than a counterexample already in hand skips the search; a shorter one is searched")
    func searchingBelow() async throws {
        let (target, execution) = await Self.minimalFailure()
        let skipped = await Shrinker().shrink(execution, target: target, searchingBelow: 5)
        #expect(skipped.events.count == 5)
        #expect(skipped.minimality == .notProved(reason: "no shorter than a counterexample already searched"))
        let searched = await Shrinker().shrink(execution, target: target, searchingBelow: 6)
        #expect(searched.minimality.isProved)
    }
}
