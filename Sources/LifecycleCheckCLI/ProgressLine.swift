#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Generators

/// A one-line progress display on a terminal: the run's phase, redrawn at most ten times a second.
///
/// `main.swift` makes one only when standard error is a terminal; otherwise
/// nothing is written, so pipes, files and tests see no progress text.
/// `.idle` clears the line, before the report is printed.
public final class ProgressLine: @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let now: @Sendable () -> UInt64
    private var lastDraw: UInt64 = 0
    private var shown = false

    /// - Parameter write: writes to the terminal (standard error).
    public convenience init(write: @escaping @Sendable (String) -> Void) {
        self.init(write: write, now: { DispatchTime.now().uptimeNanoseconds })
    }

    /// - Parameters:
    ///   - write: writes to the terminal (standard error).
    ///   - now: the time in nanoseconds the throttle counts from (a test's own clock); a time before the last drawing
    ///     draws again.
    package init(write: @escaping @Sendable (String) -> Void, now: @escaping @Sendable () -> UInt64) {
        self.write = write
        self.now = now
    }

    /// A progress callback drawing on standard error through `write`, or `nil` when standard error
    /// is not a terminal.
    public static func onStandardError(write: @escaping @Sendable (String) -> Void) -> (@Sendable (RunPhase) -> Void)? {
        guard isatty(2) != 0 else { return nil }
        let line = ProgressLine(write: write)
        return { line.show($0) }
    }

    /// Shows the phase (throttled), or clears the line for `.idle`.
    public func show(_ phase: RunPhase) {
        if phase == .idle {
            if shown { write("\r\u{1B}[K") }
            shown = false
            return
        }
        let time = now()
        guard time < lastDraw || time - lastDraw >= 100_000_000 else { return }
        lastDraw = time
        shown = true
        write("\r\u{1B}[K\(phase)")
    }
}
