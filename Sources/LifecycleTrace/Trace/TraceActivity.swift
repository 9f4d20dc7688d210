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
}
