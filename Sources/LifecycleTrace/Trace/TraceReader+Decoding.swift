/// Decoding a trace line: the JSON object of a line, its header, its activities and its record, with the field
/// a record of its call lacks.
extension TraceReader {
    /// The fields of a line that is UTF-8 and one JSON object.
    package static func object(in bytes: UnsafeBufferPointer<UInt8>, line: Int) -> Result<[(String, JSONValue)], TraceError> {
        if JSONParser.utf8ErrorOffset(in: bytes) != nil {
            return .failure(TraceError(line: line, message: "the line is not valid UTF-8"))
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            let message = "not valid JSON at column \(error.column): \(error.message)"
            return .failure(TraceError(line: line, message: message))
        }
        guard case .object(let fields) = value else {
            return .failure(TraceError(line: line, message: "the line is \(value.typeName), not a JSON object"))
        }
        return .success(fields)
    }

    /// The header a header line describes, or why it is invalid.
    package static func header(from value: JSONValue, line: Int) -> Result<TraceHeader, TraceError> {
        func fail(_ message: String) -> Result<TraceHeader, TraceError> {
            .failure(TraceError(line: line, message: message))
        }
        var header = TraceHeader()
        let trace = value["trace"] ?? .null
        guard case .number(let version) = trace else {
            return fail("header field 'trace' must be a number, found \(trace.typeName)")
        }
        guard version == 1 else {
            return fail("unsupported trace version \(show(trace)); this checker reads version 1")
        }
        if let raw = value["mode"] {
            guard case .string(let s) = raw, let mode = TraceHeader.Mode(rawValue: s) else {
                let allowed = TraceHeader.Mode.allCases.map(\.rawValue).joined(separator: ", ")
                return fail("header field 'mode' is \(show(raw)); expected one of: \(allowed)")
            }
            header.mode = mode
        }
        if let raw = value["device"] {
            guard case .string(let s) = raw, let device = DeviceProfile(rawValue: s) else {
                let allowed = DeviceProfile.allCases.map(\.rawValue).joined(separator: ", ")
                return fail("header field 'device' is \(show(raw)); expected one of: \(allowed)")
            }
            header.device = device
        }
        if let raw = value["multipleScenes"] {
            guard case .bool(let b) = raw else {
                return fail("header field 'multipleScenes' must be a boolean, found \(raw.typeName)")
            }
            header.multipleScenes = b
        }
        if let raw = value["existingSessions"] {
            guard let list = strings(raw) else {
                return fail("header field 'existingSessions' must be an array of strings")
            }
            header.existingSessions = list
        }
        return .success(header)
    }

    /// A scalar in single quotes (`'tablet'`, `'2'`), or the kind of a composite value (`an array`).
    package static func show(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): return EscapedText.quoted(s)
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? "'\(Int(n))'" : "'\(n)'"
        case .bool(let b): return "'\(b)'"
        default: return value.typeName
        }
    }

    package static func strings(_ value: JSONValue) -> [String]? {
        guard case .array(let items) = value else { return nil }
        var out: [String] = []
        out.reserveCapacity(items.count)
        for item in items {
            guard case .string(let s) = item else { return nil }
            out.append(s)
        }
        return out
    }

    package static func activity(_ value: JSONValue) -> TraceActivity? {
        guard case .object(let fields) = value else { return nil }
        var type: String?
        var id: String?
        for (name, field) in fields {
            guard case .string(let s) = field else {
                if name == "type" && type == nil || name == "id" && id == nil { return nil }
                continue
            }
            if name == "type" && type == nil { type = s }
            if name == "id" && id == nil { id = s }
        }
        guard let type, let id else { return nil }
        return TraceActivity(type: type, id: id)
    }

    /// Where in a call line's object each known field is: the index of its first occurrence, or -1.
    ///
    /// Indices rather than values, so finding the fields copies nothing; names
    /// are matched by length first, so each is compared with at most two others.
    private struct Fields {
        package var call = -1, session = -1, scene = -1, role = -1, sessions = -1
        package var restoration = -1, urls = -1, activities = -1, shortcut = -1, t = -1
        package var hasTrace = false

        package init(_ object: [(String, JSONValue)]) {
            for index in object.indices {
                let name = object[index].0
                switch name.utf8.count {
                case 1:
                    if t < 0 && name == "t" { t = index }
                case 4:
                    if call < 0 && name == "call" {
                        call = index
                    } else if role < 0 && name == "role" {
                        role = index
                    } else if urls < 0 && name == "urls" {
                        urls = index
                    }
                case 5:
                    if scene < 0 && name == "scene" {
                        scene = index
                    } else if name == "trace" {
                        hasTrace = true
                    }
                case 7:
                    if session < 0 && name == "session" { session = index }
                case 8:
                    if sessions < 0 && name == "sessions" {
                        sessions = index
                    } else if shortcut < 0 && name == "shortcut" {
                        shortcut = index
                    }
                case 10:
                    if activities < 0 && name == "activities" { activities = index }
                case 11:
                    if restoration < 0 && name == "restoration" { restoration = index }
                default:
                    continue
                }
            }
        }
    }

    /// The call a JSON object describes, or why it is not a valid call line.
    ///
    /// Checks run in a fixed order, so a line with several problems always
    /// reports the same one: the call, then field types (session, scene, role,
    /// shortcut, sessions, urls, activities, restoration, t), then required fields.
    package static func line(from object: [(String, JSONValue)], number: Int) -> Result<TraceLine, TraceError> {
        do {
            return .success(TraceLine(number: number, record: try record(from: object, number: number)))
        } catch {
            return .failure(error)
        }
    }

    private static func record(from object: [(String, JSONValue)], number: Int) throws(TraceError) -> TraceRecord {
        let fields = Fields(object)
        func fail(_ message: String) -> TraceError { TraceError(line: number, message: message) }
        func field(_ index: Int) -> JSONValue? { index < 0 ? nil : object[index].1 }
        func string(_ index: Int, _ key: String) throws(TraceError) -> String? {
            guard let raw = field(index) else { return nil }
            guard case .string(let s) = raw else {
                throw fail("field '\(key)' must be a string, found \(raw.typeName)")
            }
            return s
        }
        guard let rawCall = field(fields.call) else {
            throw fail(fields.hasTrace ? "a header is allowed only on the first line" : "missing required field 'call'")
        }
        guard case .string(let name) = rawCall else {
            throw fail("field 'call' must be a string, found \(rawCall.typeName)")
        }
        guard let call = TraceCall(traceName: name) else {
            let hint = TraceError.suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
            throw fail("unknown call \(EscapedText.quoted(name))" + hint)
        }
        var record = TraceRecord(call: call)
        record.session = try string(fields.session, "session")
        record.scene = try string(fields.scene, "scene")
        record.role = try string(fields.role, "role")
        record.shortcut = try string(fields.shortcut, "shortcut")
        if let raw = field(fields.sessions) {
            guard let list = strings(raw) else { throw fail("field 'sessions' must be an array of strings") }
            record.sessions = list
        }
        if let raw = field(fields.urls) {
            guard let list = strings(raw) else { throw fail("field 'urls' must be an array of strings") }
            record.urls = list
        }
        if let raw = field(fields.activities) {
            let expected = "field 'activities' must be an array of objects with string fields 'type' and 'id'"
            guard case .array(let items) = raw else { throw fail(expected + ", found \(raw.typeName)") }
            var list: [TraceActivity] = []
            list.reserveCapacity(items.count)
            for item in items {
                guard let a = activity(item) else { throw fail(expected) }
                list.append(a)
            }
            record.activities = list
        }
        if let raw = field(fields.restoration) {
            if case .null = raw {
                record.restoration = .some(nil)
            } else if let a = activity(raw) {
                record.restoration = .some(a)
            } else {
                throw fail("field 'restoration' must be null or an object with string fields 'type' and 'id'")
            }
        }
        if let raw = field(fields.t) {
            guard case .number(let t) = raw else { throw fail("field 't' must be a number, found \(raw.typeName)") }
            record.t = t.isFinite ? t : nil  // informative only: a value beyond Double's range is ignored
        }
        if let missing = missingField(of: record) {
            throw fail("missing required field \(missing) for \(call.rawValue)")
        }
        return record
    }

    /// The first required field the record lacks, quoted as the message shows it, or `nil`.
    package static func missingField(of record: TraceRecord) -> String? {
        let call = record.call
        if call.isSceneCallback || call == .configurationForConnecting, record.session == nil { return "'session'" }
        switch call {
        case .didDiscardSceneSessions where record.sessions == nil: return "'sessions'"
        case .willConnect where record.restoration == nil, .stateRestorationActivity where record.restoration == nil:
            return "'restoration' (an object or null)"
        case .openURLContexts where record.urls == nil: return "'urls'"
        case .continueUserActivity where record.activities == nil: return "'activities'"
        case .performActionForShortcut where record.shortcut == nil: return "'shortcut'"
        default: return nil
        }
    }
}
