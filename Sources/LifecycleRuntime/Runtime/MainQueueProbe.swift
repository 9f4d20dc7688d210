import Foundation

/// Whether work is queued on the main queue, read without running it, so that the runtime skips a turn of the main
/// run loop that would run nothing.
///
/// Dispatch has no API that says whether a queue holds work. The probe reads the main queue's tail pointer: the
/// field of libdispatch's `_dispatch_main_q` that an enqueue sets and the drain clears (`dq_items_tail`, six
/// pointers into the queue object). Main-actor jobs (`Task { }` from the main actor, a `Task` resuming there) are
/// queued on the main queue too. The read is trusted only after ``verify()`` checked it against the real behaviour
/// in this process: a block queued with `DispatchQueue.main.async`, and then a `Task { @MainActor in }`, each read
/// as queued until it ran, and the queue reads empty once nothing is queued. Before that check, or if any part of it
/// fails (another libdispatch, another layout, a main actor that is not the main queue), ``mayHaveQueuedWork`` is
/// always `true`: every turn is taken, as without the probe, and ``status`` says why, which a check's header shows.
/// A main queue drained by the main thread's run loop (macOS, XCTest) is not read: it is drained in batches.
///
/// Where the probe is trusted (a main queue drained item by item on Dispatch's threads, as under `dispatchMain()`),
/// what a skipped turn would have run is only work another thread queued in the few microseconds the turn takes,
/// which the runtime never waits for (``ReferenceRuntime/send(_:)``); work the event's own tasks still have
/// (`EventWork`) always gets its turns.
@MainActor
package enum MainQueueProbe {
    /// What the probe can tell, as far as ``verify()`` found.
    package enum Status: Equatable, Sendable {
        /// Not checked yet in this process: every turn is taken.
        case unverified
        /// The read agrees with the main queue: a turn is skipped when nothing is queued.
        case sees
        /// The read cannot be trusted here, for the reason given: every turn is taken.
        case blind(String)
    }

    /// What ``verify()`` found; `.unverified` before it ran.
    package private(set) static var status = Status.unverified
    /// Turns of the main run loop the runtime took and skipped in this process (for `lifecycle-bench`).
    package static var turnsTaken = 0
    package static var turnsSkipped = 0

    /// The byte offset of `dq_items_tail` in a libdispatch queue: the object header's isa, two reference counts
    /// (one pointer's width together), `do_next`, `do_targetq`, `do_ctxt` and `do_finalizer` come before it.
    package static let tailOffset = 6 * MemoryLayout<UnsafeRawPointer>.size

    private static var tail: UnsafeRawPointer?
    private static var verification: Task<Status, Never>?

    /// Whether a turn of the main run loop may run something: `false` only when the probe is verified and the main
    /// queue holds nothing.
    ///
    /// The tail is one aligned pointer that libdispatch changes with atomic operations; a plain load of it reads
    /// either the value before a change or the one after, and an enqueue that lands just after the read is work
    /// another thread queued after the turn, which a turn taken a moment earlier would have missed too.
    package static var mayHaveQueuedWork: Bool {
        guard status == .sees, let tail else { return true }
        return tail.load(as: UInt.self) != 0
    }

    /// What a check's header says when turns cannot be skipped: `nil` when the probe sees the main queue.
    package static var headerNote: String? { note(for: status) }

    /// What a check's header says under `status`.
    package static func note(for status: Status) -> String? {
        switch status {
        case .sees: nil
        case .unverified: "every event turns the main run loop (the main queue's probe was not checked)"
        case .blind(let reason): "every event turns the main run loop (\(reason))"
        }
    }

    /// Checks the probe against the main queue once per process (later calls wait for the first and return its
    /// answer). Queues one block and one task on the main actor and lets them run. A queue that other main-actor work
    /// keeps busy is checked again up to four times, 20 ms apart; still busy, the probe stays unchecked (every turn
    /// is taken) until the next call checks it again.
    @discardableResult
    package static func verify() async -> Status {
        if let verification { return await verification.value }
        let started = Task { @MainActor in
            var found = await check(offset: tailOffset)
            // Many tests starting at once keep the queue busy for a while: the check is asked again after other
            // main-actor work had 20 ms to run, at most four times, before this check's header says so.
            for _ in 0..<4 where found == busy {
                try? await Task.sleep(nanoseconds: 20_000_000)
                found = await check(offset: tailOffset)
            }
            if case .sees = found { tail = mainQueue.map { UnsafeRawPointer($0) + tailOffset } }
            if found == busy {
                // Other main-actor work kept the queue busy (many tests starting at once): ask again next time.
                verification = nil
            } else {
                status = found
            }
            return found
        }
        verification = started
        return await started.value
    }

    /// The main queue object, looked up by its exported symbol (`dispatch_get_main_queue()` is `&_dispatch_main_q`).
    private static let mainQueue: UnsafeMutableRawPointer? = {
        #if canImport(Darwin)
        let everyImage = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
        let everyImage: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        return dlsym(everyImage, "_dispatch_main_q")
    }()

    /// Runs the check with the tail read at `offset` (a test checks that a wrong offset is refused).
    package static func check(offset: Int) async -> Status {
        guard let queue = mainQueue else {
            return .blind("libdispatch's main queue, `_dispatch_main_q`, is not in the process")
        }
        // A main queue drained by the main thread's run loop (macOS, XCTest waiting for an async test on Linux) is
        // taken in batches: the tail reads empty while the rest of a batch still waits, and the run loop's own
        // timers and `perform` blocks are not on it at all. Only a queue drained item by item, as after
        // `dispatchMain()` (Swift Testing on Linux, where main-actor jobs run on Dispatch's threads), is read.
        guard !Thread.isMainThread else {
            return .blind("the main queue is drained by the main thread's run loop, in batches the probe cannot see")
        }
        let tail = UnsafeRawPointer(queue) + offset
        func queued() -> Bool { tail.load(as: UInt.self) != 0 }
        final class Flag: @unchecked Sendable { var raised = false }

        // Other main-actor work (another test's) may be queued now: the queue must read empty once it has run, and
        // then read as queued once a block, and later a task, is queued, until it has run.
        guard await turns(until: { !queued() }) else { return busy }
        let block = Flag()
        DispatchQueue.main.async { block.raised = true }
        guard queued() else { return .blind("a block queued with DispatchQueue.main.async read as no work") }
        guard await turns(until: { block.raised }) else {
            return .blind("a block queued with DispatchQueue.main.async did not run in 1000 turns")
        }
        // Once the block ran, other main-actor work queued meanwhile can keep the queue from reading empty: asked
        // again at the next check, as at the start.
        guard await turns(until: { !queued() }) else { return busy }
        let task = Flag()
        Task { @MainActor in task.raised = true }
        guard queued() else { return .blind("a task started on the main actor read as no work") }
        guard await turns(until: { task.raised }) else {
            return .blind("a task started on the main actor did not run in 1000 turns")
        }
        return .sees
    }

    /// The answer of a check that never saw the queue empty, which is asked again at the next check.
    package static let busy = Status.blind("the main queue never read as empty in 1000 turns")

    /// Turns the main run loop until `done` holds, at most 1000 times; returns whether it held.
    private static func turns(until done: () -> Bool) async -> Bool {
        for _ in 0..<1000 {
            if done() { return true }
            await Task.yield()
        }
        return done()
    }
}
