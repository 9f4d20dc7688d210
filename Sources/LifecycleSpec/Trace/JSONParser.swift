/// A small JSON parser for one line of a trace, over UTF-8 bytes.
///
/// Strict RFC 8259 (no comments, no trailing commas); errors carry the
/// 1-based column and a plain sentence. Built for speed: one pass, no
/// Foundation, strings without escapes are made from the bytes directly.
public struct JSONParser {
    /// A syntax error at a column.
    public struct Error: Swift.Error, Hashable, Sendable {
        /// The 1-based byte column.
        public var column: Int
        /// What is wrong, such as `expected ',' or '}' after a value`.
        public var message: String

        public init(column: Int, message: String) {
            self.column = column
            self.message = message
        }
    }

    /// Parses one JSON value that fills `bytes` (surrounding white space allowed).
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Error) -> JSONValue {
        var p = JSONParser(bytes: bytes)
        p.skipSpace()
        let value = try p.value(depth: 0)
        p.skipSpace()
        guard p.i == bytes.count else { throw p.error("unexpected characters after the value") }
        return value
    }

    /// Parses one JSON value from a string.
    public static func parse(_ text: String) throws(Error) -> JSONValue {
        var copy = text
        do {
            return try copy.withUTF8 { buffer in try parse(buffer) }
        } catch let error as Error {
            throw error
        } catch {
            preconditionFailure("unreachable")
        }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0

    func error(_ message: String) -> Error { Error(column: i + 1, message: message) }

    mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(Error) -> JSONValue {
        guard depth < 64 else { throw error("nesting deeper than 64 levels") }
        guard i < bytes.count else { throw error("expected a value, found the end of the line") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a value, found '\(Character(Unicode.Scalar(bytes[i])))'")
        }
    }

    mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Error) -> JSONValue {
        let n = word.utf8CodeUnitCount
        guard i + n <= bytes.count else { throw error("expected '\(word)'") }
        for k in 0..<n where bytes[i + k] != word.utf8Start[k] { throw error("expected '\(word)'") }
        i += n
        return value
    }

    mutating func object(depth: Int) throws(Error) -> JSONValue {
        i += 1
        var fields: [(String, JSONValue)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return .object(fields)
        }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a field name in quotes") }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after a field name") }
            i += 1
            skipSpace()
            fields.append((key, try value(depth: depth + 1)))
            skipSpace()
            guard i < bytes.count else { throw error("expected ',' or '}' after a value, found the end of the line") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "}") {
                i += 1
                return .object(fields)
            }
            throw error("expected ',' or '}' after a value")
        }
    }

    mutating func array(depth: Int) throws(Error) -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return .array(items)
        }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard i < bytes.count else { throw error("expected ',' or ']' after a value, found the end of the line") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "]") {
                i += 1
                return .array(items)
            }
            throw error("expected ',' or ']' after a value")
        }
    }

    mutating func string() throws(Error) -> String {
        i += 1
        let start = i
        // Fast path: no escapes.
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                i += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw error("control character in a string") }
            i += 1
        }
        var scalars = String.UnicodeScalarView()
        var out = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                out.unicodeScalars.append(contentsOf: scalars)
                return out
            }
            if b < 0x20 { throw error("control character in a string") }
            if b != UInt8(ascii: "\\") {
                // Copy one UTF-8 sequence.
                let len = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
                guard i + len <= bytes.count else { throw error("unterminated string") }
                out.unicodeScalars.append(contentsOf: scalars)
                scalars = String.UnicodeScalarView()
                out += String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<(i + len)]), as: UTF8.self)
                i += len
                continue
            }
            i += 1
            guard i < bytes.count else { throw error("unterminated string") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code) {
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate in \\u escape")
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(code) {
                    throw error("unpaired surrogate in \\u escape")
                }
                scalars.append(Unicode.Scalar(code)!)
            default:
                throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
            }
        }
        throw error("unterminated string")
    }

    mutating func hex4() throws(Error) -> UInt32 {
        guard i + 4 <= bytes.count else { throw error("expected 4 hexadecimal digits after \\u") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("expected 4 hexadecimal digits after \\u")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }

    mutating func number() throws(Error) -> JSONValue {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) else {
            throw error("expected a digit")
        }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else {
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) else {
                throw error("expected a digit after '.'")
            }
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) else {
                throw error("expected a digit in the exponent")
            }
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        guard let n = Double(text) else { throw Error(column: start + 1, message: "invalid number '\(text)'") }
        return .number(n)
    }
}
