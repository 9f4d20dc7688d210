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
/// writes; neither allocates beyond the caller's buffer, and neither traps.
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
    package static func read(_ fd: Int32, appendingTo buffer: inout [UInt8], count: Int) -> Result<Int, DescriptorError> {
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: count))
        var got: Int
        repeat {
            got = buffer.withUnsafeMutableBufferPointer { systemRead(fd, $0.baseAddress! + old, count) }
        } while got < 0 && errno == EINTR
        let code = errno
        buffer.removeLast(count - max(got, 0))
        return got < 0 ? .failure(DescriptorError(code: code)) : .success(got)
    }
}

/// A failed POSIX call's `errno`.
package struct DescriptorError: Error, Hashable, Sendable {
    package var code: Int32
}

/// `write(2)` and `read(2)` under names no method called `write` or `read` hides.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
private func systemRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, bytes, count) }
