import Foundation
import LifecycleRules

/// A file of failing sequences: each run replays the ones for its target first, and adds new failures.
///
/// One line per failure, tab-separated: target name, seed, and the events as
/// `launch; background A; …`. Lines are split on `\n`; a `\r` before it is
/// allowed (and kept).
///
/// Guarantees of ``add(_:)``:
/// - Every line the tool did not write (comments, unknown lines, lines with a
///   bad seed or event, lines that are not UTF-8) is kept byte for byte and in
///   place; the new entry goes before the first entry that sorts after it, so
///   a file the tool wrote stays sorted and diffs well in git.
/// - Concurrent runs, in threads or processes, merge: the read, merge and
///   write happen under an exclusive `flock(2)` on the file's directory, so no
///   entry is lost and no lock file is left behind.
/// - The file is replaced atomically: the new text goes to a temporary file
///   in the same directory, is synced, and renamed over the target; the
///   temporary file is removed on every path that fails. A symbolic link is
///   written through (its target is replaced, the link stays).
/// - Anything but a regular file (a directory, a device such as `/dev/null`, a
///   FIFO, a socket), a missing directory and a path that cannot be written
///   throw ``RegressionStoreError`` with the system's reason; nothing is written.
public struct RegressionStore: Sendable {
    public struct Entry: Hashable, Sendable {
        public var target: String
        public var seed: Seed
        public var events: [LifecycleEvent]
        /// The target's user action names: the line names its user actions (`userAction A "type"`),
        /// so reordering the app's actions cannot change what an old line replays.
        public var actionNames: [String]

        public init(target: String, seed: Seed, events: [LifecycleEvent], actionNames: [String] = []) {
            self.target = target
            self.seed = seed
            self.events = events
            self.actionNames = actionNames
        }

        var line: String {
            "\(target)\t\(seed)\t\(events.map { $0.description(actionNames: actionNames) }.joined(separator: "; "))"
        }
    }

    public let path: String

    public init(path: String) { self.path = path }

    /// The entries in the file, in file order, skipping lines that are not entries; a missing or unreadable file has none.
    ///
    /// Reading takes no lock: ``add(_:)`` renames a complete file into place, so a
    /// reader sees the old file or the new one, never a mix.
    ///
    /// - Parameter actionNames: a target's user action names, to read lines that name them; a line
    ///   naming an action not among them is not read as an entry (it is kept in the file).
    public func entries(actionNames: [String] = []) -> [Entry] {
        guard let bytes = try? RegressionFile.read(path) else { return [] }
        return Self.lines(of: bytes).compactMap { Self.entry(in: $0, actionNames: actionNames) }
    }

    /// Adds an entry, if the file does not hold it yet, keeping every other line; see the type's guarantees.
    ///
    /// - Returns: `true` when the entry was written, `false` when the file already held it.
    /// - Throws: ``RegressionStoreError`` when the file cannot be read or replaced; the file is then unchanged.
    @discardableResult
    public func add(_ entry: Entry) throws(RegressionStoreError) -> Bool {
        do {
            let target = try RegressionFile.resolvingLinks(path)
            try RegressionFile.checkWritable(target)
            let lock = try RegressionFile.lockDirectory(of: target)
            defer { RegressionFile.unlock(lock) }
            try RegressionFile.checkWritable(target)
            let old = try RegressionFile.readIfPresent(target)
            guard let new = Self.merging(entry, into: old ?? []) else { return false }
            try RegressionFile.replace(target, with: new, directory: lock)
            return true
        } catch {
            throw RegressionStoreError(path: path, reason: error.reason)
        }
    }

    // MARK: - Lines

    /// The file's lines without their `\n` (a `\r` before it stays); no empty piece after a final `\n`.
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The entry a line holds, or `nil` when it is not one the tool writes (kept as it is).
    static func entry(in raw: ArraySlice<UInt8>, actionNames: [String] = []) -> Entry? {
        let bytes = raw.last == 0x0D ? raw.dropLast() : raw
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }  // not UTF-8: kept, never parsed
        let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 3, !fields[0].isEmpty, let seed = Seed(parsing: fields[1]) else { return nil }
        var events: [LifecycleEvent] = []
        for part in fields[2].split(separator: ";") {
            guard let e = LifecycleEvent(parsing: part.trimmingCharacters(in: .whitespaces), actionNames: actionNames)
            else { return nil }
            events.append(e)
        }
        return Entry(target: fields[0], seed: seed, events: events, actionNames: actionNames)
    }

    /// The file's bytes with `entry` added, or `nil` when it already holds it.
    ///
    /// Every existing line is kept byte for byte and in order. The new line goes before
    /// the first entry line that sorts after it, else after the last entry line, else at
    /// the end; it ends in `\r\n` when most lines of the file do. The result ends in a newline.
    static func merging(_ entry: Entry, into bytes: [UInt8]) -> [UInt8]? {
        let lines = lines(of: bytes)
        let new = entry.line
        var insertAt = lines.count
        var lastEntry: Int?
        var crlf = 0
        for (index, line) in lines.enumerated() {
            if line.last == 0x0D { crlf += 1 }
            guard let existing = Self.entry(in: line, actionNames: entry.actionNames) else { continue }
            if existing == entry { return nil }
            lastEntry = index
            if insertAt == lines.count && existing.line > new { insertAt = index }
        }
        if insertAt == lines.count, let last = lastEntry { insertAt = last + 1 }
        let ending: [UInt8] = crlf * 2 > lines.count ? [0x0D, 0x0A] : [0x0A]
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + new.utf8.count + 2)
        for (index, line) in lines.enumerated() {
            if index == insertAt { out += Array(new.utf8) + ending }
            out += line
            out.append(0x0A)
        }
        if insertAt == lines.count { out += Array(new.utf8) + ending }
        return out
    }
}
