#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Why a file could not be opened or read: the system's reason, from `errno`.
package struct TraceFileFailure: Error {
    /// The reason in lower case, such as `no such file or directory`.
    package var text: String

    package init(errno code: Int32) {
        let raw = String(cString: strerror(code))
        text = raw.prefix(1).lowercased() + raw.dropFirst()
    }
}

/// An open file descriptor that a ``TraceReader`` reads in chunks; closed when the last copy goes, if it owns it.
package final class TraceFile {
    package let name: String
    private let descriptor: Int32
    private let owned: Bool

    package init(descriptor: Int32, name: String, owned: Bool = false) {
        self.name = name
        self.descriptor = descriptor
        self.owned = owned
    }

    /// Opens `path` for reading; a directory is refused (`is a directory`), as `read(2)` would fail on it.
    static func open(_ path: String) -> Result<TraceFile, TraceFileFailure> {
        var fd: Int32
        repeat { fd = openFile(path, O_RDONLY) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { return .failure(TraceFileFailure(errno: errno)) }
        var info = stat()
        if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            return .failure(TraceFileFailure(errno: EISDIR))
        }
        return .success(TraceFile(descriptor: fd, name: path, owned: true))
    }

    deinit { if owned { close(descriptor) } }

    /// Appends up to `count` bytes to `buffer`: how many (0 at the end), or why the read failed.
    package func read(appendingTo buffer: inout [UInt8], count: Int) -> Result<Int, TraceFileFailure> {
        POSIXDescriptor.read(descriptor, appendingTo: &buffer, count: count).mapError { TraceFileFailure(errno: $0.code) }
    }
}


/// `open(2)`, under a name the file class's own `open` does not hide.
private func openFile(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}
