import LifecycleRules

/// Which cases of a guided run are guided, what each learns from, and what a shard must replay first.
///
/// A run of `cases` cases is cut in two:
/// - the warm-up, the first quarter (the cases whose size ramps up), at most `maximumWarmup` cases: purely
///   random cases, each drawn as generator v4 draws it, all feeding the corpus;
/// - then epochs of `epochLength` cases. In each, every other case is still purely random (the even
///   offsets); the odd ones are guided: drawn from the corpus. Every case of an epoch feeds the corpus,
///   and at each epoch's start the corpus goes back to what the warm-up left.
///
/// So case `i` depends only on the warm-up and on the cases of its own epoch before it, and a shard that
/// owns cases from `lower` on rebuilds the same corpus by first running, without reporting, the warm-up
/// cases before `lower` and the cases of `lower`'s epoch before it: at most `maximumWarmup` cases (the run's
/// shortest) plus `epochLength - 1`, whatever the run's size. Its cases then draw exactly what the whole run
/// draws.
public struct GuidanceSchedule: Hashable, Sendable {
    /// Cases per epoch after the warm-up.
    public static let epochLength = 64
    /// The most warm-up cases, which bounds what a shard replays in a long run.
    public static let maximumWarmup = 256

    /// The run's total number of cases.
    public let cases: Int

    public init(cases: Int) { self.cases = cases }

    /// The number of warm-up cases: a quarter of the run, as `PropertyRunner.size` ramps, at most `maximumWarmup`.
    public var warmup: Int { max(1, min(cases / 4, Self.maximumWarmup)) }

    /// The epoch of case `index`, or `nil` for a warm-up case.
    public func epoch(of index: Int) -> Int? {
        index < warmup ? nil : (index - warmup) / Self.epochLength
    }

    /// Whether case `index` is drawn from the corpus (when the corpus has an entry) rather than at random.
    public func isGuided(_ index: Int) -> Bool {
        guard let epoch = epoch(of: index) else { return false }
        return (index - warmup - epoch * Self.epochLength) % 2 == 1
    }

    /// The cases a shard owning cases from `lower` on runs first, silently, to rebuild the corpus, in order.
    public func replayed(before lower: Int) -> [Range<Int>] {
        guard lower > 0 else { return [] }
        let warm = 0..<min(warmup, lower)
        guard let epoch = epoch(of: lower) else { return [warm] }
        let start = warmup + epoch * Self.epochLength
        return [warm, start..<lower].filter { !$0.isEmpty }
    }

    /// The planned start of a guided case, and how many events to draw at random after it.
    ///
    /// Half of the time the prefix is the corpus's best (the shortest prefix that reached the highest
    /// utility: hill climbing towards states where stored data outlives its scene or its process); else a
    /// rarity-weighted entry, whole half of the time, else cut at a random length. A quarter of the time the
    /// tail of another entry follows (a splice). The prefix is cut to `maxEvents - 1` events, and 1 to
    /// `maxEvents - prefix` events are drawn after it, with every kind enabled. `nil` when the corpus has
    /// neither a best prefix nor an entry; then nothing is drawn from `rng`, so the case draws as v4 does.
    public static func plan(
        from corpus: GuidedCorpus, maxEvents: Int, _ rng: inout Xoshiro256StarStar
    ) -> (prefix: [LifecycleEvent], extra: Int)? {
        var prefix: [LifecycleEvent]
        if let best = corpus.best, rng.nextInt(below: 2) == 0 {
            prefix = best.events
        } else {
            guard let entry = corpus.pick(&rng) else { return nil }
            let n = entry.events.count
            let cut = rng.nextInt(below: 2) == 0 ? n : 1 + rng.nextInt(below: n)
            prefix = Array(entry.events[..<cut])
        }
        if rng.nextInt(below: 4) == 0, let other = corpus.pick(&rng) {
            let from = rng.nextInt(below: other.events.count)
            prefix += other.events[from...]
        }
        if prefix.count > maxEvents - 1 { prefix.removeSubrange((maxEvents - 1)...) }
        let length = 1 + rng.nextInt(below: maxEvents)
        return (prefix, max(1, length - prefix.count))
    }
}
