#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import LifecycleRules

/// Where the current conformance run is, for progress, the hang deadline and the trap note.
///
/// A conformance check (`LifecycleConformance.check`) starts a session of
/// the monitor with its seed, replay line and deadline; the runner, the
/// shrinker and the explorer report their phase, and every run of the
/// reference runtime reports each event it sends. Three things read it:
///
/// - **The deadline.** A watchdog thread checks that every execution (a
///   generated case, a shrink candidate, a proof's sequence) finishes within
///   the deadline. When an app's delegate does not return, it prints the
///   phase, the event the app hung in, the seed and the replay line to
///   standard error, and ends the process with exit status 1: a delegate
///   that never returns holds the main thread, so nothing else can report.
/// - **The trap note.** A handler for SIGILL, SIGTRAP, SIGABRT, SIGSEGV and
///   SIGBUS writes the same position and replay line to standard error when
///   the app traps, then lets the signal take its usual course.
/// - **Progress.** An optional callback receives the phase as it changes.
///
/// Nothing the monitor does reaches a report: it writes only when a process
/// is about to end, and the progress callback decides where its text goes.
/// Runs happen on the main actor, one at a time; the monitor is a single
/// process-wide object.
public final class RunMonitor: @unchecked Sendable {
    /// The process-wide monitor.
    public static let shared = RunMonitor()

    /// The default deadline for one execution, in seconds.
    public static let defaultDeadline: Double = 10

    private let lock = NSLock()
    private var phase: RunPhase = .idle
    private var event: LifecycleEvent?
    private var eventIndex = 0
    private var executionStart: UInt64 = 0
    private var inExecution = false
    /// When the main run loop's current turn began (0: not in a turn).
    private var turnStart: UInt64 = 0
    /// How many turns are open now (turns of several runtimes nest).
    private var turnDepth = 0
    private var deadlineNanoseconds: UInt64?
    private var context = ""
    private var sessionDepth = 0
    private var watchdogStarted = false
    private var progress: (@Sendable (RunPhase) -> Void)?

    /// What the trap handler reads: it runs on the thread that trapped, the main thread the app runs
    /// on, and so sees the last values written there without a lock.
    static let trapContext = TrapNote()

    init() {}

    // MARK: - Sessions

    /// Starts monitoring a check: its context lines (seed, replay line) for the notes, a deadline per
    /// execution in seconds (`nil`: none), and an optional progress callback.
    ///
    /// Sessions nest; only the outermost one's settings apply.
    public func begin(context: String, deadline: Double?, progress: (@Sendable (RunPhase) -> Void)? = nil) {
        lock.lock()
        sessionDepth += 1
        let outermost = sessionDepth == 1
        if outermost {
            self.context = context
            self.deadlineNanoseconds = Self.nanoseconds(deadline)
            self.progress = progress
            phase = .idle
            event = nil
            eventIndex = 0
            executionStart = DispatchTime.now().uptimeNanoseconds
        }
        let startWatchdog = outermost && deadline != nil && !watchdogStarted
        if startWatchdog { watchdogStarted = true }
        lock.unlock()
        if outermost {
            Self.trapContext.install(context: context)
            ReferenceRuntime.mainQueueTurnObserver.set { RunMonitor.shared.mainQueueTurn(began: $0) }
        }
        if startWatchdog { startWatchdogThread() }
    }

    /// Ends the session begun by the matching `begin`.
    public func end() {
        lock.lock()
        sessionDepth = max(0, sessionDepth - 1)
        let ended = sessionDepth == 0
        if ended {
            deadlineNanoseconds = nil
            progress = nil
            phase = .idle
            context = ""
        }
        lock.unlock()
        if ended { Self.trapContext.clear() }
    }

    /// Whether the run is telling its stories (generated cases, regressions) rather than shrinking, replaying for
    /// determinism or exploring: what counts a story once.
    package var isTellingStories: Bool {
        lock.lock()
        defer { lock.unlock() }
        switch phase {
        case .generating, .regression: return true
        default: return false
        }
    }

    // MARK: - Reports from the run

    /// The run moved to a new phase.
    public func enter(_ phase: RunPhase) {
        lock.lock()
        self.phase = phase
        let progress = self.progress
        lock.unlock()
        Self.trapContext.set(phase: phase)
        progress?(phase)
    }

    /// A fresh execution (a case, a candidate, a sequence) starts: the deadline restarts.
    public func executionStarted() {
        lock.lock()
        executionStart = DispatchTime.now().uptimeNanoseconds
        inExecution = true
        eventIndex = 0
        event = nil
        lock.unlock()
        Self.trapContext.set(event: 0)
    }

    /// The execution ended: the time until the next one starts is not the app's (regression file
    /// locks, output, shrinker bookkeeping), so the deadline does not run.
    public func executionFinished() {
        lock.lock()
        inExecution = false
        lock.unlock()
    }

    /// Sequence `n` of an exhaustive search of sequences of `length` events starts: the trap note names
    /// it exactly; the progress callback hears of every 256th.
    public func exploring(sequence n: Int, length: Int) {
        Self.trapContext.set(sequence: n, length: length)
        if n & 255 == 1 { enter(.exploring(sequences: n, length: length)) }
    }

    /// A turn of the main run loop between events begins (`began`) or ends. Other main-actor work runs in a
    /// turn (other tests, for one), so its time is not the app's: the deadline does not run through it.
    public func mainQueueTurn(began: Bool) {
        lock.lock()
        let now = DispatchTime.now().uptimeNanoseconds
        // Turns nest: another runtime's turn (a test driving its own runtime) may begin and end inside this one's,
        // and the time counts again only when the outermost turn ends.
        if began {
            if turnDepth == 0 { turnStart = now }
            turnDepth += 1
        } else if turnDepth > 0 {
            turnDepth -= 1
            if turnDepth == 0, turnStart != 0 {
                executionStart += now - turnStart
                turnStart = 0
            }
        }
        lock.unlock()
    }

    /// The execution is about to send its next event.
    public func willSend(_ event: LifecycleEvent) {
        lock.lock()
        eventIndex += 1
        self.event = event
        let index = eventIndex
        lock.unlock()
        Self.trapContext.set(event: index)
    }

    // MARK: - The watchdog

    /// The note for an execution that overran its deadline at `now`, or `nil` while none has.
    func overrun(now: UInt64) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard sessionDepth > 0, inExecution, turnStart == 0, let limit = deadlineNanoseconds, now > executionStart,
              now - executionStart > limit else { return nil }
        let seconds = Double(limit) / 1_000_000_000
        let at = event.map { "event \(eventIndex) (\($0))" } ?? "its start"
        return "error: the app did not return within \(Self.format(seconds)) s, in \(phase), at \(at)\n"
            + "  A delegate hangs, or waits for something the runtime never delivers (a run loop, a semaphore,\n"
            + "  a network reply). The deadline is set by LIFECYCLE_DEADLINE, --deadline or RunOptions.deadline.\n"
            + "  On Linux, Foundation's UserDefaults.set(nil, forKey:) with a bare nil calls itself forever (iOS\n"
            + "  removes the value; removeObject(forKey:) removes it on both).\n"
            + context
    }

    private func startWatchdogThread() {
        let thread = Thread { [self] in
            while true {
                usleep(50_000)
                if let note = overrun(now: DispatchTime.now().uptimeNanoseconds), !Self.debuggerAttached() {
                    TrapNote.writeAll(2, note)
                    TrapLog.write(.hang)
                    _exit(1)
                }
            }
        }
        thread.name = "lifecycle deadline"
        thread.start()
    }

    /// Whether a debugger is attached (Linux: `TracerPid` in /proc/self/status), so a breakpoint
    /// held past the deadline is not reported as a hang.
    static func debuggerAttached() -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return false }
        for line in status.split(separator: "\n") where line.hasPrefix("TracerPid:") {
            return line.dropFirst("TracerPid:".count).trimmingCharacters(in: .whitespaces) != "0"
        }
        return false
    }

    /// A deadline in nanoseconds: `nil` for none, NaN or infinity; at least 1 ms, at most a day.
    static func nanoseconds(_ seconds: Double?) -> UInt64? {
        guard let seconds, seconds.isFinite else { return nil }
        return UInt64(min(86_400, max(0.001, seconds)) * 1_000_000_000)
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
