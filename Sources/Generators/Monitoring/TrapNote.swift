#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleRules

/// The note written when the app traps or calls `exit`: where the run was, and how to replay it.
///
/// The context (seed, replay line) is copied into memory the signal handler
/// can read; the phase and event are small numbers written by the main
/// thread before each case and event. The handler only formats numbers and
/// calls `write(2)`, both safe in a signal handler, then restores the
/// previous handler so the signal ends the process as it would have.
final class TrapNote: @unchecked Sendable {
    // Fixed storage, allocated once: [phase kind, a, b, event index, context length]. The handler reads
    // only this raw memory (no Swift property, so no exclusivity check runs inside it).
    private let numbers = UnsafeMutablePointer<Int>.allocate(capacity: 5)
    private let text = UnsafeMutablePointer<UInt8>.allocate(capacity: TrapNote.capacity)
    private var installed = false
    /// An alternate stack for the handler, so a stack overflow (runaway recursion) still leaves a note.
    private static let alternateStackSize = 1 << 18
    static let capacity = 4096
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS]

    init() {
        numbers.initialize(repeating: 0, count: 5)
        text.initialize(repeating: 0, count: Self.capacity)
    }

    func install(context: String) {
        let bytes = Array(context.utf8.prefix(Self.capacity))
        numbers[4] = 0
        for (i, b) in bytes.enumerated() { text[i] = b }
        numbers[0] = 0
        numbers[3] = 0
        numbers[4] = bytes.count
        guard !installed else { return }
        installed = true
        Self.installAlternateStack()
        for sig in Self.signals { Self.installHandler(sig) }
        // A delegate that calls exit(0) in a callback would end the process with status 0 and no verdict: a
        // green CI run for a check that never finished. While a check runs, an exit writes the note and ends
        // the process with status 1 instead.
        atexit { RunMonitor.trapContext.exitedDuringCheck() }
    }

    /// Called by `exit(_:)` while the process ends: if a check was running, writes where the app exited and
    /// ends the process with status 1 (`_exit`, so no other exit handler runs after it).
    func exitedDuringCheck() {
        guard numbers[4] > 0 else { return }
        Self.put("\nerror: the app called exit() ")
        writePosition()
        Self.put("  An app must not end its own process: iOS ends apps (Apple's Technical Q&A QA1561, \"How do I\n")
        Self.put("  programmatically quit my iOS application?\"). The check did not finish, so this run fails.\n")
        _ = POSIXDescriptor.writeAll(2, UnsafeRawBufferPointer(start: text, count: numbers[4]))
        TrapLog.write(.exit)
        _exit(1)
    }

    func clear() {
        numbers[4] = 0
        numbers[0] = 0
    }

    func set(phase: RunPhase) {
        switch phase {
        case .idle: numbers[0] = 0
        case .regression(let n): (numbers[0], numbers[1], numbers[2]) = (1, n, 0)
        case .generating(let n, let of): (numbers[0], numbers[1], numbers[2]) = (2, n, of)
        case .shrinking(let n, let length): (numbers[0], numbers[1], numbers[2]) = (3, n, length)
        case .exploring(let n, let length): (numbers[0], numbers[1], numbers[2]) = (4, n, length)
        case .checkingDeterminism(let n): (numbers[0], numbers[1], numbers[2]) = (5, n, 0)
        }
    }

    func set(event index: Int) { numbers[3] = index }

    /// Sequence `n` of an exhaustive search starts (called for every sequence: three stores).
    func set(sequence n: Int, length: Int) { (numbers[0], numbers[1], numbers[2]) = (4, n, length) }

    /// Writes the note to standard error. Async-signal-safe: no allocation, no locks.
    func write(signal: Int32) {
        let textCount = numbers[4]
        guard textCount > 0 else { return }
        Self.put("\nerror: the app trapped (signal ")
        Self.put(number: Int(signal))
        Self.put(") ")
        writePosition()
        _ = POSIXDescriptor.writeAll(2, UnsafeRawBufferPointer(start: text, count: textCount))
        TrapLog.write(.signal(signal))
    }

    /// `in case 3 of 300, at event 2` and a line end: where the run is. Async-signal-safe.
    private func writePosition() {
        Self.put("in ")
        switch numbers[0] {
        case 1: Self.put("regression entry "); Self.put(number: numbers[1])
        case 2: Self.put("case "); Self.put(number: numbers[1]); Self.put(" of "); Self.put(number: numbers[2])
        case 3: Self.put("shrinking, candidate "); Self.put(number: numbers[1])
        case 4: Self.put("the exhaustive search, sequence "); Self.put(number: numbers[1])
        case 6: Self.put("the exhaustive search, at depth "); Self.put(number: numbers[2])
        case 5: Self.put("replay "); Self.put(number: numbers[1]); Self.put(" of the shrunk failure")
        default: Self.put("the run")
        }
        if numbers[3] > 0 { Self.put(", at event "); Self.put(number: numbers[3]) }
        Self.put("\n")
    }

    // MARK: - Signal-safe output

    private static func put(_ s: StaticString) { TrapLog.put(2, s) }

    private static func put(number: Int) { TrapLog.put(2, number: number) }

    /// Writes all of `text` to a file descriptor (outside signal handlers: the watchdog).
    static func writeAll(_ fd: Int32, _ text: String) {
        _ = POSIXDescriptor.writeAll(fd, text)
    }

    // MARK: - Handlers

    /// The dispositions found before ours, by signal number (fixed storage: the handler reads it).
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
        p.initialize(repeating: sigaction(), count: 64)
        return p
    }()

    /// Gives the main thread an alternate signal stack, unless it has one (a backtracer's, say).
    private static func installAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        guard let memory = malloc(alternateStackSize) else { return }
        var stack = stack_t()
        stack.ss_sp = memory
        stack.ss_size = alternateStackSize
        stack.ss_flags = 0
        if sigaltstack(&stack, nil) != 0 { free(memory) }
    }

    private static func installHandler(_ sig: Int32) {
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = { sig in TrapNote.handle(sig) }
        #else
        action.__sigaction_handler.sa_handler = { sig in TrapNote.handle(sig) }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_ONSTACK
        guard sig > 0 && sig < 64 else { return }
        _ = sigaction(sig, &action, previous + Int(sig))
    }

    private static func handle(_ sig: Int32) {
        RunMonitor.trapContext.write(signal: sig)
        // Put the previous disposition back; returning re-runs the trapping instruction (or, for
        // abort, continues it), and the signal then does what it would have done without us.
        if sig > 0 && sig < 64 {
            _ = sigaction(sig, previous + Int(sig), nil)
        } else {
            _ = signal(sig, SIG_DFL)
        }
        // Blocked until the handler returns, then delivered to the previous disposition: a signal sent
        // with kill(2) is not swallowed, and a fault ends the process as it would have.
        _ = raise(sig)
    }
}
