/// One event the runtime carried out and the callbacks it made, for timelines and reports.
public struct RuntimeStep: Hashable, Sendable {
    /// Whether the event came from the caller or from a request the app made.
    public enum Origin: String, Hashable, Sendable {
        /// Sent with `ReferenceRuntime.send(_:)`.
        case sent
        /// Carried out for `requestSceneSessionActivation` / `requestSceneSessionDestruction`.
        case appRequest
    }

    /// The event.
    public var event: LifecycleEvent
    /// Who caused it.
    public var origin: Origin
    /// The callbacks it made, in order.
    public var calls: [SpecCall]
    /// The positions of its calls in `ReferenceRuntime.trace` (when the trace is kept).
    public var traceRange: Range<Int>
    /// The 1-based number of the sent event this step belongs to.
    public var eventNumber: Int
}
