extension UserActivity {
    /// One value of an activity's `userInfo`, of a type a sender puts there: a string, a whole number, a real number or
    /// a Boolean. The app's `NSUserActivity` gets it as a `String`, `Int`, `Double` or `Bool`, so an app that reads
    /// `userInfo["recipeID"] as? Int` reads what a device would give it.
    ///
    /// Written as a literal: `["recipeID": 42]`, `["document": "doc-1"]`, `["pinned": true]`; a string variable as
    /// `.string(name)` or `"\(name)"`. Its `description` is the value as a trace renders it (`42`, `doc-1`, `true`).
    /// Wrapped in `AnyHashable`, it equals the plain value (`AnyHashable(Value.string("a")) == AnyHashable("a")`), so a
    /// `ContentExpectations` closure may return it as the subject a scene should show.
    public enum Value: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation,
        ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, _HasCustomAnyHashableRepresentation
    {
        case string(String)
        case int(Int)
        case double(Double)
        case bool(Bool)

        public init(stringLiteral value: String) { self = .string(value) }
        public init(integerLiteral value: Int) { self = .int(value) }
        public init(floatLiteral value: Double) { self = .double(value) }
        public init(booleanLiteral value: Bool) { self = .bool(value) }

        /// The value as the app gets it in `NSUserActivity.userInfo`.
        public var base: any Hashable & Sendable {
            switch self {
            case .string(let value): return value
            case .int(let value): return value
            case .double(let value): return value
            case .bool(let value): return value
            }
        }

        /// The string, for a string value.
        public var string: String? {
            if case .string(let value) = self { return value }
            return nil
        }

        /// The value as reports print it: the string itself, the number or `true`/`false`.
        public var description: String { "\(base)" }

        /// The value as a trace names it, as the recorder renders an `NSNumber` on a device: a Boolean as `1` or `0`,
        /// a whole real number without its fraction (`TraceActivity.text(of:)`).
        package var traceText: String {
            switch self {
            case .string(let value): return value
            case .int(let value): return "\(value)"
            case .bool(let value): return TraceActivity.text(of: value)
            case .double(let value): return TraceActivity.text(of: value)
            }
        }

        public func _toCustomAnyHashable() -> AnyHashable? { AnyHashable(base) }
    }
}
