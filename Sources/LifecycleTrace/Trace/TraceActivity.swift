/// A user activity as a trace shows it: its type and an identity of its content.
///
/// Two activities with equal content have equal `id`s. This is the `restoration`
/// object of the trace format and each element of its `activities` array.
public struct TraceActivity: Hashable, Sendable, CustomStringConvertible {
    /// The activity's `activityType`, such as `com.example.edit`.
    public var type: String
    /// Any string that is equal for equal content.
    public var id: String

    public init(type: String, id: String) {
        self.type = type
        self.id = id
    }

    /// `type/id`, as timelines print it.
    public var description: String { "\(type)/\(id)" }

    /// A Boolean in an activity's identity, as a device's `NSNumber` prints it: `1` or `0`.
    package static func text(of bool: Bool) -> String { bool ? "1" : "0" }

    /// A real number in an activity's identity, as a device's `NSNumber` prints it: a whole number without its
    /// fraction (`3`, not `3.0`), any other as Swift prints it.
    package static func text(of double: Double) -> String {
        guard double.rounded() == double, abs(double) < 1e15 else { return "\(double)" }
        return "\(Int64(double))"
    }
}
