import LifecycleTrace
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Reads a property list file's bytes with POSIX calls, up to a size cap, saying why when it cannot.
package enum PropertyListFile {
    /// The largest property list read: 1 MiB, far above any real Info.plist (a few KiB), and small
    /// enough that the worst input is read and judged well within a second.
    package static let maximumSize = 1 << 20

    /// The bytes of the file at `path`, or why it cannot be read (`no such file`, `is a directory`,
    /// `permission denied`, `is larger than 1 MiB`...).
    package static func read(path: String, maximumSize: Int = maximumSize) -> Result<[UInt8], FailedRead> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT, let target = danglingLinkTarget(path) {
                return .failure(FailedRead(reason: "it is a symbolic link to '\(target)', which does not exist "
                    + "(a link into a resource folder is copied as a link: copy the file itself)"))
            }
            return .failure(FailedRead(reason: reason(code)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(FailedRead(reason: reason(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(FailedRead(reason: "it is a directory")) }
        if Int(info.st_size) > maximumSize { return .failure(FailedRead(reason: tooLarge(maximumSize))) }
        var bytes: [UInt8] = []
        let chunk = 1 << 16
        while true {
            let got: Int
            switch POSIXDescriptor.read(fd, appendingTo: &bytes, count: chunk) {
            case .success(let n): got = n
            case .failure(let error): return .failure(FailedRead(reason: reason(error.code)))
            }
            if got == 0 { return .success(bytes) }
            if bytes.count > maximumSize { return .failure(FailedRead(reason: tooLarge(maximumSize))) }
        }
    }

    /// Where a symbolic link at `path` points, when the link exists and what it points to does not.
    package static func danglingLinkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Why a file could not be read, as words for a message.
    package struct FailedRead: Error {
        package var reason: String
    }

    private static func tooLarge(_ limit: Int) -> String {
        limit % (1 << 20) == 0 ? "it is larger than \(limit >> 20) MiB" : "it is larger than \(limit) bytes"
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a directory"
        case ENOTDIR: return "a part of the path is not a directory"
        case ELOOP: return "too many symbolic links"
        default: return String(cString: strerror(code))
        }
    }
}


