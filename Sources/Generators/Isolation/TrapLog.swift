#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleRules

/// In an isolated check's worker: the events the current run has sent, kept where a signal handler can write them.
///
/// A guarded run (`TrapGuardedRun`) appends each event's line before sending it. When the app traps, calls
/// `exit` or hangs, the trap note, the exit handler or the watchdog calls `write(_:)`, which writes one
/// `TrapRecordText` record (without a message) to the worker's record file. Only `write(_:)` runs in a signal
/// handler: it reads fixed memory and calls `write(2)`.
package enum TrapLog {
    /// [record file descriptor (-1: not a worker), bytes used, at finish].
    nonisolated(unsafe) private static let numbers: UnsafeMutablePointer<Int> = {
        let p = UnsafeMutablePointer<Int>.allocate(capacity: 3)
        p.initialize(repeating: 0, count: 3)
        p[0] = -1
        return p
    }()
    nonisolated(unsafe) private static var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    nonisolated(unsafe) private static var capacity = 0

    /// Whether this process is a worker that records its traps.
    package static var isRecording: Bool { numbers[0] >= 0 }

    /// Makes this process a worker recording to the open file `descriptor`.
    package static func start(recordingTo descriptor: Int32) {
        capacity = 1 << 22
        bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        numbers[1] = 0
        numbers[2] = 0
        numbers[0] = Int(descriptor)
    }

    /// A fresh run starts: no events yet.
    package static func runStarted() {
        numbers[2] = 0
        numbers[1] = 0
    }

    /// The run is about to send the event with this description.
    package static func willSend(_ description: String) {
        append("E ")
        append(TrapRecordText.oneLine(description))
        append("\n")
    }

    /// The run is about to run its end-of-run checks.
    package static func willFinish() { numbers[2] = 1 }

    private static func append(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            let room = capacity - numbers[1]
            let n = min(room, utf8.count)
            guard n > 0 else { return }
            (bytes + numbers[1]).update(from: utf8.baseAddress!, count: n)
            numbers[1] += n
        }
    }

    /// The worker done: a `D` line, so the supervisor tells a finished check from one that never ran.
    package static func writeDone() {
        let fd = Int32(numbers[0])
        guard fd >= 0 else { return }
        put(fd, "D\n")
    }

    /// Writes the current run's record. Async-signal-safe.
    package static func write(_ ending: TrapEnding) {
        let fd = Int32(numbers[0])
        guard fd >= 0 else { return }
        switch ending {
        case .signal(let n): put(fd, "T signal:"); put(fd, number: Int(n))
        case .exit: put(fd, "T exit")
        case .hang: put(fd, "T hang")
        }
        put(fd, "\n")
        _ = POSIXDescriptor.writeAll(fd, UnsafeRawBufferPointer(start: bytes, count: numbers[1]))
        if numbers[2] != 0 { put(fd, "F\n") }
        put(fd, "Z\n")
    }

    /// Writes a static string. Async-signal-safe.
    static func put(_ fd: Int32, _ s: StaticString) {
        _ = POSIXDescriptor.writeAll(fd, UnsafeRawBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    /// Writes a number in decimal. Async-signal-safe: the digits are formatted on the stack.
    static func put(_ fd: Int32, number: Int) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var n = number < 0 ? -number : number
            var i = buffer.count
            repeat {
                i -= 1
                buffer[i] = UInt8(48 + n % 10)
                n /= 10
            } while n > 0 && i > 1
            if number < 0 { i -= 1; buffer[i] = 45 }
            _ = POSIXDescriptor.writeAll(fd, UnsafeRawBufferPointer(rebasing: buffer[i...]))
        }
    }
}
