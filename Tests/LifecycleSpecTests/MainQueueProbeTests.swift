import Foundation
import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

/// `MainQueueProbe`: a turn of the main run loop that would run nothing is skipped, but only once the probe's read of
/// the main queue was checked against the real queue in this process; a read that disagrees is refused.
@MainActor
@Suite("The main queue's probe: turns skipped only when nothing is queued, and only once checked", .holdingCheckTurn)
struct MainQueueProbeTests {
    let A = SessionID(0)

    #if os(Linux)
    @Test("on Linux the probe is checked and sees the main queue: a queued block reads as work until it ran")
    func seesTheMainQueue() async {
        #expect(await MainQueueProbe.verify() == .sees)
        #expect(MainQueueProbe.headerNote == nil)
        #expect(await FidelityNotes.headerLine() == "")
        final class Flag: @unchecked Sendable { var raised = false }
        let flag = Flag()
        DispatchQueue.main.async { flag.raised = true }
        #expect(MainQueueProbe.mayHaveQueuedWork)
        Task { @MainActor in }
        #expect(MainQueueProbe.mayHaveQueuedWork)
        var turns = 0
        while MainQueueProbe.mayHaveQueuedWork, turns < 1000 {
            await Task.yield()
            turns += 1
        }
        #expect(flag.raised)
        #expect(!MainQueueProbe.mayHaveQueuedWork, "the queue read as empty once its work had run")
    }
    #endif

    @Test("a probe that is not trusted says so in a check's header, with the reason; a trusted one adds nothing")
    func headerNotes() {
        #expect(MainQueueProbe.note(for: .sees) == nil)
        #expect(MainQueueProbe.note(for: .unverified)
                == "every event turns the main run loop (the main queue's probe was not checked)")
        #expect(MainQueueProbe.note(for: .blind("why"))
                == "every event turns the main run loop (why)")
    }

    @Test("a read of another field of the queue is refused, with the reason", arguments: [0, 8])
    func anotherFieldIsRefused(offset: Int) async {
        // The object's isa pointer and its reference counts are never zero: the queue would never read as empty.
        let status = await MainQueueProbe.check(offset: offset)
        #expect(status == MainQueueProbe.busy)
    }

    @Test("a field that stays zero is refused: a queued block must read as work")
    func aFieldThatStaysZeroIsRefused() async {
        // `do_ctxt`, the queue's context pointer: the main queue has none.
        let status = await MainQueueProbe.check(offset: 4 * MemoryLayout<UnsafeRawPointer>.size)
        #expect(status == .blind("a block queued with DispatchQueue.main.async read as no work"))
    }

    final class QuietSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
    }

    final class QueueingSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func sceneDidEnterBackground(_ scene: UIScene) {
            DispatchQueue.main.async { UserDefaults.standard.set("saved", forKey: "mainQueueProbe.draft") }
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    #if os(Linux)
    @Test("an event whose callbacks queue nothing skips its turn; one that queues a block takes it, and the block's write is the event's")
    func turnsSkippedAndTaken() async throws {
        #expect(await MainQueueProbe.verify() == .sees)
        // Other tests of the process queue main-actor work at any time, so a launch may find the queue busy: of 50
        // launches begun with the queue empty, the turn of at least one is skipped.
        var skips = 0
        for _ in 0..<50 where skips == 0 {
            let quiet = ReferenceRuntime(configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone)),
                                         appDelegate: { AppDelegate() }, sceneDelegate: { _, _ in QuietSceneDelegate() })
            var turns = 0
            while MainQueueProbe.mayHaveQueuedWork, turns < 1000 {
                await Task.yield()
                turns += 1
            }
            let skipped = MainQueueProbe.turnsSkipped
            try await quiet.send(.launch)
            skips += MainQueueProbe.turnsSkipped - skipped
            quiet.tearDown()
        }
        #expect(skips > 0)

        let queueing = ReferenceRuntime(configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone)),
                                        appDelegate: { AppDelegate() }, sceneDelegate: { _, _ in QueueingSceneDelegate() })
        try await queueing.send(.launch)
        let taken = MainQueueProbe.turnsTaken
        try await queueing.send(.background(A))
        #expect(MainQueueProbe.turnsTaken > taken)
        #expect(queueing.appState.value(forKey: "UserDefaults.standard[\"mainQueueProbe.draft\"]") == "saved")
        queueing.tearDown()
    }
    #endif
}
