import LifecycleRules

extension Explorer {
    /// What an exhaustive exploration covered.
    public struct Report: Hashable, Sendable {
        /// The depth explored.
        public var depth: Int
        /// Legal event sequences of length 1…depth, counted up to session symmetry.
        public var sequences: Int
        /// Distinct specification states reached (up to renaming of sessions), the initial one included.
        public var distinctStates: Int
        /// Distinct states first reached at each depth (index 0 is the initial state).
        public var statesPerDepth: [Int]
        /// The first failure found (for a target), if any.
        public var failure: PropertyFailure?
        /// The failing sequence, if any.
        public var failingEvents: [LifecycleEvent]?
        /// Whether every sequence was run (false when a budget stopped it).
        public var complete: Bool
        /// The distinct states an app's exploration reached, each `SpecState.SymmetryKey`'s text, sorted: what a
        /// shard's report carries so that merging shards counts the states of the whole search (a union, not a sum).
        public var stateKeys: [String] = []
    }

    /// Explores the specification alone: every state reachable in `depth` events, up to symmetry.
    ///
    /// Sequences are counted, not enumerated: the number of paths to each
    /// state is carried level by level, so depth 8 on a pad takes well under a second.
    public static func exploreSpecification(_ configuration: SpecConfiguration, depth: Int) -> Report {
        let spec = Specification(configuration)
        let initial = spec.initialState()
        var seen: Set<SpecState.SymmetryKey> = [initial.symmetryKey]
        var level: [SpecState.SymmetryKey: (state: SpecState, paths: Int)] = [initial.symmetryKey: (initial, 1)]
        var order: [SpecState.SymmetryKey] = [initial.symmetryKey]
        var sequences = 0
        var perDepth = [1]
        var legal: [LifecycleEvent] = []
        for _ in 0..<depth {
            var next: [SpecState.SymmetryKey: (state: SpecState, paths: Int)] = [:]
            var nextOrder: [SpecState.SymmetryKey] = []
            var fresh = 0
            for key in order {
                let (state, paths) = level[key]!
                legal.removeAll(keepingCapacity: true)
                spec.legalEvents(in: state, into: &legal)
                for event in representatives(legal, in: state) {
                    var after = state
                    spec.apply(event, to: &after, emit: { _ in })
                    let k = after.symmetryKey
                    sequences &+= paths
                    if let existing = next[k] {
                        next[k] = (existing.state, existing.paths &+ paths)
                    } else {
                        next[k] = (after, paths)
                        nextOrder.append(k)
                    }
                    if seen.insert(k).inserted { fresh += 1 }
                }
            }
            perDepth.append(fresh)
            level = next
            order = nextOrder
        }
        return Report(depth: depth, sequences: sequences, distinctStates: seen.count, statesPerDepth: perDepth,
                      failure: nil, failingEvents: nil, complete: true)
    }

    /// Runs a target on every legal sequence up to `depth` (sessions symmetric), stopping at the first failure.
    ///
    /// With a `shard` of more than one part, only the shard's part of the search is run (see
    /// `exploreShard`): the parts of shards 1…n are disjoint, follow one another in the whole search's
    /// order and cover it, so the whole search's first failure is the first failure of the lowest shard
    /// that fails, and its `sequences` are the sum of the shards' up to that one. `distinctStates` then
    /// counts the states the shard's part reached.
    public static func explore(_ target: PropertyTarget, depth: Int, eventBudget: Int = 5_000_000,
                               shard: Shard? = nil) async -> Report {
                                   await CheckTurns.exclusively { () async -> Report in
            var search = Search(found: nil, sequences: 0, events: 0, complete: true)
            var states: Set<SpecState.SymmetryKey> = []
            var prefix: [LifecycleEvent] = []
            if let shard, shard.count > 1 {
                await exploreShard(target, depth, shard, &search, eventBudget, &states)
            } else {
                await exploreDFS(target, depth, &prefix, &search, eventBudget, &states)
            }
            return Report(depth: depth, sequences: search.sequences, distinctStates: states.count, statesPerDepth: [],
                          failure: search.found?.failure, failingEvents: search.found?.plainEvents,
                          complete: search.complete, stateKeys: states.map(\.description).sorted())
                                   }
    }

    static func exploreDFS(
        _ target: PropertyTarget, _ depth: Int, _ prefix: inout [LifecycleEvent], _ search: inout Search,
        _ budget: Int, _ states: inout Set<SpecState.SymmetryKey>
    ) async {
        let run = target.makeRun()
        for e in prefix { _ = await run.send(e) }
        RunMonitor.shared.executionFinished()
        search.events += prefix.count
        states.insert(run.state.symmetryKey)
        guard prefix.count < depth else { return }
        var legal: [LifecycleEvent] = []
        run.possibleEvents(into: &legal)
        for event in representatives(legal, in: run.state) {
            guard search.found == nil, search.allows(budget) else { return }
            prefix.append(event)
            defer { prefix.removeLast() }
            if await search.runLeaf(prefix, on: target, depth: depth) { return }
            await exploreDFS(target, depth, &prefix, &search, budget, &states)
        }
    }
}
