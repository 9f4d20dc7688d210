/// A small, strict JSON parser for one line of a trace, over UTF-8 bytes.
///
/// It reads RFC 8259 JSON: objects, arrays, strings with every escape
/// (`\uXXXX` and surrogate pairs included), numbers, `true`, `false` and
/// `null`; no comments, no trailing commas, no leading zeros, nesting at most
/// ``maximumDepth`` levels. Objects keep their fields in order
/// (see ``JSONValue``).
///
/// ## Errors
///
/// A syntax error throws ``Error``: the 1-based byte column where the problem
/// was found, and a plain sentence. The wording is stable enough to assert in
/// tests but is not API.
///
/// ```text
/// {"a": 1 "b": 2}    column 9: expected ',' or '}' after a value
/// {"a": "x}          column 10: unterminated string
/// ```
///
/// ## Speed
///
/// One pass, no Foundation: strings without escapes are made from the bytes
/// directly (short ASCII strings need no allocation), and integers of up to
/// 15 digits are converted without text. Bytes inside strings are checked to
/// be UTF-8; bytes outside strings can only be JSON's ASCII syntax anyway.
package struct JSONParser {
    /// A syntax error: where in the line it was found and what is wrong.
    package struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        /// The 1-based byte offset in the line where the problem was found.
        package var column: Int
        /// What is wrong, such as `expected ',' or '}' after a value`.
        package var message: String

        /// Creates an error at a 1-based byte column.
        package init(column: Int, message: String) {
            self.column = column
            self.message = message
        }

        /// `column 9: expected ',' or '}' after a value`.
        package var description: String { "column \(column): \(message)" }
    }

    /// How deeply arrays and objects may nest; deeper input is an error, not a stack overflow.
    package static let maximumDepth: Int = 64

    /// Parses one JSON value that fills `bytes`, with white space allowed around it.
    ///
    /// - Parameter bytes: The UTF-8 bytes of one line, without its line end
    ///   (a trailing `\r` or `\n` is white space and is accepted).
    /// - Returns: The value, with object fields in the order of the text.
    /// - Throws: ``Error`` at the first syntax error; nothing is returned then.
    /// - Complexity: O(*n*) in the number of bytes.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Error) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.i == bytes.count else { throw parser.error("unexpected characters after the value") }
        return value
    }

    /// Parses one JSON value from an array of UTF-8 bytes, like the overload that takes a buffer.
    package static func parse(_ bytes: [UInt8]) throws(Error) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(Error) -> JSONValue in try parse(buffer) }
        }
        return try result.get()
    }

    /// Parses one JSON value from a string's UTF-8 bytes; columns count bytes, not characters.
    package static func parse(_ text: String) throws(Error) -> JSONValue {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(Error) -> JSONValue in try parse(buffer) }
        }
        return try result.get()
    }

    // MARK: - State

    package let bytes: UnsafeBufferPointer<UInt8>
    package var i: Int = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    package func error(_ message: String) -> Error { Error(column: i + 1, message: message) }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    /// The character at `i` in quotes, or `byte 0xNN` when it is not printable, for messages.
    package func token(at index: Int) -> String {
        let b = bytes[index]
        if b >= 0x21 && b <= 0x7E { return "'\(Character(Unicode.Scalar(b)))'" }
        if b >= 0xC2, b <= 0xF4 {
            let length = b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            if index + length <= bytes.count {
                let slice = UnsafeBufferPointer(rebasing: bytes[index..<(index + length)])
                if Self.utf8ErrorOffset(in: slice) == nil {
                    return "'\(String(decoding: slice, as: UTF8.self))'"
                }
            }
        }
        let hex = String(b, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count < 2 ? "0" : "") + hex
    }

    // MARK: - Values

    private mutating func value(depth: Int) throws(Error) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        guard i < bytes.count else { throw error("expected a value, found the end of the line") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a value, found \(token(at: i))")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Error) -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard i + count <= bytes.count else { throw error("expected '\(word)'") }
        let start = word.utf8Start
        for k in 0..<count where bytes[i + k] != start[k] { throw error("expected '\(word)'") }
        i += count
        return value
    }

    private mutating func object(depth: Int) throws(Error) -> JSONValue {
        i += 1
        var fields: [(String, JSONValue)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return .object(fields)
        }
        fields.reserveCapacity(8)
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                throw error("expected a field name in quotes")
            }
            let name = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after a field name") }
            i += 1
            skipSpace()
            fields.append((name, try value(depth: depth + 1)))
            skipSpace()
            guard i < bytes.count else { throw error("expected ',' or '}' after a value, found the end of the line") }
            switch bytes[i] {
            case UInt8(ascii: ","):
                i += 1
            case UInt8(ascii: "}"):
                i += 1
                return .object(fields)
            default:
                throw error("expected ',' or '}' after a value")
            }
        }
    }

    private mutating func array(depth: Int) throws(Error) -> JSONValue {
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
            switch bytes[i] {
            case UInt8(ascii: ","):
                i += 1
            case UInt8(ascii: "]"):
                i += 1
                return .array(items)
            default:
                throw error("expected ',' or ']' after a value")
            }
        }
    }

    // MARK: - Numbers

    /// Why a number's text is not a JSON number, or its value is out of Double's range.
    package enum NumberProblem: Swift.Error {
        case digitAfterMinus, digitAfterPoint, digitInExponent, outOfRange

        /// The parser's message for it; `text` is the number's text, for `outOfRange`.
        package func message(_ text: String) -> String {
            switch self {
            case .digitAfterMinus: return "expected a digit after '-'"
            case .digitAfterPoint: return "expected a digit after '.'"
            case .digitInExponent: return "expected a digit in the exponent"
            case .outOfRange: return "number out of range '\(text)'"
            }
        }
    }

    private static func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    /// Reads the JSON number at `i` and moves `i` past it: the one number reader of the parser and of
    /// the trace reader's fast path (`TraceLineScanner`), so both convert every number alike.
    ///
    /// Integers of up to 15 digits are converted without text; anything else goes through `Double(_:)`.
    /// A number beyond Double's range reads as ±infinity (its grammar is checked first): the reader decides
    /// what that means for its field. `outOfRange` is left for text `Double(_:)` refuses.
    /// - Throws: ``NumberProblem``, with `i` at the byte where the problem was found (for `outOfRange`, the
    ///   number's end).
    package static func number(in bytes: UnsafeBufferPointer<UInt8>, at i: inout Int) throws(NumberProblem) -> Double {
        let start = i
        let negative = i < bytes.count && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < bytes.count, isDigit(bytes[i]) else { throw .digitAfterMinus }
        var integer: UInt64 = 0
        var digits = 0
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            digits = 1
        } else {
            while i < bytes.count, isDigit(bytes[i]) {
                integer = integer &* 10 &+ UInt64(bytes[i] - UInt8(ascii: "0"))
                digits += 1
                i += 1
            }
        }
        var isInteger = true
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            guard i < bytes.count, isDigit(bytes[i]) else { throw .digitAfterPoint }
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            isInteger = false
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count, isDigit(bytes[i]) else { throw .digitInExponent }
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        }
        if isInteger && digits <= 15 {
            let magnitude = Double(integer)
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        guard let n = Double(text) else { throw .outOfRange }
        return n
    }

    private mutating func number() throws(Error) -> JSONValue {
        let start = i
        do {
            return .number(try Self.number(in: bytes, at: &i))
        } catch {
            if case .outOfRange = error {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                throw Error(column: start + 1, message: error.message(text))
            }
            throw self.error(error.message(""))
        }
    }

    // MARK: - UTF-8

    /// The 0-based offset of the first byte that is not part of well-formed UTF-8, or `nil`
    /// (``UTF8Validation/firstInvalidByte(in:)``).
    package static func utf8ErrorOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        UTF8Validation.firstInvalidByte(in: bytes)
    }
}
