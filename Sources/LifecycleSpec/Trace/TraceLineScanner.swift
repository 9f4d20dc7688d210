/// Reads a call line's fields straight from its bytes: the trace reader's fast path.
///
/// No JSON tree is built and no string is made per line: field names and the
/// call name are matched as bytes, values of unknown fields are checked and
/// skipped, and string values come from a ``TraceStringTable``.
///
/// Guarantees: it returns a record only for a line that the general path
/// (``JSONParser``, then ``TraceReader``'s field checks) reads as a valid call
/// line, and then exactly the record the general path gives. It returns `nil`
/// for everything else, and for valid lines outside its fast case (a byte that
/// is not ASCII, an escape in a string, nesting deeper than
/// ``maximumDepth``); the reader then takes the general path, which gives the
/// record or the exact error. So the fast path changes no diagnostic.
struct TraceLineScanner {
    /// Nesting the scanner follows; deeper lines go to the general path (whose limit is 64).
    static let maximumDepth = 48

    /// Why the scanner hands a line to the general path: it carries nothing, the general path says why.
    struct Fallback: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The record a call line describes, or `nil` when the general path must read it.
    ///
    /// - Parameters:
    ///   - bytes: One line, without its line end.
    ///   - strings: Where string values are found or made.
    static func record(in bytes: UnsafeBufferPointer<UInt8>, strings: inout TraceStringTable) -> TraceRecord? {
        var scanner = TraceLineScanner(bytes)
        do {
            return try scanner.record(&strings)
        } catch {
            return nil
        }
    }

    // MARK: - Fields

    /// The known fields of a call line, one bit each in the set of those already read.
    private enum Field: UInt16 {
        case call = 1, session = 2, scene = 4, role = 8, sessions = 16, restoration = 32
        case urls = 64, activities = 128, shortcut = 256, t = 512
    }

    /// The known field a name's bytes spell, or `nil`; by length first, then the bytes.
    private func field(_ name: Range<Int>) -> Field? {
        let p = bytes.baseAddress! + name.lowerBound
        switch name.count {
        case 1: return p[0] == UInt8(ascii: "t") ? .t : nil
        case 4:
            if Self.matches(p, "call") { return .call }
            if Self.matches(p, "role") { return .role }
            if Self.matches(p, "urls") { return .urls }
            return nil
        case 5: return Self.matches(p, "scene") ? .scene : nil
        case 7: return Self.matches(p, "session") ? .session : nil
        case 8:
            if Self.matches(p, "sessions") { return .sessions }
            if Self.matches(p, "shortcut") { return .shortcut }
            return nil
        case 10: return Self.matches(p, "activities") ? .activities : nil
        case 11: return Self.matches(p, "restoration") ? .restoration : nil
        default: return nil
        }
    }

    /// Whether the bytes at `p` are those of `word` (the caller has checked the length).
    private static func matches(_ p: UnsafePointer<UInt8>, _ word: StaticString) -> Bool {
        let w = word.utf8Start
        for k in 0..<word.utf8CodeUnitCount where p[k] != w[k] { return false }
        return true
    }

    private mutating func record(_ strings: inout TraceStringTable) throws(Fallback) -> TraceRecord {
        skipSpace()
        try expect(UInt8(ascii: "{"))
        var call: TraceCall?
        var session: String?, scene: String?, role: String?, shortcut: String?
        var sessions: [String]?, urls: [String]?, activities: [TraceActivity]?
        var restoration: TraceActivity??
        var t: Double?
        var seen: UInt16 = 0
        while true {
            skipSpace()
            let name = try rawString()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            if let field = field(name), seen & field.rawValue == 0 {
                seen |= field.rawValue
                switch field {
                case .call:
                    let value = try rawString()
                    guard let known = TraceCall(traceName: UnsafeBufferPointer(rebasing: bytes[value])) else {
                        throw Fallback()
                    }
                    call = known
                case .session: session = try string(&strings)
                case .scene: scene = try string(&strings)
                case .role: role = try string(&strings)
                case .shortcut: shortcut = try string(&strings)
                case .sessions: sessions = try stringArray(&strings)
                case .urls: urls = try stringArray(&strings)
                case .activities: activities = try activityArray(&strings)
                case .restoration:
                    if i < bytes.count, bytes[i] == UInt8(ascii: "n") {
                        try literal("null")
                        restoration = .some(nil)
                    } else {
                        restoration = .some(try activity(&strings, depth: 1))
                    }
                case .t:
                    let value = try number()
                    t = value.isFinite ? value : nil
                }
            } else {
                try skipValue(depth: 1)
            }
            skipSpace()
            guard i < bytes.count else { throw Fallback() }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            break
        }
        skipSpace()
        guard i == bytes.count, let call else { throw Fallback() }
        // The required fields, as `TraceReader.missingField(of:)` lists them; a line lacking one takes the general path.
        if call.isSceneCallback || call == .configurationForConnecting, session == nil { throw Fallback() }
        switch call {
        case .didDiscardSceneSessions where sessions == nil,
             .willConnect where restoration == nil, .stateRestorationActivity where restoration == nil,
             .openURLContexts where urls == nil, .continueUserActivity where activities == nil,
             .performActionForShortcut where shortcut == nil:
            throw Fallback()
        default:
            break
        }
        return TraceRecord(
            call: call, session: session, scene: scene, role: role, sessions: sessions, restoration: restoration,
            urls: urls, activities: activities, shortcut: shortcut, t: t)
    }

    // MARK: - Values

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8) throws(Fallback) {
        guard i < bytes.count, bytes[i] == byte else { throw Fallback() }
        i += 1
    }

    /// The range of the contents of the string at `i`, which must be ASCII without escapes or control characters.
    private mutating func rawString() throws(Fallback) -> Range<Int> {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw Fallback() }
        let start = i + 1
        var j = start
        // Eight bytes at a time while none of them is a quote, a backslash, a control character or not ASCII.
        let base = UnsafeRawPointer(bytes.baseAddress!)
        while j + 8 <= bytes.count {
            let w = base.loadUnaligned(fromByteOffset: j, as: UInt64.self)
            if Self.hasSpecialByte(w) { break }
            j += 8
        }
        while j < bytes.count {
            let b = bytes[j]
            if b == UInt8(ascii: "\"") {
                i = j + 1
                return start..<j
            }
            // A backslash, a control character or a byte that is not ASCII: the general path decides.
            if b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { throw Fallback() }
            j += 1
        }
        throw Fallback()
    }

    /// Whether any byte of `w` is `"`, `\\`, below 0x20 or above 0x7F (exact as to whether, not where).
    private static func hasSpecialByte(_ w: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = w ^ (ones &* 0x22)
        let backslash = w ^ (ones &* 0x5C)
        let zeroInQuote = (quote &- ones) & ~quote
        let zeroInBackslash = (backslash &- ones) & ~backslash
        let below20 = (w &- ones &* 0x20) & ~w
        return (zeroInQuote | zeroInBackslash | below20 | w) & highs != 0
    }

    private mutating func string(_ strings: inout TraceStringTable) throws(Fallback) -> String {
        let range = try rawString()
        return strings.string(UnsafeBufferPointer(rebasing: bytes[range]))
    }

    private mutating func stringArray(_ strings: inout TraceStringTable) throws(Fallback) -> [String] {
        try expect(UInt8(ascii: "["))
        var out: [String] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return out
        }
        while true {
            skipSpace()
            out.append(try string(&strings))
            skipSpace()
            guard i < bytes.count else { throw Fallback() }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            return out
        }
    }

    /// An object with string fields `type` and `id` (their first occurrences); other fields may be anything.
    private mutating func activity(_ strings: inout TraceStringTable, depth: Int) throws(Fallback) -> TraceActivity {
        try expect(UInt8(ascii: "{"))
        var type: String?
        var id: String?
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { throw Fallback() }
        while true {
            skipSpace()
            let name = try rawString()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            let p = bytes.baseAddress! + name.lowerBound
            if type == nil, name.count == 4, Self.matches(p, "type") {
                type = try string(&strings)
            } else if id == nil, name.count == 2, Self.matches(p, "id") {
                id = try string(&strings)
            } else {
                try skipValue(depth: depth + 1)
            }
            skipSpace()
            guard i < bytes.count else { throw Fallback() }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            break
        }
        guard let type, let id else { throw Fallback() }
        return TraceActivity(type: type, id: id)
    }

    private mutating func activityArray(_ strings: inout TraceStringTable) throws(Fallback) -> [TraceActivity] {
        try expect(UInt8(ascii: "["))
        var out: [TraceActivity] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return out
        }
        while true {
            skipSpace()
            out.append(try activity(&strings, depth: 2))
            skipSpace()
            guard i < bytes.count else { throw Fallback() }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            return out
        }
    }

    /// Checks and passes over one JSON value of any kind.
    private mutating func skipValue(depth: Int) throws(Fallback) {
        guard depth < Self.maximumDepth, i < bytes.count else { throw Fallback() }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
                i += 1
                return
            }
            while true {
                skipSpace()
                _ = try rawString()
                skipSpace()
                try expect(UInt8(ascii: ":"))
                skipSpace()
                try skipValue(depth: depth + 1)
                skipSpace()
                guard i < bytes.count else { throw Fallback() }
                if bytes[i] == UInt8(ascii: ",") {
                    i += 1
                    continue
                }
                try expect(UInt8(ascii: "}"))
                return
            }
        case UInt8(ascii: "["):
            i += 1
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
                i += 1
                return
            }
            while true {
                skipSpace()
                try skipValue(depth: depth + 1)
                skipSpace()
                guard i < bytes.count else { throw Fallback() }
                if bytes[i] == UInt8(ascii: ",") {
                    i += 1
                    continue
                }
                try expect(UInt8(ascii: "]"))
                return
            }
        case UInt8(ascii: "\""): _ = try rawString()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try number()
        default: throw Fallback()
        }
    }

    private mutating func literal(_ word: StaticString) throws(Fallback) {
        let count = word.utf8CodeUnitCount
        guard i + count <= bytes.count, Self.matches(bytes.baseAddress! + i, word) else { throw Fallback() }
        i += count
    }

    private static func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    /// A JSON number, converted exactly as ``JSONParser`` converts it.
    private mutating func number() throws(Fallback) -> Double {
        guard i < bytes.count else { throw Fallback() }
        let start = i
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < bytes.count, Self.isDigit(bytes[i]) else { throw Fallback() }
        var integer: UInt64 = 0
        var digits = 0
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            digits = 1
        } else {
            while i < bytes.count, Self.isDigit(bytes[i]) {
                integer = integer &* 10 &+ UInt64(bytes[i] - UInt8(ascii: "0"))
                digits += 1
                i += 1
            }
        }
        var isInteger = true
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            guard i < bytes.count, Self.isDigit(bytes[i]) else { throw Fallback() }
            while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            isInteger = false
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count, Self.isDigit(bytes[i]) else { throw Fallback() }
            while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
        }
        if isInteger && digits <= 15 {
            let magnitude = Double(integer)
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        guard let n = Double(text) else { throw Fallback() }
        return n
    }
}
