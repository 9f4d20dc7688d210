/// Renders stored bytes by what they mean: JSON and property lists as their values, anything else as bytes.
///
/// Apps keep `Codable` values as `Data` made by `JSONEncoder` or `PropertyListEncoder`, in the user defaults, in
/// `session.userInfo` or in files. Without `.sortedKeys` an encoder writes an object's keys in hash order, which
/// differs between runs of the same events, so the same value has different bytes. Compared by bytes, a
/// deterministic app would look nondeterministic and a draft kept unchanged would look rewritten. So bytes that
/// hold a JSON object or array, or a property list (XML or binary), are rendered as their value in one canonical
/// spelling: object and dictionary keys sorted, numbers by value (`1`, `1.0` and `1e0` alike), strings quoted and
/// escaped. Two encodings of the same value render the same; different values render differently.
///
/// The bytes are read by the package's own parsers (`JSONParser`, `PropertyListReader`), which return or throw on any
/// input in time linear in its size; bytes that are neither, or that are larger than `largestParsed`, are left to
/// the caller's byte rendering.
package enum StoredDataRendering {
    /// The largest content parsed for its meaning, in bytes; larger content is rendered as bytes.
    package static let largestParsed = 1 << 20

    /// The longest canonical spelling written out in full; a longer one is rendered as its length and hash.
    package static let longestSpelling = 4096

    /// The value the bytes hold, as `json {…}` or `plist {…}` (or, for a spelling longer than `longestSpelling`
    /// characters, `json <N characters, fnv1a64 H>` over the canonical spelling); `nil` when they hold neither.
    package static func render<Content: Collection<UInt8>>(_ content: Content) -> String? {
        guard !content.isEmpty, content.count <= largestParsed else { return nil }
        let bytes = Array(content)
        let kind: String
        let spelling: String
        if let json = json(bytes) {
            (kind, spelling) = ("json", json)
        } else if let plist = propertyList(bytes) {
            (kind, spelling) = ("plist", plist)
        } else {
            return nil
        }
        guard spelling.utf8.count > longestSpelling else { return kind + " " + spelling }
        return "\(kind) <\(spelling.count) characters, fnv1a64 \(fnv1a64(spelling.utf8))>"
    }

    /// A JSON object or array (the shapes `JSONEncoder` writes for a keyed or unkeyed container), canonical.
    private static func json(_ bytes: [UInt8]) -> String? {
        var first = 0
        while first < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[first]) { first += 1 }
        guard first < bytes.count, bytes[first] == UInt8(ascii: "{") || bytes[first] == UInt8(ascii: "[") else { return nil }
        guard let value = try? JSONParser.parse(bytes) else { return nil }
        var out = ""
        write(value, to: &out)
        return out
    }

    private static func write(_ value: JSONValue, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += number(d)
        case .string(let s): out += quoted(s)
        case .array(let items): writeList(items, to: &out, write)
        case .object(let fields): writeDictionary(fields, to: &out, write)
        }
    }

    /// An XML or binary property list, canonical.
    private static func propertyList(_ bytes: [UInt8]) -> String? {
        let looksLikeOne = bytes.starts(with: Array("bplist00".utf8)) || bytes.starts(with: Array("<?xml".utf8))
            || bytes.starts(with: Array("<plist".utf8))
        guard looksLikeOne, let value = try? PropertyListReader.read(bytes) else { return nil }
        var out = ""
        write(value, to: &out)
        return out
    }

    private static func write(_ value: PropertyListValue, to out: inout String) {
        switch value.kind {
        case .string(let s): out += quoted(s)
        case .integer(let i): out += String(i)
        case .real(let d): out += number(d)
        case .boolean(let b): out += b ? "true" : "false"
        case .date(let seconds): out += "date(\(number(seconds)))"
        case .data(let data): out += bytesText(data)
        case .uid(let uid): out += "uid(\(uid))"
        case .null: out += "null"
        case .array(let items), .set(let items): writeList(items, to: &out, write)
        case .dictionary(let entries): writeDictionary(entries.map { ($0.key, $0.value) }, to: &out, write)
        }
    }

    /// `[a, b]`, in order.
    private static func writeList<Value>(_ items: [Value], to out: inout String, _ write: (Value, inout String) -> Void) {
        out += "["
        for (i, item) in items.enumerated() {
            if i > 0 { out += ", " }
            write(item, &out)
        }
        out += "]"
    }

    /// `{"a": 1, "b": 2}`, keys sorted; a repeated key's last value wins, as decoders take it.
    private static func writeDictionary<Value>(
        _ fields: [(String, Value)], to out: inout String, _ write: (Value, inout String) -> Void
    ) {
        var byKey: [String: Value] = [:]
        for (key, value) in fields { byKey[key] = value }
        out += "{"
        for (i, key) in byKey.keys.sorted().enumerated() {
            if i > 0 { out += ", " }
            out += quoted(key) + ": "
            write(byKey[key]!, &out)
        }
        out += "}"
    }

    /// A number by its value: an integral value within ±2^53 without a fraction, else Swift's shortest spelling.
    private static func number(_ d: Double) -> String {
        if d.isFinite, d == d.rounded(), abs(d) <= 9_007_199_254_740_992 { return String(Int64(d)) }
        return "\(d)"
    }

    /// A string in double quotes, escaped as JSON escapes it (as traces write strings).
    private static func quoted(_ s: String) -> String { TraceWriter.quoted(s) }

    /// Bytes that hold no value this renders: up to `longestHex` bytes in full, two hexadecimal digits a byte
    /// (`<3 bytes 0a0b0c>`), longer ones as their size and 64-bit FNV-1a hash (`<1024 bytes, fnv1a64 af63bd4c8601b7be>`),
    /// so two different contents never render alike unless their hashes collide.
    package static func bytesText<Content: Collection<UInt8>>(_ content: Content) -> String {
        if content.count <= longestHex {
            return "<\(content.count) bytes \(content.map(hexByte).joined())>"
        }
        return hashedText(content)
    }

    /// Bytes as their size and 64-bit FNV-1a hash: `<1024 bytes, fnv1a64 af63bd4c8601b7be>`.
    package static func hashedText<Content: Collection<UInt8>>(_ content: Content) -> String {
        "<\(content.count) bytes, fnv1a64 \(fnv1a64(content))>"
    }

    /// The 64-bit FNV-1a hash of the bytes, as 16 hexadecimal digits.
    package static func fnv1a64<Content: Collection<UInt8>>(_ content: Content) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in content {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The most bytes `bytesText` writes out in full.
    package static let longestHex = 64

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
