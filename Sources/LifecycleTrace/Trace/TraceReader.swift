#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Reads a trace (JSON Lines, format version 1) one call at a time, in flat memory.
///
/// The header is read when the reader is made: the first non-blank line is
/// the header if it has a `trace` field, and ``header`` holds the no-header
/// defaults otherwise (version 1, scenes, pad, multiple scenes, no existing
/// sessions). ``next()`` then returns each call with its line number, or the
/// ``TraceError`` that makes that line invalid, and goes on with the lines
/// after it: one bad line never hides the rest.
///
/// What it accepts and rejects, as `trace-format.md` ("Precise reading") says:
///
/// - Blank lines are skipped; `\n` and `\r\n` line ends are both fine; a
///   UTF-8 byte order mark before line 1 is ignored.
/// - A header with a bad `trace`, `mode`, `device`, `multipleScenes` or
///   `existingSessions` is reported as an error on its line, and then the
///   defaults are used for the whole header.
/// - Each call line must be UTF-8 and one JSON object with a known `call`;
///   each call's required fields must be present; any field present must have
///   its type. Unknown fields are ignored.
///
/// A file is read through its descriptor in chunks of ``chunkSize`` bytes and
/// each line is parsed where it lies in the buffer, so memory stays at one
/// chunk plus the longest line, however long the trace is. A line longer than
/// ``maxLineLength`` bytes is invalid (`the line is longer than 1048576
/// bytes`); the reader skips to its end without keeping it, so memory stays
/// under two chunks plus ``maxLineLength`` even for `/dev/zero`, plus the
/// table of recent string values (at most 65,536 strings and 1 MiB of bytes).
///
/// A call line is first read by a byte-level field scanner: no JSON tree, no
/// string made for field names or the call name, and string values that
/// recur (sessions, scenes, roles, activities) made once. A line the scanner
/// does not take (anything invalid, an escape, a byte that is not ASCII) is
/// read by the general JSON parser, which gives the same call or the exact
/// error, so every diagnostic is the same on both paths. To check a trace
/// without a ``TraceLine`` made for every line, use
/// ``TraceChecker/checkNext(from:into:)``, which reads through this reader.
///
/// Values from the trace that messages quote are escaped with
/// ``EscapedText/quoted(_:)``, so a message is one line whatever the trace holds.
///
/// ```swift
/// var reader = try TraceReader(path: "app.jsonl")
/// var checker = TraceChecker(header: reader.header)
/// while let result = reader.next() {
///     switch result {
///     case .success(let line): checker.check(line, into: &violations)
///     case .failure(let error): print(error.diagnostic(file: "app.jsonl"), terminator: "")
///     }
/// }
/// ```
///
/// A reader made from a file shares the open file with its copies; read
/// through one copy only.
public struct TraceReader {
    /// The trace's header, or the no-header defaults when the first line is not a header or is invalid.
    public private(set) var header: TraceHeader = TraceHeader()

    /// A whole trace as ``readAll(text:)`` returns it: the header, the calls and the errors, each in line order.
    public typealias Contents = (header: TraceHeader, lines: [TraceLine], errors: [TraceError])

    /// How many bytes a file is read at a time (64 KiB).
    public static let chunkSize: Int = 1 << 16

    /// The longest line accepted, in bytes without its line end (1 MiB); a longer line is invalid.
    public static let maxLineLength: Int = 1 << 20

    private var buffer: [UInt8]
    /// The first byte not yet returned as part of a line.
    private var start: Int = 0
    /// Bytes before this offset are known to hold no newline after `start`.
    private var searched: Int = 0
    private var lineNumber: Int = 0
    private var file: TraceFile?
    /// The first line, read with the header when it is not one; at most one. An array, not an optional:
    /// asking whether an optional result is there copies it, once for every line read.
    private var pending: [Result<TraceLine, TraceError>] = []
    private var readError: TraceError?
    /// Whether the reader is dropping the rest of a line longer than ``maxLineLength``.
    private var skipping = false
    /// The string values of lines read so far, so a repeated one is not made again.
    private var strings = TraceStringTable()

    /// A reader of the file at `path`, with its header already read.
    ///
    /// - Parameter path: A file or anything else `open(2)` can read, such as `/dev/stdin`.
    /// - Throws: ``TraceError`` on line 0 when the file cannot be opened or is a directory,
    ///   with the system's reason: `cannot open '/tmp/x.jsonl': no such file or directory`.
    public init(path: String) throws(TraceError) {
        let file: TraceFile
        switch TraceFile.open(path) {
        case .success(let opened): file = opened
        case .failure(let reason):
            throw TraceError(line: 0, message: "cannot open \(EscapedText.quoted(path)): \(reason.text)")
        }
        self.init(file: file)
    }

    /// A reader of an open file descriptor, such as 0 for standard input, with its header already read.
    ///
    /// The descriptor is read from where it stands and is not closed by the reader.
    /// - Parameters:
    ///   - descriptor: An open, readable descriptor.
    ///   - name: What a read error calls it, such as `<stdin>`.
    public init(descriptor: Int32, name: String) {
        self.init(file: TraceFile(descriptor: descriptor, name: name))
    }

    private init(file: TraceFile) {
        self.file = file
        buffer = []
        buffer.reserveCapacity(2 * Self.chunkSize)
        readHeader()
    }

    /// A reader of UTF-8 bytes held in memory, with its header already read.
    public init(bytes: [UInt8]) {
        buffer = bytes
        readHeader()
    }

    /// A reader of a string held in memory, with its header already read.
    public init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The next call, or the error of the next invalid line; `nil` at the end.
    ///
    /// Lines come in file order, each exactly once; blank lines are skipped
    /// and the header line is never returned (an invalid header's error is).
    /// If the file fails to read part-way, the lines read so far come first,
    /// then one error on line 0 (`cannot read '…': <reason>`), then `nil`.
    ///
    /// - Complexity: O(*n*) in the length of the line.
    public mutating func next() -> Result<TraceLine, TraceError>? {
        var read: TraceLine?
        switch next({ read = $0 }) {
        case nil: return nil
        case .line: return read.map { .success($0) }
        case .error(let error): return .failure(error)
        }
    }

    /// The call or the error of a line the scanner does not take, by the JSON parser; `nil` for a blank line.
    private static func general(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) -> Result<TraceLine, TraceError>? {
        if isBlank(bytes) { return nil }
        switch object(in: bytes, line: number) {
        case .success(let fields): return line(from: fields, number: number)
        case .failure(let error): return .failure(error)
        }
    }

    /// What ``next(_:)`` read: a call, which it passed on, or an invalid line.
    package enum Step {
        case line
        case error(TraceError)
    }

    /// The next line: a call is passed to `take` as it is made, and an invalid line's error is the step;
    /// `nil` at the end. The same lines, calls and errors as ``next()``, in the same order.
    ///
    /// The call is lent to `take`, not returned: a record is copied (with a retain of each of its strings)
    /// each time a result holding it is returned or unwrapped, and this is the way the trace checker reads
    /// a million lines a second.
    package mutating func next(_ take: (TraceLine) -> Void) -> Step? {
        if !pending.isEmpty {
            let result = pending.removeLast()
            switch result {
            case .success(let line):
                take(line)
                return .line
            case .failure(let error): return .error(error)
            }
        }
        while let (number, line) = nextLine() {
            guard let range = line else { return .error(Self.tooLong(number)) }
            // The table leaves `self` while the buffer is borrowed, so the two accesses never overlap.
            var table = TraceStringTable()
            swap(&table, &strings)
            defer { swap(&table, &strings) }
            let step: Step? = buffer.withUnsafeBufferPointer { all in
                let bytes = UnsafeBufferPointer(rebasing: all[range])
                // The fast path: fields read from the bytes, no JSON tree; anything else takes the general path,
                // which gives the call or the exact error.
                do throws(TraceLineScanner.Fallback) {
                    take(try TraceLineScanner.line(in: bytes, number: number, strings: &table))
                    return .line
                } catch {}
                switch Self.general(bytes, number: number) {
                case nil: return nil
                case .success(let line):
                    take(line)
                    return .line
                case .failure(let error): return .error(error)
                }
            }
            if let step { return step }
        }
        if let error = readError {
            readError = nil
            return .error(error)
        }
        return nil
    }

    /// Reads a whole trace held in memory: its header, its calls and its errors, each in line order.
    public static func readAll(text: String) -> Contents {
        var reader = TraceReader(text: text)
        return reader.readRest()
    }

    /// Reads a whole trace from UTF-8 bytes: its header, its calls and its errors, each in line order.
    public static func readAll(bytes: [UInt8]) -> Contents {
        var reader = TraceReader(bytes: bytes)
        return reader.readRest()
    }

    /// Reads a whole trace file: its header, its calls and its errors, each in line order.
    ///
    /// - Throws: ``TraceError`` on line 0 when the file cannot be opened.
    public static func readAll(path: String) throws(TraceError) -> Contents {
        var reader = try TraceReader(path: path)
        return reader.readRest()
    }

    private mutating func readRest() -> Contents {
        var lines: [TraceLine] = []
        var errors: [TraceError] = []
        while let result = next() {
            switch result {
            case .success(let line): lines.append(line)
            case .failure(let error): errors.append(error)
            }
        }
        return (header, lines, errors)
    }

    // MARK: - Lines

    /// Reads the first non-blank line: the header, or the first call, kept for `next()`.
    private mutating func readHeader() {
        while let (number, line) = nextLine() {
            guard var range = line else {
                pending = [.failure(Self.tooLong(number))]
                return
            }
            if number == 1, range.count >= 3, buffer[range.lowerBound] == 0xEF,
               buffer[range.lowerBound + 1] == 0xBB, buffer[range.lowerBound + 2] == 0xBF {
                range = (range.lowerBound + 3)..<range.upperBound
            }
            typealias Outcome = (header: TraceHeader?, line: Result<TraceLine, TraceError>?)
            let outcome: Outcome? = buffer.withUnsafeBufferPointer { all in
                let bytes = UnsafeBufferPointer(rebasing: all[range])
                if Self.isBlank(bytes) { return nil }
                switch Self.object(in: bytes, line: number) {
                case .failure(let error):
                    return (nil, .failure(error))
                case .success(let fields):
                    guard fields.contains(where: { $0.0 == "trace" }) else {
                        return (nil, Self.line(from: fields, number: number))
                    }
                    switch Self.header(from: .object(fields), line: number) {
                    case .success(let header): return (header, nil)
                    case .failure(let error): return (nil, .failure(error))
                    }
                }
            }
            guard let outcome else { continue }
            if let h = outcome.header { header = h }
            if let line = outcome.line { pending = [line] }
            return
        }
    }

    /// The error of a line longer than ``maxLineLength``.
    private static func tooLong(_ number: Int) -> TraceError {
        TraceError(line: number, message: "the line is longer than \(maxLineLength) bytes")
    }

    /// The number and byte range (line end excluded) of the next line, reading more of the file as needed;
    /// the range is `nil` for a line longer than ``maxLineLength``, whose bytes are dropped as they are read.
    private mutating func nextLine() -> (Int, Range<Int>?)? {
        while true {
            let from = max(start, searched)
            let count = buffer.count
            let newline: Int? = from < count ? buffer.withUnsafeBufferPointer { all in
                guard let base = all.baseAddress, let hit = memchr(base + from, 0x0A, count - from) else { return nil }
                return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            } : nil
            if let newline {
                return endLine(at: newline, next: newline + 1)
            }
            searched = count
            if let file {
                if skipping || count - start > Self.maxLineLength + 1 {
                    // Longer than the cap whatever follows: drop it, keep only the fact.
                    skipping = true
                    buffer.removeAll(keepingCapacity: true)
                    start = 0
                    searched = 0
                } else if start > 0 {
                    buffer.removeSubrange(0..<start)
                    searched -= start
                    start = 0
                }
                switch file.read(appendingTo: &buffer, count: Self.chunkSize) {
                case .success(let n) where n > 0:
                    continue
                case .success:
                    self.file = nil
                case .failure(let reason):
                    self.file = nil
                    readError = TraceError(line: 0, message: "cannot read \(EscapedText.quoted(file.name)): \(reason.text)")
                }
            }
            guard start < buffer.count || skipping else { return nil }
            return endLine(at: buffer.count, next: buffer.count)
        }
    }

    /// Ends the current line at `end` (its `\n`, or the end of the input) and moves past it to `next`.
    private mutating func endLine(at end: Int, next: Int) -> (Int, Range<Int>?) {
        let range = start..<trimmingCR(end)
        let wasSkipping = skipping
        skipping = false
        start = next
        searched = next
        lineNumber += 1
        return (lineNumber, wasSkipping || range.count > Self.maxLineLength ? nil : range)
    }

    /// `end`, moved back over one `\r` that ends the line.
    private func trimmingCR(_ end: Int) -> Int {
        end > start && buffer[end - 1] == 0x0D ? end - 1 : end
    }

    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for b in bytes where b != 0x20 && b != 0x09 && b != 0x0D { return false }
        return true
    }
}
