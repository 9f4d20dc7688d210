import Generators
import LifecycleRules
import Testing

@Suite("Guidance: which cases are guided, what a shard replays, what the corpus keeps")
struct GuidanceTests {
    @Test("300 cases: 75 warm-up cases, then epochs of 64 whose odd offsets are guided; a shard replays warm-up and epoch")
    func schedule() {
        let s = GuidanceSchedule(cases: 300)
        #expect(s.warmup == 75)
        #expect((0..<75).allSatisfy { !s.isGuided($0) && s.epoch(of: $0) == nil })
        #expect(s.epoch(of: 75) == 0 && s.epoch(of: 138) == 0 && s.epoch(of: 139) == 1 && s.epoch(of: 299) == 3)
        #expect(!s.isGuided(75) && s.isGuided(76) && !s.isGuided(139) && s.isGuided(140))
        #expect((75..<300).filter(s.isGuided).count == 112)
        #expect(s.replayed(before: 0).isEmpty)
        #expect(s.replayed(before: 40) == [0..<40])
        #expect(s.replayed(before: 75) == [0..<75])
        #expect(s.replayed(before: 150) == [0..<75, 139..<150])
        #expect(s.replayed(before: 139) == [0..<75])
        // A long run's warm-up stops at 256 cases, so a shard replays at most 256 + 63 cases.
        let long = GuidanceSchedule(cases: 5_000)
        #expect(long.warmup == 256 && long.replayed(before: 4_000) == [0..<256, 3_968..<4_000])
        #expect((1..<5_000).map { long.replayed(before: $0).map(\.count).reduce(0, +) }.max() == 256 + 63)
    }

    @Test("the corpus adds a prefix per event that reached a new feature, keeps the best utility, and resets per epoch")
    func corpus() {
        // Features are flattened, the same number per event: here two per event, then one.
        var corpus = GuidedCorpus()
        let s = GuidanceSchedule(cases: 8)  // warm-up: cases 0 and 1; epochs of 64 after
        let events: [LifecycleEvent] = [.launch, .background(SessionID(0)), .processDeath]
        corpus.prepare(for: 0, under: s)
        let learnt1 = corpus.learn(from: events, features: [1, 1, 1, 2, 2, 2], utilities: [0, 0, 2], case: 0)
        #expect(learnt1)
        #expect(corpus.entries.map(\.events.count) == [1, 2])
        #expect(corpus.best?.events == events && corpus.best?.utility == 2)
        let learnt2 = corpus.learn(from: events, features: [1, 1, 2, 2, 2, 2], utilities: [0, 0, 0], case: 1)
        #expect(!learnt2)
        // Feature 1 reached by two cases, feature 2 by two: weights halve.
        #expect(corpus.entries.map(corpus.weight) == [GuidedCorpus.rarityScale / 2, GuidedCorpus.rarityScale / 2])
        corpus.prepare(for: 2, under: s)
        let learnt3 = corpus.learn(from: events, features: [3], utilities: [3], case: 2)
        #expect(learnt3)
        #expect(corpus.entries.count == 3 && corpus.best?.utility == 3)
        corpus.prepare(for: 3, under: s)  // same epoch: kept
        #expect(corpus.entries.count == 3)
        var late = GuidedCorpus()
        late.prepare(for: 0, under: GuidanceSchedule(cases: 400))
        let learnt4 = late.learn(from: events, features: [1], utilities: [1], case: 0)
        #expect(learnt4)
        late.prepare(for: 100, under: GuidanceSchedule(cases: 400))  // epoch 0 starts: the warm-up's corpus kept
        let learnt5 = late.learn(from: events, features: [9], utilities: [4], case: 100)
        #expect(learnt5)
        late.prepare(for: 164, under: GuidanceSchedule(cases: 400))  // epoch 1: back to the warm-up's corpus
        #expect(late.entries.count == 1 && late.best?.utility == 1)
        let learnt6 = late.learn(from: events, features: [9], utilities: [0], case: 164)
        #expect(learnt6, "feature 9 is new again")
    }
}
