/// Why the reference runtime refused an event or stopped.
public enum RuntimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The event is not legal in the current state.
    case illegalEvent(LifecycleEvent, state: String)
    /// The app kept making scene requests without end (more than the bound per event).
    case runawayWork(event: LifecycleEvent, bound: Int)

    public var description: String {
        switch self {
        case .illegalEvent(let event, let state):
            return "'\(event)' is not legal in state: \(state)"
        case .runawayWork(let event, let bound):
            return "the app made more than \(bound) scene requests during '\(event)'"
        }
    }
}
