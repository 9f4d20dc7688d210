import Generators
import LifecycleRules
import Testing

/// A proof's length cut into parts (`Explorer.ProofPart`), each run on its own and merged in order, gives what the
/// whole search of that length gives in one process: the same failure, the same counts, and the same stop where the
/// budget ends. Here the parts run one after another in this process; `ProofParts` runs them in processes of their
/// own, which changes where they run, not what they run.
@MainActor
@Suite("A proof's length in parts, merged: the same result as the whole search")
struct ProofPartsTests {
    /// Fails "P" once three kinds occur in order (as `subsequenceTarget`), and fails "Q", another rule, at a memory
    /// warning sent second: lifecycles the proof of "P" must not extend, and must not keep.
    static let twoRules = SpecOnlyRun.target("P after a pattern, Q at an early memory warning", ShrinkerTests.small) { events, _ in
        if events.count == 2, events[1].kind == .memoryWarning {
            return PropertyFailure(rule: "Q", title: "other", message: "memory warning second", expected: "none")
        }
        var k = 0
        let pattern: [LifecycleEvent.Kind] = [.background, .memoryWarning, .foreground]
        for e in events where k < pattern.count && e.kind == pattern[k] { k += 1 }
        return k == pattern.count
            ? PropertyFailure(rule: "P", title: "synthetic", message: "the pattern occurred", expected: "it never does")
            : nil
    }

    /// Each target, the rule its proofs look for, and the longest length tried (the lengths where it fails, or
    /// every lifecycle of up to 3 events).
    static let targets: [(PropertyTarget, String?, Int)] = [
        (subsequenceTarget([.systemDisconnect, .memoryWarning, .openURL], ShrinkerTests.small), "P", 3),
        (ProofBudgetTests.lastBackgrounded, "P", 4),
        (twoRules, "P", 4),
        (twoRules, nil, 2),
        (SpecOnlyRun.target("never fails", ShrinkerTests.small) { _, _ in nil }, nil, 3),
    ]

    /// The whole search of one length, in this process.
    static func whole(_ target: PropertyTarget, rule: String?, length: Int, eventsLeft: Int) async -> Explorer.Search {
        var search = Explorer.Search()
        await Explorer.searchLength(length, of: target, rule: rule, into: &search, eventBudget: eventsLeft)
        return search
    }

    /// The length in `count` parts, each run alone, merged (`mergeExactly`, as `ProofParts` merges them).
    static func inParts(_ target: PropertyTarget, rule: String?, length: Int, count: Int, eventsLeft: Int) async
        -> (Explorer.MergedLength, [Explorer.ProofPartResult])
    {
        let parts = (1...count).map {
            Explorer.ProofPart(rule: rule, length: length, index: $0, count: count, eventsLeft: eventsLeft)
        }
        var results: [Explorer.ProofPartResult] = []
        for part in parts { results.append(await Explorer.runPart(part, of: target)) }
        #expect(Set(results.map(\.units)).count == 1 && Set(results.map(\.nodes)).count == 1, "every part cuts the same top")
        return (await Explorer.mergeExactly(results, parts: parts, of: target, deadline: nil), results)
    }

    @Test("with budget enough, every split gives the whole search's failure, lifecycles and events", arguments: [2, 3, 7])
    func sameAsWhole(count: Int) async {
        for (target, rule, longest) in Self.targets {
            for length in 1...longest {
                let whole = await Self.whole(target, rule: rule, length: length, eventsLeft: .max)
                let (merged, results) = await Self.inParts(target, rule: rule, length: length, count: count, eventsLeft: .max)
                let label = "\(target.name), length \(length), \(count) parts"
                #expect(whole.complete && merged.complete, "\(label)")
                #expect(merged.foundIn.flatMap { results[$0].found } == whole.found?.plainEvents, "\(label)")
                #expect(merged.sequences == whole.sequences, "\(label)")
                #expect(merged.events == whole.events, "\(label)")
            }
        }
    }

    @Test("the failures are where the whole search finds them: the found lengths are not empty")
    func theTargetsFail() async {
        // Without failures to find, the test above would compare nothing but counts.
        let found = await Self.whole(ProofBudgetTests.lastBackgrounded, rule: "P", length: 4, eventsLeft: .max)
        #expect(found.found?.plainEvents.count == 4)
        let other = await Self.whole(Self.twoRules, rule: "P", length: 4, eventsLeft: .max)
        #expect(other.found?.plainEvents.count == 4)
        let pruned = await Self.whole(Self.twoRules, rule: "P", length: 3, eventsLeft: .max)
        #expect(pruned.complete && pruned.found == nil, "Q's failures are not kept when the proof looks for P")
        let any = await Self.whole(Self.twoRules, rule: nil, length: 2, eventsLeft: .max)
        #expect(any.found?.failure?.rule == "Q", "with no rule named, the other rule's failure is kept")
    }

    @Test("a budget that ends inside the length stops the merge where it stops the whole search", arguments: [2, 3])
    func budgetStopsWhereTheWholeStops(count: Int) async {
        let target = subsequenceTarget([.systemDisconnect, .memoryWarning, .openURL], ShrinkerTests.small)
        let full = await Self.whole(target, rule: "P", length: 3, eventsLeft: .max)
        for fraction in [1, 3, 5, 7, 9] {
            let left = full.events * fraction / 10
            let whole = await Self.whole(target, rule: "P", length: 3, eventsLeft: left)
            let (merged, _) = await Self.inParts(target, rule: "P", length: 3, count: count, eventsLeft: left)
            #expect(!whole.complete && !merged.complete && merged.foundIn == nil, "\(fraction)/10 of the budget")
            #expect(merged.sequences == whole.sequences && merged.events == whole.events,
                    "\(fraction)/10 of the budget: the same counts where the budget stops it")
            #expect(merged.budgetEndsIn != nil && !merged.timedOut)
        }
        // The exact budget the length needs: both finish.
        let (exact, _) = await Self.inParts(target, rule: "P", length: 3, count: count, eventsLeft: full.events)
        let whole = await Self.whole(target, rule: "P", length: 3, eventsLeft: full.events)
        #expect(exact.complete == whole.complete && exact.events == whole.events)

        // A failure the whole search reaches before its budget ends is found by the merge too; one it does not
        // reach is not.
        let failing = await Self.whole(ProofBudgetTests.lastBackgrounded, rule: "P", length: 4, eventsLeft: .max)
        let reached = failing.events
        for left in [reached + 1, reached / 2] {
            let whole = await Self.whole(ProofBudgetTests.lastBackgrounded, rule: "P", length: 4, eventsLeft: left)
            let (merged, results) = await Self.inParts(ProofBudgetTests.lastBackgrounded, rule: "P", length: 4, count: count,
                                                       eventsLeft: left)
            #expect(merged.foundIn.flatMap { results[$0].found } == whole.found?.plainEvents, "\(left) events left")
            #expect(merged.complete == whole.complete, "\(left) events left")
            #expect(merged.sequences == whole.sequences && merged.events == whole.events, "\(left) events left")
        }
    }

    @Test("a part's result and request read back as written; anything else is no answer")
    func textRoundTrips() throws {
        let names = ["save"]
        let result = Explorer.ProofPartResult(sequences: 12, events: 40, lastCheck: 37,
                                              found: [.launch, .background(SessionID(0)), .userAction(SessionID(0), action: 0)],
                                              units: 9, nodes: 11)
        #expect(Explorer.ProofPartResult(text: result.text(actionNames: names), actionNames: names) == result)
        let plain = Explorer.ProofPartResult(sequences: 0, events: 0, lastCheck: nil, found: nil, timedOut: true)
        #expect(Explorer.ProofPartResult(text: plain.text(actionNames: names), actionNames: names) == plain)
        for broken in ["", "sequences 1\n", "top 1 1\nsequences x\nevents 1\ncheck -\ntimed out 0\nfound -\n",
                       "top 1 1\nsequences 1\nevents 1\ncheck -\ntimed out 2\nfound -\n",
                       "top 1 1\nsequences 1\nevents 1\ncheck -\ntimed out 0\nfound not-an-event\n",
                       "top 1\nsequences 1\nevents 1\ncheck -\ntimed out 0\nfound -\n",
                       "sequences 1\nevents 1\ncheck -\ntimed out 0\nfound -\n"] {
            #expect(Explorer.ProofPartResult(text: broken, actionNames: names) == nil, "\(broken.debugDescription)")
        }
        let part = Explorer.ProofPart(rule: "A4", length: 3, index: 2, count: 4, eventsLeft: 149_000)
        let read = try #require(Explorer.ProofPart.parse(part.text(deadline: 1_795_000_000.5)))
        #expect(read.part == part && read.deadline == 1_795_000_000.5)
        #expect(Explorer.ProofPart.parse(Explorer.ProofPart(rule: nil, length: 1, index: 1, count: 1, eventsLeft: 0)
            .text(deadline: nil))?.deadline == nil)
        for broken in ["", "A4|3|5|4|10|-", "A4|0|1|4|10|-", "A4|3|1|4|-1|-", "A4|3|1|4|10|x", "A4|3|1|4|10"] {
            #expect(Explorer.ProofPart.parse(broken) == nil, "\(broken)")
        }
    }

    @Test("a time limit stops the search at its next check and says so; what it found before is kept")
    func timeLimit() async {
        let target = subsequenceTarget([.systemDisconnect, .memoryWarning, .openURL], ShrinkerTests.small)
        let stopped = await Explorer.shortestFailure(of: target, rule: "P", maxLength: 4, eventBudget: .max, timeLimit: 0)
        #expect(stopped.timedOut && !stopped.complete && stopped.found == nil && stopped.sequences == 0)
        let free = await Explorer.shortestFailure(of: target, rule: "P", maxLength: 3, eventBudget: .max, timeLimit: 3_600)
        #expect(!free.timedOut && free.complete)
        let part = Explorer.ProofPart(rule: "P", length: 3, index: 1, count: 2, eventsLeft: .max)
        let result = await Explorer.runPart(part, of: target, deadline: .now)
        #expect(result.timedOut && result.sequences == 0)
        #expect(Explorer.merge([result, Explorer.ProofPartResult()], eventsLeft: .max).timedOut)
    }

    @Test("a time limit of infinity, NaN or more than 10^9 s is none; a negative one has passed")
    func timeLimitBounds() async throws {
        for none in [Double.infinity, .nan, 2e9] { #expect(Explorer.instant(after: none) == nil, "\(none)") }
        let now = ContinuousClock.now
        #expect(try #require(Explorer.instant(after: -5)) <= ContinuousClock.now && Explorer.instant(after: -5)! >= now)
        let target = subsequenceTarget([.systemDisconnect, .memoryWarning, .openURL], ShrinkerTests.small)
        let unlimited = await Explorer.shortestFailure(of: target, rule: "P", maxLength: 2, eventBudget: .max, timeLimit: .infinity)
        #expect(unlimited.complete && !unlimited.timedOut)
    }
}
