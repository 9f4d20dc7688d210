import LifecycleRules

/// Bounded exhaustive exploration: every legal event sequence up to a depth.
///
/// Random testing finds deep bugs; this gives a guarantee for shallow ones.
/// Two uses: proving a shrunk counterexample is a shortest one
/// (`shortestFailure`), and checking a target or the spec itself on every
/// sequence up to depth k (`explore`). Sessions are treated symmetrically
/// where that is sound: events naming sessions that look alike in the
/// specification state (same role, status, activation, recency) are explored
/// once, so "A then B" and "B then A" windows are run once.
@MainActor
public enum Explorer {
    /// The outcome of a search for a failing sequence.
    public struct Search: Sendable {
        /// The shortest failing execution found, if any.
        public var found: Execution?
        /// How many sequences were run.
        public var sequences: Int
        /// How many events were replayed.
        public var events: Int
        /// Whether every sequence within the bound was run (a proof when nothing was found).
        public var complete: Bool
        /// Every lifecycle of this many events or fewer was run and none failed: how far an unfinished search got.
        public var searchedThrough = 0
        /// The length the search did not start because its budget could not have run half of it, if it stopped so.
        public var unstarted: UnstartedLength?
        /// Whether the search stopped at its time limit (`Shrinker.Options.proofTimeLimit`).
        public var timedOut: Bool = false
        /// The count of events at the search's last check of its budget, made before each lifecycle.
        var lastCheck: Int?
        /// When the search stops, incomplete, whatever its budget.
        var deadline: ContinuousClock.Instant?

        /// A search that has run nothing yet.
        package init() {
            self.init(found: nil, sequences: 0, events: 0, complete: true)
        }

        init(found: Execution?, sequences: Int, events: Int, complete: Bool) {
            self.found = found
            self.sequences = sequences
            self.events = events
            self.complete = complete
        }
    }

    /// Finds a shortest sequence of at most `maxLength` events failing `rule` (any rule when `nil`).
    ///
    /// Iterative deepening over every legal sequence, each replayed through a
    /// fresh run; no symmetry reduction, since an app may treat sessions that
    /// look alike to the spec differently. A prefix that fails is not extended
    /// (a run stops at its first failure).
    ///
    /// A length its budget could not run half of is not started (`UnstartedLength`): the search stops there,
    /// incomplete, and says so in `unstarted`.
    ///
    /// With a `shard` of more than one part, only that shard's part of the sequences of each length is run
    /// (see `shortestFailureShard`), so the search of a long proof can be split over machines; a shard runs
    /// each length until its budget ends, as each machine's budget is its own.
    ///
    /// With a `timeLimit` (seconds), the search stops, incomplete and `timedOut`, at its first check of the budget
    /// after that time; what it found before then is what a search without the limit finds.
    ///
    /// A length big enough to be worth it runs in parts, in processes of their own, where the caller set them up
    /// (`ProofParts`); their results merged give what this process would have run, counts included.
    public static func shortestFailure(
        of target: PropertyTarget, rule: String?, maxLength: Int, eventBudget: Int, shard: Shard? = nil,
        timeLimit: Double? = nil
    ) async -> Search {
        await CheckTurns.exclusively { () async -> Search in
            let deadline = instant(after: timeLimit)
            if let shard, shard.count > 1 {
                return await shortestFailureShard(of: target, rule: rule, maxLength: maxLength, eventBudget: eventBudget,
                                                  shard: shard, deadline: deadline)
            }
            var search = Search(found: nil, sequences: 0, events: 0, complete: true)
            search.deadline = deadline
            guard maxLength >= 1 else { return search }
            var runs = [LengthRun(sequences: 1, events: 0)]
            for depth in 1...maxLength {
                // A length can end a few events over the budget (it is checked before each sequence).
                guard search.events < eventBudget else {
                    search.complete = false
                    return search
                }
                if let unstarted = unstarted(depth, after: runs, eventsLeft: eventBudget - search.events) {
                    search.complete = false
                    search.unstarted = unstarted
                    return search
                }
                let before = LengthRun(sequences: search.sequences, events: search.events)
                if let parts = await ProofParts.runLength(
                    of: target, rule: rule, length: depth, eventsLeft: eventBudget - search.events,
                    estimate: estimatedEvents(depth, after: runs), deadline: deadline)
                {
                    search.sequences += parts.sequences
                    search.events += parts.events
                    if let found = parts.found {
                        search.found = found
                        return search
                    }
                    if !parts.complete {
                        search.complete = false
                        search.timedOut = parts.timedOut
                        return search
                    }
                } else {
                    await searchLength(depth, of: target, rule: rule, into: &search, eventBudget: eventBudget)
                    if search.found != nil || !search.complete { return search }
                }
                search.searchedThrough = depth
                runs.append(LengthRun(sequences: search.sequences - before.sequences, events: search.events - before.events))
            }
            return search
        }
    }

    /// Runs every lifecycle of `length` events in this process, counted into `search`, until one fails `rule` at its
    /// last event (kept in `search.found`) or the budget or time limit stops it (`search.complete` false).
    package static func searchLength(
        _ length: Int, of target: PropertyTarget, rule: String?, into search: inout Search, eventBudget: Int
    ) async {
        var prefix: [LifecycleEvent] = []
        _ = await dfs(target, rule, length, &prefix, &search, eventBudget)
    }

    /// Returns true when a failure was found (stored in `search.found`) or the budget ran out.
    ///
    /// The prefix is replayed once; if it fails, the branch is pruned (every
    /// shorter sequence was checked at an earlier depth, and a run stops at its
    /// first failure). Each sequence of exactly `depth` events is replayed and
    /// checked, end-of-run checks included.
    static func dfs(
        _ target: PropertyTarget, _ rule: String?, _ depth: Int, _ prefix: inout [LifecycleEvent],
        _ search: inout Search, _ budget: Int
    ) async -> Bool {
        let run = target.makeRun()
        search.events += prefix.count
        defer { RunMonitor.shared.executionFinished() }
        for e in prefix where await run.send(e) != nil { return false }
        RunMonitor.shared.executionFinished()
        var legal: [LifecycleEvent] = []
        run.possibleEvents(into: &legal)
        for event in legal {
            guard search.allows(budget) else { return true }
            prefix.append(event)
            defer { prefix.removeLast() }
            if prefix.count == depth {
                if await search.runLeaf(prefix, on: target, depth: depth,
                                        keeps: Search.failsAtEnd(rule, length: depth)) { return true }
            } else if await dfs(target, rule, depth, &prefix, &search, budget) {
                return true
            }
        }
        return false
    }

    /// One event per class of events that differ only in which alike session they name.
    public static func representatives(_ events: [LifecycleEvent], in state: SpecState) -> [LifecycleEvent] {
        representativesNonisolated(events, in: state)
    }

    nonisolated static func representativesNonisolated(_ events: [LifecycleEvent], in state: SpecState)
        -> [LifecycleEvent]
    {
        var seen: Set<EventClass> = []
        var out: [LifecycleEvent] = []
        for event in events {
            let key: EventClass
            // A legacy user action names session A, which a legacy state does not have.
            if let s = event.session, s.index < state.sessions.count {
                key = EventClass(shape: event.renamingSession(SessionID(0)), session: descriptor(s, in: state))
            } else {
                key = EventClass(shape: event, session: -1)
            }
            if seen.insert(key).inserted { out.append(event) }
        }
        return out
    }

    fileprivate struct EventClass: Hashable {
        let shape: LifecycleEvent
        let session: Int
    }

    nonisolated private static func descriptor(_ id: SessionID, in state: SpecState) -> Int {
        let s = state[id]
        var code = s.role == .application ? 0 : 1
        code = code * 3 + (s.status == .live ? 0 : s.status == .pendingDiscard ? 1 : 2)
        code = code * 4 + (ActivationState.allCases.firstIndex(of: s.activation) ?? 0)
        code = code * 2 + (state.mostRecentSession == id ? 1 : 0)
        return code
    }
}
