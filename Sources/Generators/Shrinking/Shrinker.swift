import LifecycleRules

/// Shrinks a failing event sequence to a short one that fails the same rule.
///
/// Deterministic and bounded. Each round runs, in this order: chunk
/// deletion (halving chunk sizes down to single events), dropping every
/// event of one session, merging a session into an earlier one (its window
/// is not opened; its events go to the earlier session), cutting loops (the spec state after event i equals
/// the state after a later event j), removing a process death with the
/// launch after it, removing pairs of events, moving one event later (the repair then drops the events the move
/// made redundant), replacing two adjacent events by one event legal there, and replacing events by simpler ones. Every candidate is replayed through a fresh run and
/// repaired (events no longer legal are dropped), so a result is always a
/// possible lifecycle. A candidate is kept only if it fails the same rule and
/// is shorter, or as long and simpler. Rounds repeat until one changes
/// nothing, which makes the result 1-minimal (no single event can be removed).
/// Then, if the result is short, a bounded exhaustive search either proves no
/// shorter sequence fails the same rule or finds the shortest one.
///
/// - Complexity: at most `Options.maxCandidates` replays, each O(length), plus the exhaustive search's
///   `Options.exhaustiveEventBudget` events, once, or once more after each shorter result `deleteAndRetarget`
///   finds (at most `Options.exhaustiveMaxLength` searches in all).
@MainActor
public struct Shrinker {
    /// The bounds of a shrink.
    public struct Options: Hashable, Sendable {
        /// The most candidates replayed before stopping.
        public var maxCandidates: Int
        /// The longest result the exhaustive search tries to prove minimal.
        public var exhaustiveMaxLength: Int
        /// The most events the exhaustive search may replay.
        public var exhaustiveEventBudget: Int
        /// The most seconds the exhaustive search may take (`nil`: no limit), whatever is left of its budget.
        ///
        /// A search that reaches it stops, and the result is left 1-minimal with how far the search got. How far
        /// that is depends on the machine, so it is the one part of a report that a seed does not fix; a search
        /// that ends before the limit says what it would say without it.
        public var proofTimeLimit: Double?

        public init(maxCandidates: Int = 4_000, exhaustiveMaxLength: Int = 7, exhaustiveEventBudget: Int = 150_000,
                    proofTimeLimit: Double? = RunProfile.ci.proofTimeLimit) {
            self.maxCandidates = maxCandidates
            self.exhaustiveMaxLength = exhaustiveMaxLength
            self.exhaustiveEventBudget = exhaustiveEventBudget
            self.proofTimeLimit = proofTimeLimit
        }
    }

    /// What is known of the result's minimality.
    public enum Minimality: Hashable, Sendable, CustomStringConvertible {
        /// No shorter sequence fails the same rule: every legal sequence shorter than the result was run.
        case proved(sequences: Int)
        /// The search found this shorter sequence, and it is the shortest.
        case foundShorter(from: Int, sequences: Int)
        /// Not proved: the result is 1-minimal, but the search was not run or not finished.
        case notProved(reason: String)

        public var description: String {
            switch self {
            case .proved(let n): return "minimal (proved: every shorter lifecycle was run, \(n) sequences)"
            case .foundShorter(let from, let n):
                return "minimal (the exhaustive search found it, shorter than the \(from) events shrinking reached; \(n) sequences)"
            case .notProved(let reason): return "1-minimal, shortest not proved (\(reason))"
            }
        }

        /// Whether the result is proved to be a shortest failing sequence.
        public var isProved: Bool {
            if case .notProved = self { return false }
            return true
        }
    }

    /// A shrunk failure.
    public struct Result: Sendable {
        /// The shrunk failing execution.
        public var execution: Execution
        /// The length of the sequence shrinking started from.
        public var originalLength: Int
        /// How many candidates were accepted.
        public var steps: Int
        /// How many candidates were replayed.
        public var candidates: Int
        /// Whether every round finished within the budget (so the result is 1-minimal).
        public var isOneMinimal: Bool
        /// What the exhaustive search established.
        public var minimality: Minimality
        /// Set when the shrinker's first replay of the failing events did not fail the same rule (the
        /// target is nondeterministic): what that replay ended with (`nil` inside: it passed). The
        /// shrinker then stops at once and `execution` is the execution it was given.
        public var replayedFailure: PropertyFailure?? = nil

        public var events: [LifecycleEvent] { execution.plainEvents }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Shrinks a failing execution of `target`.
    ///
    /// - Parameter searchingBelow: the exhaustive search runs only if the 1-minimal result is shorter
    ///   than this; a caller that already holds a counterexample of length `n` passes `n`, since a
    ///   result as long cannot replace it and its search would repeat one already run.
    /// - Precondition: `failing.failure != nil`.
    public func shrink(_ failing: Execution, target: PropertyTarget, searchingBelow: Int = .max) async -> Result {
        await CheckTurns.exclusively { () async -> Result in
            precondition(failing.failure != nil, "only a failing execution can be shrunk")
            // An isolated check's worker already shrank this failure: its result, run once here.
            if let recorded = await ShrinkJournal.replay(failing, rule: failing.failure!.rule, searchingBelow: searchingBelow,
                                                         target: target) {
                return recorded
            }
            var state = ShrinkState(target: target, rule: failing.failure!.rule, budget: options.maxCandidates)
            let start = await Executor.execute(failing.events, on: target, recordStates: true)
            let originalLength = failing.events.count
            guard start.failure?.rule == state.rule else {
                // The same events no longer fail the same way: the target is nondeterministic, and no
                // candidate's verdict could be trusted. Stop here; the caller reports the evidence.
                return Result(execution: failing, originalLength: originalLength, steps: 0, candidates: 1,
                              isOneMinimal: false, minimality: .notProved(reason: "the failure did not replay"),
                              replayedFailure: .some(start.failure))
            }
            state.best = start
            var complete = await shrinkToFixpoint(&state)
            var minimality = Minimality.notProved(reason: complete ? "longer than \(options.exhaustiveMaxLength) events"
                                                  : "shrink budget of \(options.maxCandidates) replays reached")
            var result = state.best
            if complete && result.events.count >= searchingBelow {
                minimality = .notProved(reason: "no shorter than a counterexample already searched")
            } else if complete && result.events.count <= options.exhaustiveMaxLength,
                      await !ProofGate.admits(result.plainEvents, rule: state.rule, target: target) {
                minimality = .notProved(reason: "its events alone, in a new process, do not fail \(state.rule), so no search was run")
            } else if complete && result.events.count <= options.exhaustiveMaxLength {
                // One time limit for every search of the proof: a search after a retarget gets what is left.
                let limit = Explorer.instant(after: options.proofTimeLimit)
                func timeLeft() -> Double? { limit.map(Explorer.seconds(until:)) }
                var search = await Explorer.shortestFailure(
                    of: target, rule: state.rule, maxLength: result.events.count - 1,
                    eventBudget: options.exhaustiveEventBudget, timeLimit: timeLeft())
                // A length too big to start: the lifecycles one event shorter than the result and nearest it are
                // tried before the result is left unproved.
                while search.unstarted != nil, await deleteAndRetarget(&state) {
                    complete = await shrinkToFixpoint(&state)
                    result = state.best
                    guard complete else { break }
                    search = await Explorer.shortestFailure(
                        of: target, rule: state.rule, maxLength: result.events.count - 1,
                        eventBudget: options.exhaustiveEventBudget, timeLimit: timeLeft())
                }
                if !complete {
                    minimality = .notProved(reason: "shrink budget of \(options.maxCandidates) replays reached")
                } else if let shorter = search.found {
                    minimality = .foundShorter(from: result.events.count, sequences: search.sequences)
                    result = shorter
                } else if search.complete {
                    minimality = .proved(sequences: search.sequences)
                } else {
                    let reached = search.searchedThrough > 0
                        ? "; no failing lifecycle of \(search.searchedThrough) event\(search.searchedThrough == 1 ? "" : "s") or fewer"
                        : ""
                    if search.timedOut, let limit = options.proofTimeLimit {
                        minimality = .notProved(reason: "search stopped at its time limit of \(RunMonitor.format(max(0, limit))) s\(reached)")
                    } else if let unstarted = search.unstarted {
                        minimality = .notProved(reason: "search budget of \(options.exhaustiveEventBudget) events too small for the "
                            + "lifecycles of \(unstarted.length) events: about \(unstarted.estimatedEvents) events, "
                            + "\(unstarted.eventsLeft) left\(reached)")
                    } else {
                        minimality = .notProved(reason: "search budget of \(options.exhaustiveEventBudget) events reached\(reached)")
                    }
                }
            }
            let shrunk = Result(execution: result, originalLength: originalLength, steps: state.steps,
                                candidates: state.candidates, isOneMinimal: complete, minimality: minimality)
            ShrinkJournal.note(failing, rule: state.rule, searchingBelow: searchingBelow, result: shrunk,
                               names: target.spec.userActionNames)
            return shrunk
        }
    }

    /// Runs every pass until a round changes nothing (the result is then 1-minimal: `true`) or the budget ends.
    private func shrinkToFixpoint(_ state: inout ShrinkState) async -> Bool {
        while !state.exhausted {
            let before = state.steps
            await deleteChunks(&state)
            await dropSessions(&state)
            await mergeSessions(&state)
            await cutLoops(&state)
            await removeDeathAndRelaunch(&state)
            await removePairs(&state)
            await moveLater(&state)
            await replacePairs(&state)
            await simplify(&state)
            if state.steps == before { return !state.exhausted }
        }
        return false
    }

    // MARK: - Passes

    private func deleteChunks(_ s: inout ShrinkState) async {
        var size = max(1, s.best.events.count / 2)
        while size >= 1 && !s.exhausted {
            var i = 0
            while i + size <= s.best.events.count && !s.exhausted {
                var candidate = s.best.events
                candidate.removeSubrange(i..<(i + size))
                if await !s.attempt(candidate) { i += size > 4 ? size / 2 : 1 }
            }
            size /= 2
        }
    }

    private func dropSessions(_ s: inout ShrinkState) async {
        var id = 0
        while !s.exhausted {
            let events = s.best.events
            let count = events.reduce(0) { max($0, ($1.created.map(\.index).max() ?? -1) + 1) }
            guard id < count else { return }
            let session = SessionID(id)
            let candidate = events.filter { $0.event.session != session && !$0.created.contains(session) }
            if candidate.count == events.count { id += 1 } else if await !s.attempt(candidate) { id += 1 }
        }
    }

    /// For sessions X > Y: drop the event that created X and send X's events to Y instead.
    private func mergeSessions(_ s: inout ShrinkState) async {
        var x = 1
        while !s.exhausted {
            let events = s.best.events
            let count = events.reduce(0) { max($0, ($1.created.map(\.index).max() ?? -1) + 1) }
            guard x < count else { return }
            var merged = false
            for y in stride(from: x - 1, through: 0, by: -1) where !s.exhausted {
                if let candidate = Self.merge(SessionID(x), into: SessionID(y), events), await s.attempt(candidate) {
                    merged = true
                    break
                }
            }
            if !merged { x += 1 }
        }
    }

    static func merge(_ x: SessionID, into y: SessionID, _ events: [AnnotatedEvent]) -> [AnnotatedEvent]? {
        var out: [AnnotatedEvent] = []
        var changed = false
        for var e in events {
            if e.created.contains(x) {
                guard e.created == [x] else { return nil }
                switch e.event {
                case .openWindow:
                    changed = true
                    continue
                case .openURL(.newWindow, let p): e.event = .openURL(.session(y), payload: p)
                case .continueActivity(.newWindow, let p): e.event = .continueActivity(.session(y), payload: p)
                case .shortcut(.newWindow, let p): e.event = .shortcut(.session(y), payload: p)
                default: return nil
                }
                e.created = []
                changed = true
            } else if e.event.session == x {
                e.event = e.event.renamingSession(y)
                changed = true
            }
            out.append(e)
        }
        return changed ? out : nil
    }

    private func cutLoops(_ s: inout ShrinkState) async {
        var progress = true
        while progress && !s.exhausted {
            progress = false
            let states = [Specification(s.target.spec).initialState()] + s.best.states
            let n = s.best.events.count
            guard states.count == n + 1 else { return }
            search: for length in stride(from: n, through: 1, by: -1) {
                for i in 0...(n - length) where states[i] == states[i + length] {
                    var candidate = s.best.events
                    candidate.removeSubrange(i..<(i + length))
                    if await s.attempt(candidate) {
                        progress = true
                        break search
                    }
                    if s.exhausted { return }
                }
            }
        }
    }

    private func removeDeathAndRelaunch(_ s: inout ShrinkState) async {
        var i = 0
        while i + 1 < s.best.events.count && !s.exhausted {
            let kind = s.best.events[i].event.kind
            if kind == .processDeath || kind == .terminate {
                var candidate = s.best.events
                candidate.removeSubrange(i...(i + 1))
                if await s.attempt(candidate) { continue }
            }
            i += 1
        }
    }

    private func removePairs(_ s: inout ShrinkState) async {
        guard s.best.events.count <= 30 else { return }
        var i = 0
        while i < s.best.events.count && !s.exhausted {
            var j = i + 2
            var removed = false
            while j < s.best.events.count && !s.exhausted {
                var candidate = s.best.events
                candidate.remove(at: j)
                candidate.remove(at: i)
                if await s.attempt(candidate) {
                    removed = true
                    break
                }
                j += 1
            }
            if !removed { i += 1 }
        }
    }

    /// Moves one event later, keeping the others in order, for a candidate the repair makes shorter: "open A,
    /// force quit, open B, background B, foreground A" becomes "open A, open B, force quit, foreground A" once the
    /// force quit comes after B's window, since the repair drops the background B that the force quit already did.
    /// A move that drops nothing measures the same and is not kept. Like `removePairs`, it tries O(n²) candidates,
    /// so it runs only on results of at most 30 events.
    private func moveLater(_ s: inout ShrinkState) async {
        guard s.best.events.count <= 30 else { return }
        var i = 0
        while i + 1 < s.best.events.count && !s.exhausted {
            var moved = false
            for j in (i + 1)..<s.best.events.count where !s.exhausted {
                var candidate = s.best.events
                candidate.insert(candidate.remove(at: i), at: j)
                if await s.attempt(candidate) {
                    moved = true
                    break
                }
            }
            if !moved { i += 1 }
        }
    }

    /// Deletes one event and sends another event to another session: "open A, open B, background B, force quit,
    /// foreground B" becomes "open A, open B, force quit, foreground A", where the background only made B the
    /// window the force quit sent to the background first. Tried only when the proof left a length unstarted
    /// (`Explorer.UnstartedLength`), so that these lifecycles, one event shorter than the result and nearest it,
    /// are run before the result is left unproved; returns whether one was kept. O(n² · sessions) replays, on
    /// results of at most 30 events.
    private func deleteAndRetarget(_ s: inout ShrinkState) async -> Bool {
        let events = s.best.events
        guard events.count <= 30 else { return false }
        let sessions = events.reduce(0) { max($0, ($1.created.map(\.index).max() ?? -1) + 1) }
        for i in events.indices where !s.exhausted {
            var shorter = events
            shorter.remove(at: i)
            for j in shorter.indices where shorter[j].created.isEmpty && !s.exhausted {
                guard let named = shorter[j].event.session else { continue }
                for other in 0..<sessions where other != named.index && !s.exhausted {
                    var candidate = shorter
                    candidate[j].event = shorter[j].event.renamingSession(SessionID(other))
                    if await s.attempt(candidate) { return true }
                }
            }
        }
        return false
    }

    /// Replaces events i and i+1 by one event legal after event i-1 (for example "open a window,
    /// discard it" by "type", when all that mattered was that time passed).
    private func replacePairs(_ s: inout ShrinkState) async {
        var i = 0
        while i + 1 < s.best.events.count && !s.exhausted {
            let spec = Specification(s.target.spec)
            guard s.best.states.count == s.best.events.count else { return }
            let before = i == 0 ? spec.initialState() : s.best.states[i - 1]
            var replaced = false
            for event in spec.legalEvents(in: before) where !s.exhausted {
                var candidate = s.best.events
                let created = s.best.events[i].created + s.best.events[i + 1].created
                candidate.replaceSubrange(i...(i + 1), with: [AnnotatedEvent(event, created: created)])
                if await s.attempt(candidate) {
                    replaced = true
                    break
                }
            }
            if !replaced { i += 1 }
        }
    }

    private func simplify(_ s: inout ShrinkState) async {
        var i = 0
        while i < s.best.events.count && !s.exhausted {
            var changed = false
            for replacement in EventComplexity.simplifications(s.best.events[i].event) {
                var candidate = s.best.events
                candidate[i].event = replacement
                if await s.attempt(candidate) {
                    changed = true
                    break
                }
            }
            if !changed { i += 1 }
        }
    }
}

/// The shrinker's working state: the best failure so far and the budget.
@MainActor
struct ShrinkState {
    let target: PropertyTarget
    let rule: String
    let budget: Int
    var best = Execution(events: [], failure: nil, failureIndex: nil, states: [], timeline: [], dropped: 0)
    var steps = 0
    var candidates = 0

    init(target: PropertyTarget, rule: String, budget: Int) {
        self.target = target
        self.rule = rule
        self.budget = budget
    }

    var exhausted: Bool { candidates >= budget }

    /// Replays a candidate; keeps it if it fails the same rule and measures smaller.
    mutating func attempt(_ candidate: [AnnotatedEvent]) async -> Bool {
        guard !exhausted else { return false }
        candidates += 1
        RunMonitor.shared.enter(.shrinking(candidate: candidates, length: best.events.count))
        let e = await Executor.execute(candidate, on: target, recordStates: true)
        guard e.failure?.rule == rule else { return false }
        guard Self.measure(e.events) < Self.measure(best.events) else { return false }
        best = e
        steps += 1
        return true
    }

    static func measure(_ events: [AnnotatedEvent]) -> (Int, Int) {
        (events.count, events.reduce(0) { $0 + EventComplexity.score($1.event) })
    }
}
