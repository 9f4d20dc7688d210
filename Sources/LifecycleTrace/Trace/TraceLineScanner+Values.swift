// Reading one JSON value of a trace line in place: strings through the string table, activities, numbers, and the
// values of fields a call line does not use, which it checks and skips.
extension TraceLineScanner {
    @inline(__always)
    package mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    @inline(__always)
    package mutating func expect(_ byte: UInt8) throws(Fallback) {
        guard i < bytes.count, bytes[i] == byte else { throw Fallback() }
        i += 1
    }

    /// After a member of an object or an element of an array, and any space: past a comma, `true` (another
    /// follows); past the `closing` byte, `false`. Anything else is not the fast path's.
    @inline(__always)
    package mutating func another(closing: UInt8) throws(Fallback) -> Bool {
        skipSpace()
        guard i < bytes.count else { throw Fallback() }
        if bytes[i] == UInt8(ascii: ",") {
            i += 1
            return true
        }
        try expect(closing)
        return false
    }

    /// The range of the contents of the string at `i`, which must be ASCII without escapes or control characters.
    package mutating func rawString() throws(Fallback) -> Range<Int> {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw Fallback() }
        let start = i + 1
        var j = start
        // Eight bytes at a time up to the first quote, backslash, control character or byte that is not ASCII.
        let base = UnsafeRawPointer(bytes.baseAddress!)
        while j + 8 <= bytes.count {
            let special = Self.specialBytes(base.loadUnaligned(fromByteOffset: j, as: UInt64.self))
            if special != 0 {
                // The lowest flagged byte is a true one (little-endian loads: the first in the text).
                j += special.trailingZeroBitCount >> 3
                guard bytes[j] == UInt8(ascii: "\"") else { throw Fallback() }
                i = j + 1
                return start..<j
            }
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

    /// The high bit of each byte of `w` that is `"`, `\\`, below 0x20 or above 0x7F, and maybe of bytes after
    /// such a byte (a borrow reaches only upwards), so the lowest bit set marks the first such byte exactly.
    @inline(__always)
    package static func specialBytes(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = w ^ (ones &* 0x22)
        let backslash = w ^ (ones &* 0x5C)
        let zeroInQuote = (quote &- ones) & ~quote
        let zeroInBackslash = (backslash &- ones) & ~backslash
        let below20 = (w &- ones &* 0x20) & ~w
        return (zeroInQuote | zeroInBackslash | below20 | w) & highs
    }

    package mutating func string(_ strings: inout TraceStringTable) throws(Fallback) -> String {
        let range = try rawString()
        return strings.string(UnsafeBufferPointer(rebasing: bytes[range]))
    }

    package mutating func stringArray(_ strings: inout TraceStringTable) throws(Fallback) -> [String] {
        var out: [String] = []
        try eachElement { (scanner: inout TraceLineScanner) throws(Fallback) in out.append(try scanner.string(&strings)) }
        return out
    }

    /// An object with string fields `type` and `id` (their first occurrences); other fields may be anything.
    package mutating func activity(_ strings: inout TraceStringTable, depth: Int) throws(Fallback) -> TraceActivity {
        let (type, id) = try activityRanges(depth: depth)
        return TraceActivity(
            type: strings.string(UnsafeBufferPointer(rebasing: bytes[type])),
            id: strings.string(UnsafeBufferPointer(rebasing: bytes[id])))
    }

    /// The contents of the `type` and `id` strings of the activity object at `i` (their first occurrences).
    package mutating func activityRanges(depth: Int) throws(Fallback) -> (type: Range<Int>, id: Range<Int>) {
        try expect(UInt8(ascii: "{"))
        var type: Range<Int>?
        var id: Range<Int>?
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
                type = try rawString()
            } else if id == nil, name.count == 2, Self.matches(p, "id") {
                id = try rawString()
            } else {
                try skipValue(depth: depth + 1)
            }
            if try another(closing: UInt8(ascii: "}")) { continue }
            break
        }
        guard let type, let id else { throw Fallback() }
        return (type, id)
    }

    /// Checks and passes over an array of strings.
    package mutating func skipStringArray() throws(Fallback) {
        try eachElement { (scanner: inout TraceLineScanner) throws(Fallback) in _ = try scanner.rawString() }
    }

    /// Checks and passes over an array of activity objects.
    package mutating func skipActivityArray() throws(Fallback) {
        try eachElement { (scanner: inout TraceLineScanner) throws(Fallback) in _ = try scanner.activityRanges(depth: 2) }
    }

    /// Checks an array and calls `element` at each of its elements, which passes over it.
    package mutating func eachElement(_ element: (inout TraceLineScanner) throws(Fallback) -> Void) throws(Fallback) {
        try expect(UInt8(ascii: "["))
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return
        }
        while true {
            skipSpace()
            try element(&self)
            if try another(closing: UInt8(ascii: "]")) { continue }
            return
        }
    }

    package mutating func activityArray(_ strings: inout TraceStringTable) throws(Fallback) -> [TraceActivity] {
        var out: [TraceActivity] = []
        try eachElement { (scanner: inout TraceLineScanner) throws(Fallback) in
            out.append(try scanner.activity(&strings, depth: 2))
        }
        return out
    }

    /// Checks and passes over one JSON value of any kind.
    package mutating func skipValue(depth: Int) throws(Fallback) {
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
                if try another(closing: UInt8(ascii: "}")) { continue }
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
                if try another(closing: UInt8(ascii: "]")) { continue }
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

    package mutating func literal(_ word: StaticString) throws(Fallback) {
        let count = word.utf8CodeUnitCount
        guard i + count <= bytes.count, Self.matches(bytes.baseAddress! + i, word) else { throw Fallback() }
        i += count
    }

    /// A JSON number, read by ``JSONParser``'s own number reader, so both paths convert it alike.
    package mutating func number() throws(Fallback) -> Double {
        do {
            return try JSONParser.number(in: bytes, at: &i)
        } catch {
            throw Fallback()
        }
    }
}
