/// What a connection or delivery carries: nothing, or the payload of a URL, activity or quick action.
///
/// Two contents exist only at a connection: `handoff`, whose options carry
/// only the activity's type (the activity follows by continue), and
/// `withheldRestoration`, a connect that carries nothing and finds the
/// session's restoration activity unavailable (protected data).
///
/// Payloads are small indices; the runtime turns index `n` into a concrete
/// URL, user activity or shortcut type from its configuration, so the
/// specification stays a pure value machine.
public enum ConnectionContent: Hashable, Sendable {
    case none
    case url(Int)
    case activity(Int)
    case shortcut(Int)
    /// A Handoff activity's connection: `handoffUserActivityType` only; the activity follows by continue.
    case handoff(Int)
    /// Nothing, and the session's stored restoration activity unavailable (the device locked since boot).
    case withheldRestoration
}
