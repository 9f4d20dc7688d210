/// Reads a property list, XML or binary, into a ``PropertyListValue`` without Foundation's parser.
///
/// The format is told by the first bytes: `bplist00` is a binary plist; a
/// `<` (after an optional UTF-8 byte order mark and white space) is an XML
/// plist. Anything else, old-style (OpenStep) and JSON plists included, is
/// rejected with a ``PropertyListError``.
///
/// Guarantees, for any input whatsoever:
///
/// - it returns or throws: no trap, no unbounded recursion. Every offset,
///   count and object reference of a binary plist is checked against the
///   data, nesting deeper than ``maximumDepth`` is an error, and so is a
///   binary object that contains itself;
/// - work and memory are linear in the input's size. Binary objects are
///   decoded once each, however often they are referenced, and a binary
///   plist whose shared containers would expand to more than
///   ``expansionLimit(forByteCount:)`` values (a "billion laughs" DAG) is an
///   error, so walking the returned tree is bounded too;
/// - XML errors carry the line and column; binary errors name the object and
///   its byte offset.
///
/// ```swift
/// let info = try PropertyListReader.read(Array(data))
/// let name = info["CFBundleName"]?.stringValue
/// ```
public enum PropertyListReader {
    /// How deeply arrays, sets and dictionaries may nest (the top level is depth 0).
    public static let maximumDepth = 128

    /// The largest number of values a binary plist of `byteCount` bytes may expand to.
    ///
    /// A plist without shared containers expands to at most one value per
    /// object reference, and each reference takes at least one byte, so real
    /// plists stay far below this: `2 × byteCount + 1024`.
    public static func expansionLimit(forByteCount byteCount: Int) -> Int {
        2 * byteCount + 1024
    }

    /// Reads the property list in `bytes`.
    ///
    /// - Returns: the top-level value, usually a dictionary.
    /// - Throws: ``PropertyListError`` when the bytes are not an XML or binary
    ///   plist, are damaged, nest too deeply or expand too far.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        if bytes.isEmpty { throw PropertyListError(problem: "is empty") }
        if bytes.starts(with: Array("bplist".utf8)) {
            guard bytes.starts(with: BinaryPropertyListReader.magic) else {
                let version = String(decoding: bytes.prefix(8).map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
                throw PropertyListError(problem: "is a binary property list of an unsupported version ('\(version)'); only bplist00 is read")
            }
            var reader = try BinaryPropertyListReader(bytes: bytes)
            return try reader.read()
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw PropertyListError(problem: "is UTF-16 text; only UTF-8 XML property lists are read")
        }
        var first = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while first < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[first]) { first += 1 }
        guard first < bytes.count else { throw PropertyListError(problem: "is empty") }
        switch bytes[first] {
        case UInt8(ascii: "<"):
            var reader = XMLPropertyListReader(bytes: bytes)
            return try reader.read()
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
            throw PropertyListError(problem: "is an old-style (OpenStep) or JSON property list; only XML and binary property lists are read")
        default:
            throw PropertyListError(problem: "is not a property list (XML or binary)")
        }
    }
}
