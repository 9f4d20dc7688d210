#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import LifecycleRules

/// The POSIX operations behind ``RegressionStore``: resolve, check, lock, read, replace.
enum RegressionFile {
    /// A failed step, with the reason a person reads.
    struct Failure: Error {
        var reason: String

        init(_ reason: String) { self.reason = reason }

        /// The reason of `errno`, in lower case, after `what` when given.
        init(errno code: Int32, _ what: String? = nil) {
            let raw = String(cString: strerror(code))
            let text = raw.prefix(1).lowercased() + raw.dropFirst()
            reason = what.map { "\($0): \(text)" } ?? text
        }
    }

    /// The directory part of a path: `.` for a bare name, `/` for a file in the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The path a chain of symbolic links ends at (which may not exist yet); `path` when it is no link.
    static func resolvingLinks(_ path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n >= 0 else { throw Failure(errno: errno, "cannot read the symbolic link") }
            let destination = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : directory(of: current) + "/" + destination
        }
        throw Failure(errno: ELOOP)
    }

    /// Throws unless `path` is a regular file that can be written, or absent in a directory that can be written.
    static func checkWritable(_ path: String) throws(Failure) {
        var info = stat()
        if lstat(path, &info) == 0 {
            let kind: String?
            switch info.st_mode & S_IFMT {
            case S_IFREG: kind = nil
            case S_IFDIR: kind = "a directory"
            case S_IFCHR, S_IFBLK: kind = "a device"
            case S_IFIFO: kind = "a FIFO"
            case S_IFSOCK: kind = "a socket"
            default: kind = "not a regular file"
            }
            if let kind { throw Failure("it is \(kind), not a regular file") }
            guard access(path, W_OK) == 0 else { throw Failure(errno: errno) }
        } else if errno != ENOENT {
            throw Failure(errno: errno)
        }
        let directory = directory(of: path)
        guard stat(directory, &info) == 0 else { throw Failure(errno: errno, "its directory '\(directory)'") }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw Failure(errno: ENOTDIR, "'\(directory)'") }
        guard access(directory, W_OK) == 0 else { throw Failure(errno: errno, "its directory '\(directory)'") }
    }

    /// Opens the directory of `path` and takes an exclusive lock on it; returns the descriptor.
    static func lockDirectory(of path: String) throws(Failure) -> Int32 {
        let directory = directory(of: path)
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(errno: errno, "cannot open its directory '\(directory)' to lock it") }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let code = errno
                close(fd)
                throw Failure(errno: code, "cannot lock its directory '\(directory)'")
            }
        }
        return fd
    }

    /// Releases the lock (by closing the descriptor).
    static func unlock(_ fd: Int32) {
        close(fd)
    }

    /// The whole file; throws when it cannot be opened or read.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        guard let bytes = try readIfPresent(path) else { throw Failure(errno: ENOENT) }
        return bytes
    }

    /// The whole regular file, or `nil` when it does not exist.
    static func readIfPresent(_ path: String) throws(Failure) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw Failure(errno: errno, "cannot read it")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw Failure("it is not a regular file")
        }
        var bytes: [UInt8] = []
        while true {
            switch POSIXDescriptor.read(fd, appendingTo: &bytes, count: 1 << 16) {
            case .success(0): return bytes
            case .success: continue
            case .failure(let error): throw Failure(errno: error.code, "cannot read it")
            }
        }
    }

    /// Writes `bytes` to a new temporary file next to `path`, syncs it and renames it over `path`.
    ///
    /// The temporary file gets the old file's permissions (0644 less the umask for a new file);
    /// it is removed if any step fails.
    static func replace(_ path: String, with bytes: [UInt8], directory lock: Int32) throws(Failure) {
        let directory = directory(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = "\(directory)/.\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(errno: errno, "cannot create a temporary file in '\(directory)'") }
        var done = false
        defer { if !done { unlink(temporary) } }
        do {
            defer { close(fd) }
            var info = stat()
            if stat(path, &info) == 0 { fchmod(fd, info.st_mode & 0o7777) }
            let code = bytes.withUnsafeBytes { POSIXDescriptor.writeAll(fd, $0) }
            if code != 0 { throw Failure(errno: code, "cannot write a temporary file in '\(directory)'") }
            guard fsync(fd) == 0 else { throw Failure(errno: errno, "cannot write a temporary file in '\(directory)'") }
        }
        guard rename(temporary, path) == 0 else { throw Failure(errno: errno, "cannot replace it") }
        done = true
        _ = fsync(lock)  // the rename itself; best effort
    }
}


