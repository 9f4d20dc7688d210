/// A parsed JSON value; objects keep their fields in the order they appear.
///
/// An object is an array of `(name, value)` pairs, never a dictionary, so
/// whatever walks a value sees the fields in the order of the text, and
/// nothing printed from a value depends on hashing. Two values are equal when
/// they have the same shape; for objects that includes the order of the fields.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"call": "sceneDidDisconnect(_:)", "n": 2}"#)
/// value["n"]          // .number(2)
/// value["missing"]    // nil
/// ```
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; JSON does not tell integers from fractions, so every number is a `Double`.
    case number(Double)
    /// A string, with its escapes resolved.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object: its fields in the order they appear, duplicates included.
    case object([(String, JSONValue)])

    /// Whether two values have the same shape, field order included.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null):
            return true
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.number(let a), .number(let b)):
            return a == b
        case (.string(let a), .string(let b)):
            return a == b
        case (.array(let a), .array(let b)):
            return a == b
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where x.0 != y.0 || x.1 != y.1 { return false }
            return true
        default:
            return false
        }
    }

    /// Hashes the value consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null:
            hasher.combine(0 as UInt8)
        case .bool(let b):
            hasher.combine(1 as UInt8)
            hasher.combine(b)
        case .number(let n):
            hasher.combine(2 as UInt8)
            hasher.combine(n)
        case .string(let s):
            hasher.combine(3 as UInt8)
            hasher.combine(s)
        case .array(let a):
            hasher.combine(4 as UInt8)
            hasher.combine(a)
        case .object(let fields):
            hasher.combine(5 as UInt8)
            hasher.combine(fields.count)
            for (name, value) in fields {
                hasher.combine(name)
                hasher.combine(value)
            }
        }
    }

    /// The value of the first field named `key`, if this is an object that has one.
    ///
    /// - Complexity: O(*n*) in the number of fields.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        for (name, value) in fields where name == key { return value }
        return nil
    }

    /// The kind of value with its article (`a string`, `an array`, `null`), for error messages.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
