/// What a connection or delivery carries: nothing, or the payload of a URL, activity or quick action.
///
/// Payloads are small indices; the runtime turns index `n` into a concrete
/// URL, user activity or shortcut type from its configuration, so the
/// specification stays a pure value machine.
public enum ConnectionContent: Hashable, Sendable {
    case none
    case url(Int)
    case activity(Int)
    case shortcut(Int)
}
