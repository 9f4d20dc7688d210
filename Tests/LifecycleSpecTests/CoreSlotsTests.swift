import Foundation
import LifecycleTesting
import Testing
@testable import LifecycleRuntime

/// `CoreSlots`: a child starts only on a free core, a check's turn never waits, and waiting children start in order.
///
/// Its tests hold the check turn: their yields keep the main queue busy, which another test that reads the main queue
/// (`MainQueueProbeTests`, also holding the turn) must not see.
@MainActor
@Suite(.holdingCheckTurn) struct CoreSlotsTests {
    /// What the runs did, in order, and the gates that hold each run until the test opens it.
    @MainActor final class Runs {
        var log: [String] = []
        var gates: [String: CheckedContinuation<Void, Never>] = [:]

        /// A run named `name`: logs its start, waits for its gate, logs its end.
        func run(_ name: String) async {
            log.append("start \(name)")
            await withCheckedContinuation { gates[name] = $0 }
            log.append("end \(name)")
        }

        func open(_ name: String) {
            gates.removeValue(forKey: name)?.resume()
        }

        /// Lets the started tasks run until `condition` holds; false when it never does. A task started on the main
        /// actor runs within a few yields; 200 leave a wide margin.
        func settle(until condition: () -> Bool) async -> Bool {
            for _ in 0..<200 where !condition() { await Task.yield() }
            return condition()
        }
    }

    @Test func aChildWaitsWhileEveryCoreIsCountedAndATurnDoesNot() async throws {
        let slots = CoreSlots(capacity: 2)
        let runs = Runs()
        let a = Task { await slots.holdingForChild { await runs.run("a") } }
        let b = Task { await slots.holdingForChild { await runs.run("b") } }
        try #require(await runs.settle { runs.gates.count == 2 })
        let c = Task { await slots.holdingForChild { await runs.run("c") } }
        #expect(await runs.settle { runs.gates["c"] != nil } == false, "a third child started on two cores")
        #expect(slots.counted == 2)
        #expect(slots.coresForLatestChild == 1)

        // A turn starts at once, beside the two children.
        let turn = Task { await slots.holdingForTurn { await runs.run("turn") } }
        // Required, here and below: a run that never started would leave the test waiting for it forever.
        try #require(await runs.settle { runs.gates["turn"] != nil })
        #expect(slots.counted == 3)

        // One child ends: the turn and the other child still hold both cores, so the third child waits on.
        runs.open("a")
        await a.value
        #expect(await runs.settle { runs.gates["c"] != nil } == false, "a child started while the turn and a child ran")
        // The turn ends: a core is free, and the waiting child starts.
        runs.open("turn")
        await turn.value
        try #require(await runs.settle { runs.gates["c"] != nil })
        // One at a time: two runs resumed together may end in either order.
        runs.open("b")
        await b.value
        runs.open("c")
        await c.value
        #expect(slots.counted == 0)
        #expect(runs.log == ["start a", "start b", "start turn", "end a", "end turn", "start c", "end b", "end c"])
    }

    @Test func waitingChildrenStartInTheOrderTheyCame() async throws {
        let slots = CoreSlots(capacity: 1)
        let runs = Runs()
        let first = Task { await slots.holdingForChild { await runs.run("first") } }
        try #require(await runs.settle { runs.gates["first"] != nil })
        #expect(slots.coresForLatestChild == 1)
        var waiting: [Task<Void, Never>] = []
        for name in ["second", "third", "fourth"] {
            waiting.append(Task { await slots.holdingForChild { await runs.run(name) } })
            // Each is waiting before the next one comes.
            _ = await runs.settle { false }
        }
        for name in ["first", "second", "third"] {
            let next = ["first": "second", "second": "third", "third": "fourth"][name]!
            runs.open(name)
            try #require(await runs.settle { runs.gates[next] != nil })
            #expect(runs.gates.count == 1, "more than one child ran on one core")
        }
        runs.open("fourth")
        await first.value
        for task in waiting { await task.value }
        #expect(runs.log == ["start first", "end first", "start second", "end second", "start third", "end third",
                             "start fourth", "end fourth"])
        #expect(slots.counted == 0)
    }

    @Test func theCapacityIsTheMachinesCoresOrTheToldOnesAndAtLeastOne() {
        #expect(CoreSlots(capacity: 0).capacity == 1)
        // A process told its cores (a suite's own process is told one) takes that many.
        let told = ProcessInfo.processInfo.environment[CoreSlots.coresVariable].flatMap { Int($0) }
        #expect(CoreSlots.shared.capacity == max(1, told ?? ProcessInfo.processInfo.activeProcessorCount))
    }

    @Test func aChildStartedAloneMayUseEveryCoreForItsProof() async {
        let slots = CoreSlots(capacity: 4)
        let shares = await slots.holdingForChild { () async -> [Int] in
            let alone = slots.coresForLatestChild
            return await slots.holdingForTurn { () async -> [Int] in
                await slots.holdingForChild { () async -> [Int] in [alone, slots.coresForLatestChild] }
            }
        }
        // Alone, all four; the third counted (two children and a turn), the two cores left.
        #expect(shares == [4, 2])
        #expect(slots.counted == 0)
    }
}
