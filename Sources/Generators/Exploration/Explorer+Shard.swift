import LifecycleRules

extension Explorer {
    /// A sequence at the top of the search tree, in the whole search's order (pre-order).
    struct TopNode {
        /// The sequence.
        var events: [LifecycleEvent]
        /// Whether it is at the split depth: a unit whose subtree goes to one shard whole.
        var isUnit: Bool
        /// The state it reaches, for sequences above the split depth (units are replayed by their shard).
        var state: SpecState.SymmetryKey?
    }

    /// The top of the search tree down to a split depth, and how many units (sequences at that depth) it has.
    ///
    /// The split depth is the smallest from 1 to `min(depth, 4)` with at least `wanted` units. The tree is
    /// the one `exploreDFS` walks (symmetric, the default), or the one `dfs` walks for a proof (`pruned`: no
    /// symmetry, and a sequence that fails is listed but not extended): every sequence replayed through a fresh run
    /// of the target, its children the events (or their representatives) legal in the state the run reached.
    static func topOfTree(_ target: PropertyTarget, depth: Int, wanted: Int, pruned: Bool = false) async
        -> (nodes: [TopNode], units: Int)
    {
        var split = 1
        while true {
            var nodes: [TopNode] = []
            var units = 0
            var prefix: [LifecycleEvent] = []
            await list(target, split, pruned, &prefix, nodeIndex: nil, &nodes, &units)
            if units >= wanted || split >= min(depth, 4) { return (nodes, units) }
            split += 1
        }
    }

    private static func list(
        _ target: PropertyTarget, _ split: Int, _ pruned: Bool, _ prefix: inout [LifecycleEvent], nodeIndex: Int?,
        _ nodes: inout [TopNode], _ units: inout Int
    ) async {
        let run = target.makeRun()
        for e in prefix where await run.send(e) != nil && pruned {
            RunMonitor.shared.executionFinished()
            return
        }
        RunMonitor.shared.executionFinished()
        if let nodeIndex { nodes[nodeIndex].state = run.state.symmetryKey }
        var legal: [LifecycleEvent] = []
        run.possibleEvents(into: &legal)
        for event in pruned ? legal : representatives(legal, in: run.state) {
            prefix.append(event)
            defer { prefix.removeLast() }
            let isUnit = prefix.count == split
            nodes.append(TopNode(events: prefix, isUnit: isUnit, state: nil))
            if isUnit {
                units += 1
            } else {
                await list(target, split, pruned, &prefix, nodeIndex: nodes.count - 1, &nodes, &units)
            }
        }
    }

    /// Runs shard `shard`'s part of the search `exploreDFS` makes from the empty sequence.
    ///
    /// The units (the sequences at the split depth of `topOfTree`, at least four per shard where the
    /// tree is wide enough) are numbered in the search's order, and the shard takes the block
    /// `shard.range(of:)` of them, each with its whole subtree. A sequence above the split depth goes
    /// to the shard of the first unit that follows it in the search's order, so every shard's part is
    /// one contiguous stretch of the whole search. Every shard replays the top of the tree to number
    /// the units (a few dozen to a few hundred short sequences); nothing else is run twice.
    static func exploreShard(
        _ target: PropertyTarget, _ depth: Int, _ shard: Shard, _ search: inout Search, _ budget: Int,
        _ states: inout Set<SpecState.SymmetryKey>
    ) async {
        let top = await topOfTree(target, depth: depth, wanted: 4 * shard.count)
        let owned = shard.range(of: top.units)
        let root = target.makeRun()
        states.insert(root.state.symmetryKey)
        var unit = 0
        for node in top.nodes {
            let owner = node.isUnit ? unit : min(unit, max(0, top.units - 1))
            if node.isUnit { unit += 1 }
            guard owned.contains(owner) else { continue }
            guard search.found == nil, search.allows(budget) else { return }
            var prefix = node.events
            if await search.runLeaf(prefix, on: target, depth: depth) { return }
            if let state = node.state { states.insert(state) }
            if node.isUnit { await exploreDFS(target, depth, &prefix, &search, budget, &states) }
        }
    }

    /// Shard `shard`'s part of `shortestFailure`'s search: at each length, the stretch of its lifecycles that part
    /// `shard.index` of `shard.count` runs (`runPart`, the split a proof's parts use), with what is left of the
    /// shard's own budget, as each machine's budget is its own.
    ///
    /// The whole search's shortest failure is the one of smallest length among the shards', the lowest
    /// shard's at equal length; every shorter lifecycle was run (a proof) when every shard's search is
    /// complete and none found one shorter.
    static func shortestFailureShard(
        of target: PropertyTarget, rule: String?, maxLength: Int, eventBudget: Int, shard: Shard,
        deadline: ContinuousClock.Instant?
    ) async -> Search {
        var search = Search(found: nil, sequences: 0, events: 0, complete: true)
        guard maxLength >= 1 else { return search }
        for depth in 1...maxLength {
            guard search.events < eventBudget else {
                search.complete = false
                return search
            }
            let part = ProofPart(rule: rule, length: depth, index: shard.index, count: shard.count,
                                 eventsLeft: eventBudget - search.events)
            let ran = await runPart(part, of: target, deadline: deadline)
            search.sequences += ran.sequences
            search.events += ran.events
            if let found = ran.found {
                // Run again for its execution; a failure that does not come back proves nothing, either way.
                let execution = await Executor.execute(plain: found, on: target)
                if Search.failsAtEnd(rule, length: depth)(execution) {
                    search.found = execution
                } else {
                    search.complete = false
                }
                return search
            }
            if let check = ran.lastCheck, check >= part.eventsLeft || ran.timedOut {
                search.complete = false
                search.timedOut = ran.timedOut
                return search
            }
            search.searchedThrough = depth
        }
        return search
    }
}
