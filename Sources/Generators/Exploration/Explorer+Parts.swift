import LifecycleRules

extension Explorer {
    /// One of `count` contiguous stretches of the lifecycles of one length of a proof's search, which another
    /// process can run (`ProofParts`).
    ///
    /// The stretches are blocks of the units of the top of the search tree (the lifecycles at a split depth, as
    /// `topOfTree` numbers them, with failing lifecycles not extended), so part 1's stretch comes first in the search's
    /// order, then part 2's, and so on. Each part counts the events it replays exactly as `shortestFailure` counts
    /// them over its stretch, so the parts' results merged in order (`merge`) give the search's own result.
    package struct ProofPart: Hashable, Sendable {
        /// The rule a failure must break to be kept (any rule when `nil`).
        package var rule: String?
        /// The length of the lifecycles.
        package var length: Int
        /// The part, from 1 to `count`.
        package var index: Int
        /// How many parts the length is split into.
        package var count: Int
        /// The events of the search's budget left when the length starts.
        package var eventsLeft: Int

        package init(rule: String?, length: Int, index: Int, count: Int, eventsLeft: Int) {
            self.rule = rule
            self.length = length
            self.index = index
            self.count = count
            self.eventsLeft = eventsLeft
        }
    }

    /// What one part ran: its counts, where it last checked the budget, and the first lifecycle of its stretch that
    /// failed, if any.
    package struct ProofPartResult: Hashable, Sendable {
        /// The lifecycles of the length it ran.
        package var sequences = 0
        /// The events it replayed, counted as the whole search counts them.
        package var events = 0
        /// The part's count of events at its last check of the budget (before each lifecycle it runs), if it made one.
        package var lastCheck: Int?
        /// The first lifecycle of the stretch that failed the rule at its last event.
        package var found: [LifecycleEvent]?
        /// Whether it stopped at its time limit.
        package var timedOut = false
        /// The units and the lifecycles of the top of the search tree it cut: the same in every part of a length.
        package var units = 0
        package var nodes = 0

        package init(sequences: Int = 0, events: Int = 0, lastCheck: Int? = nil, found: [LifecycleEvent]? = nil,
                     timedOut: Bool = false, units: Int = 0, nodes: Int = 0) {
            self.sequences = sequences
            self.events = events
            self.lastCheck = lastCheck
            self.found = found
            self.timedOut = timedOut
            self.units = units
            self.nodes = nodes
        }
    }

    /// What the parts of a length ran, merged in the search's order.
    package struct MergedLength: Equatable {
        package var sequences: Int
        package var events: Int
        /// The part whose `found` is the search's, if the search would have found one.
        package var foundIn: Int?
        package var complete: Bool
        package var timedOut: Bool
        /// The part in which the budget ends, if it ends inside the length; `sequences` and `events` then count the
        /// parts before it only.
        package var budgetEndsIn: Int?
    }

    /// Runs `part` of its length's search on fresh runs of `target`, until its stretch ends, it finds a failure, it
    /// has replayed the events left, or `deadline` passes.
    package static func runPart(
        _ part: ProofPart, of target: PropertyTarget, deadline: ContinuousClock.Instant? = nil
    ) async -> ProofPartResult {
        await CheckTurns.exclusively { () async -> ProofPartResult in
            let top = await topOfTree(target, depth: part.length, wanted: 4 * part.count, pruned: true)
            // With no unit at all (every lifecycle fails or ends above the split), part 1 counts the top.
            let owned = top.units == 0
                ? (part.index == 1 ? 0..<1 : 0..<0)
                : (Shard(index: part.index, count: part.count)?.range(of: top.units) ?? 0..<0)
            var search = Search(found: nil, sequences: 0, events: 0, complete: true)
            search.deadline = deadline
            let keeps = Search.failsAtEnd(part.rule, length: part.length)
            var unit = 0
            for node in top.nodes {
                // A lifecycle above the split is the part's that runs the first unit after it in the search's order.
                let owner = node.isUnit ? unit : min(unit, max(0, top.units - 1))
                if node.isUnit { unit += 1 }
                guard owned.contains(owner) else { continue }
                guard search.allows(part.eventsLeft) else { break }
                if node.events.count == part.length {
                    if await search.runLeaf(node.events, on: target, depth: part.length, keeps: keeps) { break }
                } else if node.isUnit {
                    var prefix = node.events
                    if await dfs(target, part.rule, part.length, &prefix, &search, part.eventsLeft) { break }
                } else {
                    // Replayed by `topOfTree` already; counted here, where the whole search replays it.
                    search.events += node.events.count
                }
            }
            return ProofPartResult(sequences: search.sequences, events: search.events, lastCheck: search.lastCheck,
                                   found: search.found?.plainEvents, timedOut: search.timedOut, units: top.units,
                                   nodes: top.nodes.count)
        }
    }

    /// The parts' results in order, merged into what the whole search of the length would have run: it stops in the
    /// first part where its budget check fails (the events of the parts before plus the part's last check reach
    /// `eventsLeft`), or at the first part that found a failure or stopped at its time limit.
    package static func merge(_ results: [ProofPartResult], eventsLeft: Int) -> MergedLength {
        var merged = MergedLength(sequences: 0, events: 0, foundIn: nil, complete: true, timedOut: false)
        for (index, result) in results.enumerated() {
            if let check = result.lastCheck, merged.events + check >= eventsLeft {
                merged.complete = false
                merged.budgetEndsIn = index
                return merged
            }
            merged.sequences += result.sequences
            merged.events += result.events
            if result.found != nil {
                merged.foundIn = index
                return merged
            }
            if result.timedOut {
                merged.complete = false
                merged.timedOut = true
                return merged
            }
        }
        return merged
    }

    /// `merge`, with the counts of a budget that ends inside the length made exact: the part where it ends ran with
    /// the whole length's budget, not with what the parts before it left, so it runs again here with that, and stops
    /// where the whole search stops (the first part ran with exactly that budget, and its counts are kept).
    package static func mergeExactly(
        _ results: [ProofPartResult], parts: [ProofPart], of target: PropertyTarget, deadline: ContinuousClock.Instant?
    ) async -> MergedLength {
        var merged = merge(results, eventsLeft: parts[0].eventsLeft)
        guard let index = merged.budgetEndsIn else { return merged }
        var part = parts[index]
        part.eventsLeft -= merged.events
        let ran = index == 0 ? results[0] : await runPart(part, of: target, deadline: deadline)
        merged.sequences += ran.sequences
        merged.events += ran.events
        merged.timedOut = ran.timedOut
        return merged
    }

    /// `seconds` from now, or `nil` (no limit) for `nil`, NaN, infinity or more than 10^9 seconds; negative values
    /// are now.
    package nonisolated static func instant(after seconds: Double?) -> ContinuousClock.Instant? {
        guard let seconds, seconds.isFinite, seconds < 1e9 else { return nil }
        return ContinuousClock.now + .nanoseconds(Int64((max(0, seconds) * 1e9).rounded()))
    }

    /// The seconds from now until `instant`, at least 0.
    package nonisolated static func seconds(until instant: ContinuousClock.Instant) -> Double {
        let left = ContinuousClock.now.duration(to: instant).components
        return max(0, Double(left.seconds) + Double(left.attoseconds) / 1e18)
    }
}
