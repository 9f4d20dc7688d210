/// Reads a call line's fields straight from its bytes: the trace reader's fast path.
///
/// No JSON tree is built and no string is made per line: field names and the
/// call name are matched as bytes, values of unknown fields are checked and
/// skipped. ``line(in:number:strings:)`` finds where the known fields are, as
/// byte ranges, and makes the call from them, its string values from a
/// ``TraceStringTable`` (a value seen before is not made again).
///
/// Guarantees: it returns a call only for a line that the general path
/// (``JSONParser``, then ``TraceReader``'s field checks) reads as a valid call
/// line, and then exactly the record the general path gives. It throws
/// for everything else, and for valid lines outside its fast case (a byte that
/// is not ASCII, an escape in a string, nesting deeper than
/// ``maximumDepth``); the reader then takes the general path, which gives the
/// record or the exact error. So the fast path changes no diagnostic.
package struct TraceLineScanner {
    /// Nesting the scanner follows; deeper lines go to the general path (whose limit is 64).
    package static let maximumDepth = 48

    /// Why the scanner hands a line to the general path: it carries nothing, the general path says why.
    package struct Fallback: Error {}

    package let bytes: UnsafeBufferPointer<UInt8>
    package var i = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The call a line describes, with its number; throws when the general path must read the line.
    ///
    /// - Parameters:
    ///   - bytes: One line, without its line end.
    ///   - number: The line's number.
    ///   - strings: Where string values are found or made.
    @inline(__always)
    package static func line(
        in bytes: UnsafeBufferPointer<UInt8>, number: Int, strings: inout TraceStringTable
    ) throws(Fallback) -> TraceLine {
        var scanner = TraceLineScanner(bytes)
        let f = try scanner.fields()
        var sessions: [String]?, urls: [String]?, activities: [TraceActivity]?
        if let at = f.sessions {
            scanner.i = at
            sessions = try scanner.stringArray(&strings)
        }
        if let at = f.urls {
            scanner.i = at
            urls = try scanner.stringArray(&strings)
        }
        if let at = f.activities {
            scanner.i = at
            activities = try scanner.activityArray(&strings)
        }
        let restoration: TraceActivity??
        switch f.restoration {
        case .absent: restoration = nil
        case .null: restoration = .some(nil)
        case .activity(let type, let id):
            restoration = .some(TraceActivity(
                type: strings.string(UnsafeBufferPointer(rebasing: bytes[type])),
                id: strings.string(UnsafeBufferPointer(rebasing: bytes[id]))))
        }
        return TraceLine(number: number, record: TraceRecord(
            call: f.call, session: string(f.session, bytes, &strings), scene: string(f.scene, bytes, &strings),
            role: string(f.role, bytes, &strings), sessions: sessions, restoration: restoration, urls: urls,
            activities: activities, shortcut: string(f.shortcut, bytes, &strings), t: f.t))
    }

    /// The record a call line describes, or `nil` when the general path must read it: ``line(in:number:strings:)``'s.
    package static func record(in bytes: UnsafeBufferPointer<UInt8>, strings: inout TraceStringTable) -> TraceRecord? {
        try? line(in: bytes, number: 0, strings: &strings).record
    }

    /// The string whose contents are at `range` of `bytes`, from `strings`; `nil` for no range.
    private static func string(
        _ range: Range<Int>?, _ bytes: UnsafeBufferPointer<UInt8>, _ strings: inout TraceStringTable
    ) -> String? {
        guard let range else { return nil }
        return strings.string(UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// A call line's known fields, by position in its bytes: string contents as ranges, arrays by where they start.
    struct Fields {
        /// A `restoration` field: absent, `null`, or an activity's `type` and `id` contents.
        enum Restoration {
            case absent, null
            case activity(type: Range<Int>, id: Range<Int>)
        }

        var call: TraceCall
        var session: Range<Int>?
        var scene: Range<Int>?
        var role: Range<Int>?
        var shortcut: Range<Int>?
        /// Where the `sessions`, `urls` and `activities` arrays start (their `[`), checked to have their types.
        var sessions: Int?
        var urls: Int?
        var activities: Int?
        var restoration: Restoration = .absent
        var t: Double?
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
    package static func matches(_ p: UnsafePointer<UInt8>, _ word: StaticString) -> Bool {
        let w = word.utf8Start
        for k in 0..<word.utf8CodeUnitCount where p[k] != w[k] { return false }
        return true
    }

    private mutating func fields() throws(Fallback) -> Fields {
        skipSpace()
        try expect(UInt8(ascii: "{"))
        var call: TraceCall?
        var session: Range<Int>?, scene: Range<Int>?, role: Range<Int>?, shortcut: Range<Int>?
        var sessions: Int?, urls: Int?, activities: Int?
        var restoration = Fields.Restoration.absent
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
                case .session: session = try rawString()
                case .scene: scene = try rawString()
                case .role: role = try rawString()
                case .shortcut: shortcut = try rawString()
                case .sessions:
                    sessions = i
                    try skipStringArray()
                case .urls:
                    urls = i
                    try skipStringArray()
                case .activities:
                    activities = i
                    try skipActivityArray()
                case .restoration:
                    if i < bytes.count, bytes[i] == UInt8(ascii: "n") {
                        try literal("null")
                        restoration = .null
                    } else {
                        let (type, id) = try activityRanges(depth: 1)
                        restoration = .activity(type: type, id: id)
                    }
                case .t:
                    let value = try number()
                    t = value.isFinite ? value : nil
                }
            } else {
                try skipValue(depth: 1)
            }
            if try another(closing: UInt8(ascii: "}")) { continue }
            break
        }
        skipSpace()
        guard i == bytes.count, let call else { throw Fallback() }
        // The required fields, as `TraceReader.missingField(of:)` lists them; a line lacking one takes the general path.
        if call.isSceneCallback || call == .configurationForConnecting, session == nil { throw Fallback() }
        let hasRestoration: Bool
        if case .absent = restoration { hasRestoration = false } else { hasRestoration = true }
        switch call {
        case .didDiscardSceneSessions where sessions == nil,
             .willConnect where !hasRestoration, .stateRestorationActivity where !hasRestoration,
             .openURLContexts where urls == nil, .continueUserActivity where activities == nil,
             .performActionForShortcut where shortcut == nil:
            throw Fallback()
        default:
            break
        }
        return Fields(
            call: call, session: session, scene: scene, role: role, shortcut: shortcut, sessions: sessions, urls: urls,
            activities: activities, restoration: restoration, t: t)
    }
}
