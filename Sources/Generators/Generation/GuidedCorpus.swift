import LifecycleRules

/// The case prefixes of a guided run that reached something new, kept to be extended and spliced.
///
/// After a case runs, its features (`GuidanceFeatures`) are compared with
/// every feature seen before; when one is new, the case's events up to the
/// last event that reached something new become an entry, which owns the
/// features it was first to reach. Every feature also counts how many cases
/// reached it. A pick favours the entries whose features are rare: an
/// entry's weight is `rarityScale` divided by how many cases reached its
/// rarest feature, so a state random cases reach once in a hundred (a window
/// discarded while the app is dead, its draft still stored) is extended far
/// more often than one every case reaches; as its extensions reach it too,
/// it weighs less (as a fuzzer's power schedule does).
///
/// Entries are kept in the order they were found, and at most `capacity`
/// of them. Nothing here depends on hashing order or addresses: a `Set` and
/// a `Dictionary` are used for lookups only, never iterated, so the same
/// cases give the same corpus and the same picks in every process.
public struct GuidedCorpus: Sendable {
    /// One remembered prefix: the events, the features it was first to reach, and the 0-based case that found it.
    public struct Entry: Hashable, Sendable {
        public var events: [LifecycleEvent]
        public var features: [Int]
        public var foundBy: Int
    }

    /// The most entries kept; later discoveries still count as seen, but add no entry.
    public static let capacity = 1_024
    /// The weight of an entry whose rarest feature one case reached.
    public static let rarityScale = 1_024

    /// The prefix that reached the state of highest utility (`GuidanceFeatures`), whether or not it was new.
    public struct Best: Hashable, Sendable {
        public var events: [LifecycleEvent]
        public var utility: Int
    }

    /// The best prefix so far, which half of the guided cases extend (hill climbing, as targeted
    /// property-based testing does); `nil` until a case reaches a state of positive utility.
    public private(set) var best: Best?

    /// The entries, in the order they were found.
    public private(set) var entries: [Entry] = []
    /// How many cases reached each feature seen so far.
    private var hits: [Int: Int] = [:]
    /// The corpus as the warm-up left it, which every epoch starts from (see `GuidanceSchedule`).
    private var checkpoint: (entries: Int, hits: [Int: Int], best: Best?)?
    /// The epoch of the last case prepared for.
    private var epoch: Int?
    /// Scratch for one case's distinct features.
    private var caseFeatures: Set<Int> = []

    public init() {}

    /// Records a finished case: its features, the same number for every event, flattened in event order, and the
    /// utility of the state after each event. Adds the events up to the last one
    /// that reached an unseen feature as an entry (none when nothing was new), and counts the case once for
    /// every feature it reached.
    ///
    /// - Returns: whether the case reached something new.
    @discardableResult
    public mutating func learn(
        from events: [LifecycleEvent], features: [Int], utilities: [Int], case index: Int
    ) -> Bool {
        // The prefix that reached the highest utility (the shortest such prefix, the earliest on a tie).
        for (step, utility) in utilities.enumerated() where utility > 0 {
            if let best, best.utility > utility || (best.utility == utility && best.events.count <= step + 1) { continue }
            best = Best(events: Array(events[...step]), utility: utility)
        }
        var found = false
        caseFeatures.removeAll(keepingCapacity: true)
        let stride = utilities.isEmpty ? 0 : features.count / utilities.count
        for step in utilities.indices {
            var new: [Int] = []
            for feature in features[step * stride..<(step + 1) * stride] where caseFeatures.insert(feature).inserted {
                let count = hits[feature, default: 0]
                hits[feature] = count + 1
                if count == 0 { new.append(feature) }
            }
            guard !new.isEmpty else { continue }
            found = true
            if entries.count < Self.capacity {
                entries.append(Entry(events: Array(events[...step]), features: new, foundBy: index))
            }
        }
        return found
    }

    /// Brings the corpus to what case `index` may learn from under `schedule`: at the first case after the
    /// warm-up it keeps what the warm-up left, and at the first case of each epoch it forgets what was learnt
    /// since. Call before each case, in increasing order of `index` (indices may be skipped).
    public mutating func prepare(for index: Int, under schedule: GuidanceSchedule) {
        guard let now = schedule.epoch(of: index) else { return }
        if checkpoint == nil { checkpoint = (entries.count, hits, best) }
        guard now != epoch, let checkpoint else { return }
        entries.removeSubrange(checkpoint.entries...)
        hits = checkpoint.hits
        best = checkpoint.best
        epoch = now
    }

    /// The weight of an entry: `rarityScale` over the number of cases that reached its rarest feature, at least 1.
    public func weight(_ entry: Entry) -> Int {
        var fewest = Int.max
        for feature in entry.features { fewest = min(fewest, hits[feature, default: 1]) }
        return max(1, Self.rarityScale / max(1, fewest))
    }

    /// Picks an entry, weighted by rarity (`weight(_:)`), with one draw. `nil` when the corpus is empty (then
    /// nothing is drawn).
    public func pick(_ rng: inout Xoshiro256StarStar) -> Entry? {
        guard !entries.isEmpty else { return nil }
        return entries[rng.pickWeighted(weights: entries.map(weight))]
    }
}
