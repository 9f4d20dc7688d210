import Foundation

/// Reads a trace (JSON Lines, format version 1) one call at a time, in flat memory.
///
/// The header, if the first line has a `trace` field, is read when the reader
/// is made; `next()` then returns each call with its line number, or the
/// error that makes that line invalid, and goes on with the following lines.
/// Blank lines are skipped; `\r\n` line ends are accepted; unknown fields
/// are ignored. A file is read in 64 KiB chunks, so memory does not grow
/// with the length of the trace.
public struct TraceReader {
    /// The trace's header (the defaults of a trace without one, if line 1 is not a header or is malformed).
    public private(set) var header = TraceHeader()

    private var buffer: [UInt8] = []
    private var start = 0
    private var lineNumber = 0
    private var atEnd = false
    private let file: FileHandle?
    private var pendingError: TraceError?
    private var pendingLine: (Int, [UInt8])?

    /// A reader of the file at `path`.
    /// - Throws: `TraceError` on line 0 when the file cannot be opened.
    public init(path: String) throws(TraceError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw TraceError(line: 0, message: "cannot open '\(path)'")
        }
        file = handle
        readHeader()
    }

    /// A reader of bytes held in memory.
    public init(bytes: [UInt8]) {
        file = nil
        buffer = bytes
        atEnd = true
        readHeader()
    }

    /// A reader of a string held in memory.
    public init(text: String) { self.init(bytes: Array(text.utf8)) }

    /// The next call, or the error of the next invalid line; `nil` at the end.
    public mutating func next() -> Result<TraceLine, TraceError>? {
        if let error = pendingError {
            pendingError = nil
            return .failure(error)
        }
        if let (number, bytes) = pendingLine {
            pendingLine = nil
            return Self.decode(bytes, line: number)
        }
        while let (number, bytes) = nextRawLine() {
            if Self.isBlank(bytes) { continue }
            return Self.decode(bytes, line: number)
        }
        return nil
    }

    /// Reads a whole trace held in memory: its header, its calls and its errors.
    public static func readAll(text: String) -> (header: TraceHeader, lines: [TraceLine], errors: [TraceError]) {
        var reader = TraceReader(text: text)
        var lines: [TraceLine] = []
        var errors: [TraceError] = []
        while let result = reader.next() {
            switch result {
            case .success(let line): lines.append(line)
            case .failure(let error): errors.append(error)
            }
        }
        return (reader.header, lines, errors)
    }

    // MARK: - Lines

    private mutating func readHeader() {
        guard let (number, bytes) = nextRawLine() else { return }
        guard !Self.isBlank(bytes) else { return }
        guard let text = String(validating: bytes, as: UTF8.self),
              let value = try? JSONParser.parse(text), value["trace"] != nil else {
            pendingLine = (number, bytes)
            return
        }
        switch Self.decodeHeader(value, line: number) {
        case .success(let h): header = h
        case .failure(let e): pendingError = e
        }
    }

    private mutating func nextRawLine() -> (Int, [UInt8])? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                let line = Array(buffer[start..<end])
                start = newline + 1
                lineNumber += 1
                return (lineNumber, line)
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                var end = buffer.count
                if buffer[end - 1] == 0x0D { end -= 1 }
                let line = Array(buffer[start..<end])
                start = buffer.count
                lineNumber += 1
                return (lineNumber, line)
            }
            if start > 0 {
                buffer.removeSubrange(0..<start)
                start = 0
            }
            let chunk = (try? file?.read(upToCount: 1 << 16)) ?? nil
            if let chunk, !chunk.isEmpty { buffer.append(contentsOf: chunk) } else { atEnd = true }
        }
    }

    private static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    // MARK: - Decoding

    static func decodeHeader(_ value: JSONValue, line: Int) -> Result<TraceHeader, TraceError> {
        var header = TraceHeader()
        guard case .number(let version)? = value["trace"], version == 1 else {
            return .failure(TraceError(line: line, message: "unsupported trace version \(value["trace"].map(show) ?? "")"
                + "; this checker reads version 1"))
        }
        if let raw = value["mode"] {
            guard case .string(let s) = raw, let mode = TraceHeader.Mode(rawValue: s) else {
                return .failure(TraceError(line: line, message: "header field 'mode' is \(show(raw)); expected one of: scenes, legacy"))
            }
            header.mode = mode
        }
        if let raw = value["device"] {
            guard case .string(let s) = raw, let device = DeviceProfile(rawValue: s) else {
                return .failure(TraceError(line: line, message: "header field 'device' is \(show(raw)); expected one of: phone, pad, mac"))
            }
            header.device = device
        }
        if let raw = value["multipleScenes"] {
            guard case .bool(let b) = raw else {
                return .failure(TraceError(line: line, message: "header field 'multipleScenes' must be a boolean, found \(raw.typeName)"))
            }
            header.multipleScenes = b
        }
        if let raw = value["existingSessions"] {
            guard let list = strings(raw) else {
                return .failure(TraceError(line: line, message: "header field 'existingSessions' must be an array of strings"))
            }
            header.existingSessions = list
        }
        return .success(header)
    }

    static func show(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): return "'\(s)'"
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? "'\(Int(n))'" : "'\(n)'"
        case .bool(let b): return "'\(b)'"
        default: return value.typeName
        }
    }

    static func strings(_ value: JSONValue) -> [String]? {
        guard case .array(let items) = value else { return nil }
        var out: [String] = []
        out.reserveCapacity(items.count)
        for item in items {
            guard case .string(let s) = item else { return nil }
            out.append(s)
        }
        return out
    }

    static func activity(_ value: JSONValue) -> TraceActivity? {
        guard case .string(let type)? = value["type"], case .string(let id)? = value["id"] else { return nil }
        return TraceActivity(type: type, id: id)
    }

    static func decode(_ bytes: [UInt8], line: Int) -> Result<TraceLine, TraceError> {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(TraceError(line: line, message: "the line is not valid UTF-8"))
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            return .failure(TraceError(line: line, message: "not valid JSON at column \(error.column): \(error.message)"))
        }
        guard case .object = value else {
            return .failure(TraceError(line: line, message: "the line is \(value.typeName), not a JSON object"))
        }
        guard let rawCall = value["call"] else {
            return .failure(TraceError(line: line, message: "missing required field 'call'"))
        }
        guard case .string(let callName) = rawCall else {
            return .failure(TraceError(line: line, message: "field 'call' must be a string, found \(rawCall.typeName)"))
        }
        guard let call = TraceCall(rawValue: callName) else {
            var message = "unknown call '\(callName)'"
            if let suggestion = TraceError.suggestion(for: callName) { message += "; did you mean '\(suggestion)'?" }
            return .failure(TraceError(line: line, message: message))
        }
        var record = TraceRecord(call: call)
        func fail(_ message: String) -> Result<TraceLine, TraceError> { .failure(TraceError(line: line, message: message)) }
        func string(_ key: String) -> Result<String?, TraceError> {
            guard let raw = value[key] else { return .success(nil) }
            guard case .string(let s) = raw else {
                return .failure(TraceError(line: line, message: "field '\(key)' must be a string, found \(raw.typeName)"))
            }
            return .success(s)
        }
        switch string("session") { case .success(let s): record.session = s; case .failure(let e): return .failure(e) }
        switch string("scene") { case .success(let s): record.scene = s; case .failure(let e): return .failure(e) }
        switch string("role") { case .success(let s): record.role = s; case .failure(let e): return .failure(e) }
        switch string("shortcut") { case .success(let s): record.shortcut = s; case .failure(let e): return .failure(e) }
        if let raw = value["sessions"] {
            guard let list = strings(raw) else { return fail("field 'sessions' must be an array of strings") }
            record.sessions = list
        }
        if let raw = value["urls"] {
            guard let list = strings(raw) else { return fail("field 'urls' must be an array of strings") }
            record.urls = list
        }
        if let raw = value["activities"] {
            guard case .array(let items) = raw else {
                return fail("field 'activities' must be an array of activity objects, found \(raw.typeName)")
            }
            var list: [TraceActivity] = []
            for item in items {
                guard let a = activity(item) else {
                    return fail("each activity needs string fields 'type' and 'id'")
                }
                list.append(a)
            }
            record.activities = list
        }
        if let raw = value["restoration"] {
            if case .null = raw {
                record.restoration = .some(nil)
            } else if let a = activity(raw) {
                record.restoration = .some(a)
            } else {
                return fail("field 'restoration' must be null or an object with string fields 'type' and 'id'")
            }
        }
        if let raw = value["t"] {
            guard case .number(let t) = raw else { return fail("field 't' must be a number, found \(raw.typeName)") }
            record.t = t
        }
        if call.isSceneCallback || call == .configurationForConnecting, record.session == nil {
            return fail("missing required field 'session' for \(call.rawValue)")
        }
        switch call {
        case .didDiscardSceneSessions where record.sessions == nil:
            return fail("missing required field 'sessions' for \(call.rawValue)")
        case .willConnect, .stateRestorationActivity:
            if record.restoration == nil { return fail("missing required field 'restoration' (an object or null) for \(call.rawValue)") }
        case .openURLContexts where record.urls == nil:
            return fail("missing required field 'urls' for \(call.rawValue)")
        case .continueUserActivity where record.activities == nil:
            return fail("missing required field 'activities' for \(call.rawValue)")
        case .performActionForShortcut where record.shortcut == nil:
            return fail("missing required field 'shortcut' for \(call.rawValue)")
        default:
            break
        }
        return .success(TraceLine(number: line, record: record))
    }
}
