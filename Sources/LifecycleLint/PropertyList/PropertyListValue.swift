/// One value of a property list, as ``PropertyListReader`` reads it, with the line it starts on.
///
/// A small, Foundation-free model of the plist types: strings, integers,
/// reals, booleans, dates, data, arrays and dictionaries, plus the values a
/// binary plist may hold that the manifest never reads (sets, UIDs, null).
/// Dictionaries keep their entries in file order; ``subscript(_:)`` finds a
/// key the way Foundation does when a key repeats (the last one wins).
///
/// Equality and hashing compare plist content only: ``line`` is ignored and
/// dictionaries compare as maps (entry order does not matter, a repeated key
/// counts once with its last value), so the XML and the binary form of the
/// same plist are equal.
public struct PropertyListValue: Hashable, Sendable {
    /// What the value is, with its contents.
    public enum Kind: Sendable {
        /// `<string>`, or an ASCII / UTF-16 string object.
        case string(String)
        /// `<integer>`, within `Int64`.
        case integer(Int64)
        /// `<real>`, or a 32- or 64-bit float object.
        case real(Double)
        /// `<true/>` or `<false/>`.
        case boolean(Bool)
        /// `<date>`, as seconds since 2001-01-01 00:00:00 UTC (Foundation's reference date).
        case date(Double)
        /// `<data>`, the decoded bytes.
        case data([UInt8])
        /// `<array>`, in file order.
        case array([PropertyListValue])
        /// A set object (binary plists only), in file order.
        case set([PropertyListValue])
        /// `<dict>`, its entries in file order.
        case dictionary([Entry])
        /// A keyed-archiver UID object (binary plists only).
        case uid(UInt64)
        /// The null object (binary plists only).
        case null
    }

    /// One key and its value in a dictionary.
    public struct Entry: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: PropertyListValue

        public init(key: String, value: PropertyListValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value's type and contents.
    public var kind: Kind
    /// The 1-based line of the value's start tag in an XML plist; `nil` for binary plists.
    public var line: Int?

    public init(_ kind: Kind, line: Int? = nil) {
        self.kind = kind
        self.line = line
    }

    /// The value for `key` when this is a dictionary (the last entry with that key); `nil` otherwise.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    public subscript(key: String) -> PropertyListValue? {
        guard case .dictionary(let entries) = kind else { return nil }
        return entries.last { $0.key == key }?.value
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    /// The boolean, when this is `<true/>` or `<false/>` (an integer is not a boolean).
    public var booleanValue: Bool? {
        if case .boolean(let b) = kind { return b }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [PropertyListValue]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    /// The entries in file order, when this is a dictionary.
    public var dictionaryEntries: [Entry]? {
        if case .dictionary(let d) = kind { return d }
        return nil
    }

    /// The value's type with an article, for messages: `a string`, `an array`, `data`...
    public var typeDescription: String {
        switch kind {
        case .string: "a string"
        case .integer, .real: "a number"
        case .boolean: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .set: "a set"
        case .dictionary: "a dictionary"
        case .uid: "a UID"
        case .null: "null"
        }
    }

    public static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.string(let a), .string(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.real(let a), .real(let b)): a == b || (a.isNaN && b.isNaN)
        case (.boolean(let a), .boolean(let b)): a == b
        case (.date(let a), .date(let b)): a == b
        case (.data(let a), .data(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.set(let a), .set(let b)): a == b
        case (.dictionary, .dictionary): lhs.normalizedEntries == rhs.normalizedEntries
        case (.uid(let a), .uid(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch kind {
        case .string(let s): hasher.combine(0); hasher.combine(s)
        case .integer(let i): hasher.combine(1); hasher.combine(i)
        case .real(let d): hasher.combine(2); if d.isNaN { hasher.combine("nan") } else { hasher.combine(d) }
        case .boolean(let b): hasher.combine(3); hasher.combine(b)
        case .date(let d): hasher.combine(4); hasher.combine(d)
        case .data(let d): hasher.combine(5); hasher.combine(d)
        case .array(let a): hasher.combine(6); hasher.combine(a)
        case .set(let a): hasher.combine(7); hasher.combine(a)
        case .dictionary: hasher.combine(8); hasher.combine(normalizedEntries)
        case .uid(let u): hasher.combine(9); hasher.combine(u)
        case .null: hasher.combine(10)
        }
    }

    /// The entries sorted by key, a repeated key once with its last value.
    private var normalizedEntries: [Entry] {
        guard let entries = dictionaryEntries else { return [] }
        var last: [String: Int] = [:]
        for (i, entry) in entries.enumerated() { last[entry.key] = i }
        return last.values.sorted { entries[$0].key < entries[$1].key }.map { entries[$0] }
    }
}
