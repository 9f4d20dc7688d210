import Foundation

extension UserActivity {
    /// One value of an activity's `userInfo`, of a type a sender may put there (`NSUserActivity.userInfo` takes
    /// strings, numbers, dates, URLs, arrays and dictionaries of them): the app's `NSUserActivity` gets it as a
    /// `String`, `Int`, `Double`, `Bool`, `URL`, `Date`, an array or a `[String: …]` dictionary, so an app that reads
    /// `userInfo["recipeID"] as? Int` or `userInfo["created"] as? Date` reads what a device would give it.
    ///
    /// Written as a literal: `["recipeID": 42]`, `["document": "doc-1"]`, `["pinned": true]`,
    /// `["tags": ["a", "b"]]`, `["place": ["x": 1, "y": 2]]`; a string variable as `.string(name)` or `"\(name)"`, a URL
    /// as `.url(url)`, a date as `.date(date)`. Its `description` is the value as reports print it (`42`, `doc-1`,
    /// `true`, `[a, b]`). Wrapped in `AnyHashable`, it equals the plain value
    /// (`AnyHashable(Value.string("a")) == AnyHashable("a")`, `AnyHashable(["a"] as Value) == AnyHashable(["a"])`), so a
    /// `ContentExpectations` closure may return it as the subject a scene should show.
    ///
    /// `Data` and `NSNull` are not among them: a device's trace prints them in a form of its own platform's
    /// Foundation, which a trace written here could not match.
    public enum Value: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation,
        ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
        ExpressibleByDictionaryLiteral, _HasCustomAnyHashableRepresentation
    {
        case string(String)
        case int(Int)
        case double(Double)
        case bool(Bool)
        case url(URL)
        case date(Date)
        /// An array, delivered as a Swift array of its elements' values (`as? [String]` reads an array of strings).
        case array([Value])
        /// A dictionary with string keys, delivered as `[String: …]` of its values.
        case dictionary([String: Value])

        public init(stringLiteral value: String) { self = .string(value) }
        public init(integerLiteral value: Int) { self = .int(value) }
        public init(floatLiteral value: Double) { self = .double(value) }
        public init(booleanLiteral value: Bool) { self = .bool(value) }
        public init(arrayLiteral elements: Value...) { self = .array(elements) }
        /// A dictionary literal; a key written twice keeps its last value, as `NSDictionary` does.
        public init(dictionaryLiteral elements: (String, Value)...) {
            self = .dictionary(Dictionary(elements, uniquingKeysWith: { $1 }))
        }

        /// The value as the app gets it in `NSUserActivity.userInfo`; for an array or a dictionary, its `Value`s (the
        /// app gets their plain values, ``object``).
        public var base: any Hashable & Sendable {
            switch self {
            case .string(let value): return value
            case .int(let value): return value
            case .double(let value): return value
            case .bool(let value): return value
            case .url(let value): return value
            case .date(let value): return value
            case .array(let values): return values
            case .dictionary(let values): return values
            }
        }

        /// The value as the app's `NSUserActivity.userInfo` holds it: ``base``, with an array as `[Any]` and a
        /// dictionary as `[String: Any]` of their plain values.
        public var object: Any {
            switch self {
            case .array(let values): return values.map(\.object)
            case .dictionary(let values): return values.mapValues(\.object)
            default: return base
            }
        }

        /// The string, for a string value.
        public var string: String? {
            if case .string(let value) = self { return value }
            return nil
        }

        /// The value as reports print it: the string itself, the number, `true`/`false`, the URL, the date in UTC, an
        /// array as `[a, b]`, a dictionary as `[k: v]` in key order.
        public var description: String {
            switch self {
            case .array(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
            case .dictionary(let values):
                return values.isEmpty ? "[:]"
                    : "[" + values.keys.sorted().map { "\($0): \(values[$0]!)" }.joined(separator: ", ") + "]"
            default: return "\(base)"
            }
        }

        /// The value as a trace names it, as the recorder renders an activity's value on a device: a Boolean as `1`
        /// or `0`, a whole real number without its fraction (`TraceActivity.text(of:)`), a URL or date as Foundation
        /// prints it, an array as `[a,b]` and a dictionary as `{k=v&…}` in key order.
        package var traceText: String {
            switch self {
            case .string(let value): return value
            case .int(let value): return "\(value)"
            case .bool(let value): return TraceActivity.text(of: value)
            case .double(let value): return TraceActivity.text(of: value)
            case .url(let value): return "\(value)"
            case .date(let value): return "\(value)"
            case .array(let values): return "[" + values.map(\.traceText).joined(separator: ",") + "]"
            case .dictionary(let values):
                return "{" + values.keys.sorted().map { "\($0)=\(values[$0]!.traceText)" }.joined(separator: "&") + "}"
            }
        }

        /// The plain value; an array or a dictionary as an array or dictionary of its elements' plain values, which
        /// equals the same array or dictionary of any element type (`[String]`, `[String: Int]`).
        public func _toCustomAnyHashable() -> AnyHashable? {
            switch self {
            case .array(let values): return AnyHashable(values.map { AnyHashable($0) })
            case .dictionary(let values): return AnyHashable(values.mapValues { AnyHashable($0) })
            default: return AnyHashable(base)
            }
        }
    }
}
