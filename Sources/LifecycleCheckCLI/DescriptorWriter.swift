#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import LifecycleRules

/// Writes text to a file descriptor with `write(2)`, and remembers the first failure instead of trapping.
///
/// Guarantees: each call writes all of its text, going on after a partial
/// write or `EINTR`; after the first error (`EPIPE` from a closed pipe,
/// `ENOSPC` from `/dev/full`, any other) it writes nothing more and keeps
/// the error for ``failure``, so the tool can exit with
/// ``ExitCode/outputFailed``. Safe to call from any thread.
public final class DescriptorWriter: @unchecked Sendable {
    /// The descriptor written to, such as 1.
    public let descriptor: Int32
    /// Its name in messages, such as `standard output`.
    public let name: String
    private let lock = NSLock()
    private var errorCode: Int32?

    /// A writer of `descriptor`, which stays open.
    public init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// Writes `text`, unless an earlier write failed.
    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard errorCode == nil else { return }
        let code = POSIXDescriptor.writeAll(descriptor, text)
        if code != 0 { errorCode = code }
    }

    /// Why a write failed, in lower case (`broken pipe`, `no space left on device`), or `nil` while none has.
    public var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        guard let code = errorCode else { return nil }
        let raw = String(cString: strerror(code))
        return raw.prefix(1).lowercased() + raw.dropFirst()
    }
}
