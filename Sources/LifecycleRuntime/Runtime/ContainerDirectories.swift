import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The directories where the app under test writes files, as a fresh install leaves them and as the rules read them.
///
/// A fresh install empties every directory (creating a missing one), as
/// deleting and reinstalling an app empties its container. It deletes only
/// what is inside the declared directories, never follows a symbolic link
/// out of them, and takes a directory only when it is missing, empty, or
/// holds the marker file `.lifecycle-container` that the runtime writes the
/// first time it takes one; anything else is refused before a file is touched.
///
/// Each regular file inside (at any depth; the marker, directories and
/// symbolic links are not read) is one key of the app's state: `file:<path>`,
/// the path relative to its directory with `/` between components; with more
/// than one directory, `file[<index>]:<path>`, the index being the directory's
/// place in the list, so keys do not depend on where the directories are.
/// The value is the file's content, rendered the same way in every run: JSON
/// or a property list by its value, keys sorted (`json {"title": "x"}`; see
/// `StoredDataRendering`), else a text of at most 64 bytes of UTF-8 without control characters in double
/// quotes (`"hello"`), anything else as its size and its 64-bit FNV-1a hash in
/// hexadecimal (`<1024 bytes, fnv1a64 af63bd4c8601b7be>`).
public struct ContainerDirectories: Sendable {
    /// The name of the file that marks a directory the runtime took; it is never read as app state.
    public static let markerName = ".lifecycle-container"
    /// The longest content, in bytes, rendered as its text.
    public static let longestTextValue = 64

    /// The directories, as declared.
    public let urls: [URL]
    private let paths: [String]

    /// The directories to install and read; nothing on disk changes until `install()`.
    public init(_ urls: [URL]) {
        self.urls = urls
        self.paths = urls.map { $0.standardizedFileURL.path }
    }

    /// Checks that a fresh install may take every directory, changing nothing on disk.
    ///
    /// A directory may be taken when it is missing (it will be created), empty, or marked by an earlier install.
    ///
    /// - Throws: `ContainerDirectoryError` for the first directory, in declaration order, that may not be taken,
    ///   or for two directories that overlap.
    public func check() throws(ContainerDirectoryError) {
        for url in urls where !url.isFileURL {
            throw .unusable(path: url.absoluteString, reason: "it is not a file URL")
        }
        for i in paths.indices {
            for j in paths.indices where j != i && Self.path(paths[i], isWithin: paths[j]) && (paths[i] != paths[j] || i > j) {
                throw .overlapping(path: paths[i], inside: paths[j])
            }
        }
        for path in paths {
            switch Self.kind(of: path, followingLinks: true) {
            case .missing: continue
            case .directory:
                let names = try Self.names(in: path)
                if !names.isEmpty && !names.contains(Self.markerName) { throw .unmarkedNotEmpty(path: path) }
            case .regularFile, .other, .unknown: throw .notADirectory(path: path)
            }
        }
    }

    /// Empties every directory as a fresh install does: creates a missing one, deletes everything inside but the
    /// marker, and writes the marker where it is missing.
    ///
    /// Deletes only entries of the declared directories (a symbolic link is deleted as a link; what it points to
    /// stays), and only after `check()` accepted every directory.
    ///
    /// - Throws: `ContainerDirectoryError` when a directory may not be taken (nothing is deleted then) or
    ///   cannot be created, emptied or marked.
    public func install() throws(ContainerDirectoryError) {
        try check()
        let files = FileManager.default
        for path in paths {
            do {
                if Self.kind(of: path, followingLinks: true) == .missing {
                    try files.createDirectory(atPath: path, withIntermediateDirectories: true)
                }
                for name in try Self.names(in: path).sorted() where name != Self.markerName {
                    try files.removeItem(atPath: path + "/" + name)
                }
                if Self.kind(of: path + "/" + Self.markerName, followingLinks: false) == .missing {
                    try Data(Self.markerText.utf8).write(to: URL(fileURLWithPath: path + "/" + Self.markerName))
                }
            } catch let error as ContainerDirectoryError {
                throw error
            } catch {
                throw .unusable(path: path, reason: "\(error.localizedDescription)")
            }
        }
    }

    /// Every regular file in the directories, by key, with its rendered content.
    ///
    /// The same files with the same contents give the same result, whatever the order the file system lists them in.
    public func read() -> [String: String] {
        var state: [String: String] = [:]
        for (index, path) in paths.enumerated() {
            let prefix = paths.count == 1 ? "file:" : "file[\(index)]:"
            collect(in: path, relative: "", prefix: prefix, into: &state)
        }
        return state
    }

    /// Renders a file's content: JSON or a property list by its value (`StoredDataRendering`, so a `Codable`
    /// value written without sorted keys renders the same in every run), else short printable UTF-8 text in
    /// double quotes, else size and FNV-1a hash.
    public static func render<Content: Collection<UInt8>>(_ content: Content) -> String {
        if let meaning = StoredDataRendering.render(content) { return meaning }
        if content.count <= longestTextValue, let text = String(validating: content, as: UTF8.self),
           text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }) {
            return "\"\(text)\""
        }
        return StoredDataRendering.hashedText(content)
    }

    /// Reads the files under `directory` with the C library (a listing and a read per file, no attribute
    /// dictionaries): this runs at every state read, so its cost is the feature's cost.
    private func collect(in directory: String, relative: String, prefix: String, into state: inout [String: String]) {
        guard let entries = Self.entries(in: directory) else { return }
        for (name, type) in entries where !(relative.isEmpty && name == Self.markerName) {
            let path = directory + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            switch type == .unknown ? Self.kind(of: path, followingLinks: false) : type {
            case .directory: collect(in: path, relative: relativePath, prefix: prefix, into: &state)
            case .regularFile:
                if let content = Self.contents(of: path) { state[prefix + relativePath] = Self.render(content) }
            case .missing, .other, .unknown: continue
            }
        }
    }

    /// The entries of a directory with their types as the listing gives them (`.unknown` where the file system
    /// does not say), without `.` and `..`; `nil` if it cannot be opened.
    private static func entries(in directory: String) -> [(name: String, type: Kind)]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var entries: [(name: String, type: Kind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            let type: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): type = .directory
            case Int32(DT_REG): type = .regularFile
            case Int32(DT_UNKNOWN): type = .unknown
            default: type = .other
            }
            entries.append((name, type))
        }
        return entries
    }

    /// A regular file's bytes, read without following a symbolic link; `nil` if it cannot be read.
    private static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var content: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return content }
            content.append(contentsOf: chunk[..<count])
        }
    }

    private static let markerText = """
        This directory is an app container of a lifecycle check: every simulated fresh install empties it.

        """

    private static func path(_ path: String, isWithin other: String) -> Bool {
        path == other || path.hasPrefix(other.hasSuffix("/") ? other : other + "/")
    }

    private static func names(in path: String) throws(ContainerDirectoryError) -> [String] {
        guard let entries = entries(in: path) else {
            throw .unusable(path: path, reason: "its entries cannot be listed (\(String(cString: strerror(errno))))")
        }
        return entries.map(\.name)
    }

    private enum Kind { case missing, directory, regularFile, other, unknown }

    private static func kind(of path: String, followingLinks: Bool) -> Kind {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regularFile
        default: return .other
        }
    }
}

/// The C library's `read`, which the method `ContainerDirectories.read()` hides inside the type.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
