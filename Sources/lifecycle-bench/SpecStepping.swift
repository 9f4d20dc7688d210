import Generators
import LifecycleRules

/// The specification alone, stepped through a long legal stream: the ceiling the end-to-end rate is set against.
enum SpecStepping {
    /// Draws 1,000,000 legal events on a pad once, then times stepping through them `repeats` times: applying
    /// only, and checking legality before applying. Returns both rates and the callbacks the stream produces.
    static func measure(repeats: Int) -> (stepping: Measurement, checking: Measurement, calls: Int) {
        let spec = Specification(SpecConfiguration(device: .pad))
        var rng = Xoshiro256StarStar(seed: 1)
        var state = spec.initialState()
        var events: [LifecycleEvent] = []
        var legal: [LifecycleEvent] = []
        var weights: [Int] = []
        let generator = EventGenerator()
        let all = KindSet.all
        for _ in 0..<1_000_000 {
            legal.removeAll(keepingCapacity: true)
            spec.legalEvents(in: state, into: &legal)
            let e = generator.pick(from: legal, enabled: all, &rng, weights: &weights)!
            spec.apply(e, to: &state, emit: { _ in })
            events.append(e)
        }
        var stepping = Measurement(samples: [])
        var checking = Measurement(samples: [])
        var calls = 0
        for _ in 0..<repeats {
            var s = spec.initialState()
            var count = 0
            let t = Clock.time { for e in events { spec.apply(e, to: &s, emit: { _ in count += 1 }) } }
            calls = count
            stepping.samples.append(Double(events.count) / t)
            var s2 = spec.initialState()
            var ok = 0
            let t2 = Clock.time {
                for e in events where spec.isLegal(e, in: s2) {
                    spec.apply(e, to: &s2, emit: { _ in })
                    ok += 1
                }
            }
            precondition(ok == events.count)
            checking.samples.append(Double(events.count) / t2)
        }
        return (stepping, checking, calls)
    }
}
