// JSON strings: escapes, surrogate pairs and the UTF-8 they decode to.
extension JSONParser {
    package mutating func string() throws(Error) -> String {
        let open = i
        i += 1
        let start = i
        var high: UInt8 = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<i])
                if high >= 0x80, let bad = Self.utf8ErrorOffset(in: slice) {
                    throw Error(column: start + bad + 1, message: "invalid UTF-8 in a string")
                }
                i += 1
                return String(decoding: slice, as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") { return try escapedString(open: open, start: start, high: high) }
            if b < 0x20 { throw error("unescaped control character in a string") }
            high |= b
            i += 1
        }
        throw error("unterminated string")
    }

    /// The rest of a string that has escapes, from `i` (at the first backslash).
    ///
    /// `high` is the bitwise or of the raw bytes before `i`; raw bytes are
    /// checked for UTF-8 only when one of them is not ASCII.
    mutating func escapedString(open: Int, start: Int, high: UInt8) throws(Error) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(i - start + 32)
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
        var high = high
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                if high >= 0x80, out.withUnsafeBufferPointer({ Self.utf8ErrorOffset(in: $0) }) != nil {
                    throw Error(column: open + 1, message: "invalid UTF-8 in a string")
                }
                return String(decoding: out, as: UTF8.self)
            }
            if b < 0x20 { throw error("unescaped control character in a string") }
            if b != UInt8(ascii: "\\") {
                high |= b
                out.append(b)
                i += 1
                continue
            }
            let backslash = i
            i += 1
            guard i < bytes.count else { throw error("unterminated string") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"): Self.appendUTF8(try unicodeEscape(), to: &out)
            default:
                let what = e >= 0x21 && e <= 0x7E ? "'\\\(Character(Unicode.Scalar(e)))'" : "before \(token(at: i - 1))"
                throw Error(column: backslash + 1, message: "invalid escape \(what)")
            }
        }
        throw error("unterminated string")
    }

    /// The scalar of a `\uXXXX` escape (after the `u`), joining a surrogate pair.
    package mutating func unicodeEscape() throws(Error) -> UInt32 {
        let code = try hex4()
        if code >= 0xDC00 && code < 0xE000 { throw error("unpaired surrogate in \\u escape") }
        guard code >= 0xD800 && code < 0xDC00 else { return code }
        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
            throw error("unpaired surrogate in \\u escape")
        }
        i += 2
        let low = try hex4()
        guard low >= 0xDC00 && low < 0xE000 else { throw error("unpaired surrogate in \\u escape") }
        return 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    }

    package mutating func hex4() throws(Error) -> UInt32 {
        guard i + 4 <= bytes.count else { throw error("expected 4 hexadecimal digits after \\u") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
            default: throw error("expected 4 hexadecimal digits after \\u")
            }
            v = v << 4 | UInt32(d)
            i += 1
        }
        return v
    }

    /// Appends the UTF-8 encoding of a scalar value (never a surrogate here).
    package static func appendUTF8(_ v: UInt32, to out: inout [UInt8]) {
        switch v {
        case 0..<0x80:
            out.append(UInt8(v))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | v >> 6))
            out.append(UInt8(0x80 | v & 0x3F))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | v >> 12))
            out.append(UInt8(0x80 | v >> 6 & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        default:
            out.append(UInt8(0xF0 | v >> 18))
            out.append(UInt8(0x80 | v >> 12 & 0x3F))
            out.append(UInt8(0x80 | v >> 6 & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        }
    }
}
