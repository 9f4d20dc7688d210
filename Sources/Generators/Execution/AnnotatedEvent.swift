import LifecycleRules

/// An event of a sequence, with the sessions it created the last time that sequence ran.
///
/// Sessions are named by creation order, so deleting the event that created
/// session B renames C to B. Replaying a shrink candidate maps each original
/// session to the one the replay actually created, so later events keep
/// naming the right session (and events naming a session that no longer
/// exists are dropped).
public struct AnnotatedEvent: Hashable, Sendable {
    public var event: LifecycleEvent
    public var created: [SessionID]

    public init(_ event: LifecycleEvent, created: [SessionID] = []) {
        self.event = event
        self.created = created
    }
}
