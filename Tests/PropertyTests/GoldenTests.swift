import Generators
import LifecycleRules
import Testing

/// Golden values: any change to the PRNG, the sampling or the drawing procedure changes a seed's
/// events, and must come with a new generator version.
@Suite("Golden values pin the generator (v5)")
struct GoldenTests {
    @Test("SplitMix64 and xoshiro256** from seed 0 give the reference outputs")
    func prngOutputs() {
        var sm = SplitMix64(seed: 0)
        #expect((0..<5).map { _ in sm.next() } == [
            0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F, 0xF88B_B8A8_724C_81EC,
            0x1B39_896A_51A8_749B,
        ])
        var x = Xoshiro256StarStar(seed: 0)
        #expect((0..<5).map { _ in x.next() } == [
            0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0, 0x6AA5_94F1_262D_2D2C,
            0xBBA5_AD4A_1F84_2E59,
        ])
    }

    @Test("seeds print as 16 hex digits and parse back; malformed seeds are refused")
    func seeds() {
        #expect(Seed(0x2545F4914F6CDD1D).description == "0x2545F4914F6CDD1D")
        #expect(Seed(7).description == "0x0000000000000007")
        #expect(Seed(parsing: "0x2545f4914f6cdd1d") == Seed(0x2545F4914F6CDD1D))
        #expect(Seed(parsing: " 7 ") == Seed(7))
        for bad in ["", "0x", "0x12345678901234567", "12g", "-1", "0x 1"] { #expect(Seed(parsing: bad) == nil, "\(bad)") }
    }

    @Test("bounded sampling stays in range and never picks a zero weight")
    func sampling() {
        var rng = Xoshiro256StarStar(seed: 3)
        for n in [1, 2, 3, 7, 100, 1 << 40] {
            for _ in 0..<200 { #expect((0..<n).contains(rng.nextInt(below: n))) }
        }
        var counts = [0, 0, 0]
        for _ in 0..<3_000 { counts[rng.pickWeighted(weights: [1, 0, 2])] += 1 }
        #expect(counts[1] == 0)
        #expect(counts[0] > 800 && counts[2] > 1_700)
        var deck = Array(0..<20)
        rng.shuffle(&deck)
        #expect(deck.sorted() == Array(0..<20))
    }

    @MainActor
    @Test("seed 0x2545F4914F6CDD1D draws the same first case on every platform")
    func firstCase() {
        #expect(Self.firstCase(SpecConfiguration(device: .pad)) == GOLDEN)
    }

    @MainActor
    @Test("seed 0x2545F4914F6CDD1D draws the same first legacy case on every platform")
    func firstLegacyCase() {
        var config = SpecConfiguration(device: .phone, mode: .legacy)
        config.userActionCount = 1
        #expect(Self.firstCase(config) == GOLDEN_LEGACY)
    }

    @MainActor
    @Test("seed 0x2545F4914F6CDD1D draws the same guided cases on every platform (lengths of 60 cases)")
    func guidedCases() async {
        let log = CaseLog()
        var options = RunOptions(cases: 60, seed: Seed(0x2545F4914F6CDD1D), generator: GeneratorConfiguration(maxEvents: 12))
        options.onCase = { log.records.append($0) }
        let report = await PropertyRunner(options: options).run(runtimeTarget(SpecConfiguration(device: .pad)))
        #expect(report.passed)
        let lengths = log.records.map(\.length)
        #expect(lengths == GOLDEN_GUIDED_LENGTHS, "now: \(lengths)")
    }

    /// The first case of seed 0x2545F4914F6CDD1D under `config`, as event descriptions.
    @MainActor
    static func firstCase(_ config: SpecConfiguration) -> [String] {
        let generator = EventGenerator(GeneratorConfiguration(maxEvents: 40))
        let spec = Specification(config)
        var rng = Xoshiro256StarStar(seed: Seed(0x2545F4914F6CDD1D).derived(case: 0).value)
        let enabled = generator.enabledKinds(&rng)
        var state = spec.initialState()
        var events: [String] = []
        var legal: [LifecycleEvent] = []
        var weights: [Int] = []
        for _ in 0..<generator.length(size: 40, &rng) {
            legal.removeAll()
            spec.legalEvents(in: state, into: &legal)
            guard let e = generator.pick(from: legal, enabled: enabled, &rng, weights: &weights) else { break }
            spec.apply(e, to: &state) { _ in }
            events.append(e.description)
        }
        return events
    }
}

/// Recorded from generator v5 when it was written: the first 15 cases are the warm-up (drawn as v4 draws them),
/// then every other case is guided; a change here is a change of generator version.
let GOLDEN_GUIDED_LENGTHS: [Int] = [
    1, 2, 2, 3, 2, 4, 6, 1, 6, 6, 8, 5, 5, 7, 4, 9, 10, 11, 10, 12, 6, 1, 5, 4, 8, 8, 7, 8, 9, 5,
    8, 1, 11, 3, 12, 5, 10, 5, 12, 9, 7, 2, 8, 12, 8, 7, 6, 2, 10, 4, 10, 9, 7, 6, 10, 4, 9, 12, 8, 9,
]

/// Recorded from generator v4 when it was written (v5 draws the same first case); a change here is a change of
/// generator version.
let GOLDEN_LEGACY: [String] = [
    "backgroundLaunch", "processDeath", "launch", "openURL new #1", "userAction A #0", "openURL new #1",
    "userAction A #0", "userAction A #0", "userAction A #0", "userAction A #0", "openURL new #1", "userAction A #0",
    "openURL new #0", "userAction A #0", "userAction A #0", "userAction A #0", "openURL new #1", "userAction A #0",
]

/// Recorded from generator v3 when it was written (v4 draws the same in the scene lifecycle); a change here is a
/// change of generator version.
let GOLDEN: [String] = [
    "backgroundLaunch", "openWindow", "openWindow", "interrupt B", "background B", "openWindow",
    "connectExternalDisplay", "background A", "interrupt C", "openURL B #1", "foreground A", "background A",
    "foreground A", "background A", "background C", "background B", "foreground B", "systemDisconnect A",
]
