#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole reads and writes on file descriptors with POSIX calls, shared by the package's readers and
/// writers (trace files, property lists, the regression file, the tool's output, the recorder).
///
/// For the package's own modules, not API. Both retry after `EINTR` and after partial
/// writes, and return an I/O error rather than trap on it; a write allocates nothing, a read only its temporary
/// buffer.
package enum POSIXDescriptor {
    /// Writes every byte; returns 0, or the `errno` that stopped it (`EIO` for a write that wrote nothing).
    ///
    /// Async-signal-safe: only `write(2)` and `errno`, no allocation (the trap note calls it from a
    /// signal handler).
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let n = systemWrite(fd, base + offset, bytes.count - offset)
            if n > 0 {
                offset += n
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                return n < 0 ? errno : EIO
            }
        }
        return 0
    }

    /// Writes the text's UTF-8 bytes; returns 0, or the `errno` that stopped it.
    package static func writeAll(_ fd: Int32, _ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
    }

    /// Appends up to `count` bytes read from `fd` to `buffer`: how many (0 at the end of the file),
    /// or the `errno` of a failed read (the buffer is then as it was).
    ///
    /// The bytes are read into a temporary buffer and copied once: growing `buffer` by `count` zeros and
    /// trimming it back cost 11 ms for each 64 KiB call in a debug build, as `swift test` builds the package
    /// (element by element), and three times the copy's time in a release build.
    ///
    /// - Precondition: `count >= 0`.
    package static func read(_ fd: Int32, appendingTo buffer: inout [UInt8], count: Int) -> Result<Int, DescriptorError> {
        precondition(count >= 0, "a read of a negative number of bytes")
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(count, 1)) { scratch in
            var got: Int
            repeat {
                got = systemRead(fd, scratch.baseAddress!, count)
            } while got < 0 && errno == EINTR
            guard got >= 0 else { return .failure(DescriptorError(code: errno)) }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<got]))
            return .success(got)
        }
    }
}

/// A failed POSIX call's `errno`.
package struct DescriptorError: Error, Hashable, Sendable {
    package var code: Int32
}

/// `write(2)` and `read(2)` under names no method called `write` or `read` hides.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
private func systemRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, bytes, count) }
