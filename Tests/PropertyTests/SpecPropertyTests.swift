import Generators
import LifecycleRules
import LifecycleTesting
import Testing

@MainActor
@Suite("Properties of the spec and the reference runtime", .inOwnProcess)
struct SpecPropertyTests {
    @Test("every generated sequence is accepted by the spec", arguments: profiles)
    func generatedSequencesAreLegal(_ spec: SpecConfiguration) {
        let generator = EventGenerator(GeneratorConfiguration(maxEvents: 40))
        let specification = Specification(spec)
        var legal: [LifecycleEvent] = []
        var weights: [Int] = []
        for index in 0..<300 {
            var rng = Xoshiro256StarStar(seed: Seed(0xC0FFEE).derived(case: index).value)
            let enabled = generator.enabledKinds(&rng)
            var state = specification.initialState()
            var events: [LifecycleEvent] = []
            for _ in 0..<generator.length(size: 40, &rng) {
                legal.removeAll()
                specification.legalEvents(in: state, into: &legal)
                guard let e = generator.pick(from: legal, enabled: enabled, &rng, weights: &weights) else { break }
                specification.apply(e, to: &state, emit: { _ in })
                events.append(e)
            }
            // Replayed from scratch, every event is legal where it stands.
            var replay = specification.initialState()
            for e in events {
                #expect(specification.isLegal(e, in: replay), "\(e) illegal in \(replay)")
                specification.apply(e, to: &replay, emit: { _ in })
            }
        }
    }

    @Test("the reference runtime satisfies S1–S13 on generated cases across profiles and modes", arguments: profiles)
    func runtimeSatisfiesSystemRules(_ spec: SpecConfiguration) async {
        // 7 profiles × 500 cases = 3,500 generated cases (35,000 under LIFECYCLE_PROFILE=deep).
        let cases = testCases(500, deep: 5_000)
        let options = RunOptions(cases: cases, seed: Seed(0x5EED), generator: GeneratorConfiguration(maxEvents: 40))
        let report = await PropertyRunner(options: options).run(runtimeTarget(spec))
        #expect(report.casesRun == cases)
        #expect(report.counterexample == nil, "\(report.counterexample.map { "\($0.failure)" } ?? "")")
        #expect(report.eventsRun > cases * 5)
    }

    @Test("the default budget covers at least 95% of the pad profile's transitions")
    func coverageOnPad() async {
        let spec = SpecConfiguration(device: .pad)
        let report = await PropertyRunner(options: RunOptions(seed: Seed(1))).run(runtimeTarget(spec))
        #expect(report.passed)
        #expect(report.coverage.percentage >= 95, "\(report.coverage.summary)")
    }

    @Test("every transition of the universe is legal somewhere: the universe is not padded")
    func universeIsReachable() {
        let spec = SpecConfiguration(device: .phone, supportsMultipleScenes: false)
        let coverage = TransitionCoverage(spec)
        #expect(coverage.universe.contains("launch@notRunning"))
        #expect(coverage.universe.contains("systemDisconnect@background"))
        #expect(!coverage.universe.contains("openWindow@notRunning"))
        #expect(!coverage.universe.contains("systemDisconnect@fgActive"))
    }

    @Test("states that differ only in session names share a symmetry key; different shapes do not")
    func symmetryKey() throws {
        let spec = Specification(SpecConfiguration(device: .pad))
        var c = spec.initialState()
        for e: LifecycleEvent in [.launch, .openWindow(.user), .background(SessionID(0))] {
            spec.apply(e, to: &c) { _ in }
        }
        var d = spec.initialState()
        for e: LifecycleEvent in [.launch, .openWindow(.user), .background(SessionID(1)), .interrupt(SessionID(0)),
                                  .endInterruption(SessionID(0))] {
            spec.apply(e, to: &d) { _ in }
        }
        // c: A background, B active (recent). d: A active (recent), B background: the same up to renaming.
        #expect(c != d)
        #expect(c.symmetryKey == d.symmetryKey)
    }

    @Test("the exhaustive explorer counts states and sequences, the same on every run")
    func exploreSpec() {
        let spec = SpecConfiguration(device: .pad, maxLiveSessions: 2, payloadCount: 1, externalDisplays: false)
        let first = Explorer.exploreSpecification(spec, depth: 5)
        let second = Explorer.exploreSpecification(spec, depth: 5)
        #expect(first == second)
        #expect(first.statesPerDepth.first == 1)
        #expect(first.distinctStates == first.statesPerDepth.reduce(0, +))
        #expect(first.sequences > first.distinctStates)
    }

    @Test("events print and parse back, and their Swift literal names the same event")
    func eventTextRoundTrip() {
        let events: [LifecycleEvent] = [
            .launch, .backgroundLaunch, .openWindow(.user), .openWindow(.app), .foreground(SessionID(27), .user),
            .foreground(SessionID(1), .app), .interrupt(SessionID(0)), .endInterruption(SessionID(0)),
            .background(SessionID(2)), .systemDisconnect(SessionID(1)), .discard(SessionID(0), .user),
            .discard(SessionID(3), .app), .processDeath, .terminate, .openURL(.newWindow, payload: 1),
            .openURL(.session(SessionID(1)), payload: 0), .continueActivity(.newWindow, payload: 2),
            .shortcut(.session(SessionID(0)), payload: 1), .memoryWarning, .connectExternalDisplay,
            .disconnectExternalDisplay, .userAction(SessionID(1), action: 2), .appForeground, .appBackground,
            .appInterrupt, .appEndInterruption, .backgroundConnect(SessionID(0), protectedDataAvailable: true),
            .backgroundConnect(SessionID(2), protectedDataAvailable: false), .handoff(.newWindow, payload: 1),
            .handoff(.session(SessionID(1)), payload: 0), .failedHandoff(.newWindow, payload: 0),
            .failedHandoff(.session(SessionID(2)), payload: 1),
        ] + SpecOptions.ForceQuitOrder.allCases.map(LifecycleEvent.forceQuit)
        for e in events { #expect(LifecycleEvent(parsing: e.description) == e, "\(e)") }
        #expect(Set(events.map(\.kind)) == Set(LifecycleEvent.Kind.allCases))
        #expect(LifecycleEvent(parsing: "foreground") == nil)
        #expect(LifecycleEvent(parsing: "openURL B #x") == nil)
        #expect(LifecycleEvent.foreground(SessionID(1), .app).swiftLiteral == ".foreground(SessionID(1), .app)")
        #expect(LifecycleEvent.forceQuit(.disconnectFromInactive).swiftLiteral == ".forceQuit(.disconnectFromInactive)")
        #expect(LifecycleEvent(parsing: "backgroundConnect A unlocked") == nil)
        #expect(LifecycleEvent(parsing: "forceQuit swipe") == nil)
    }
}
