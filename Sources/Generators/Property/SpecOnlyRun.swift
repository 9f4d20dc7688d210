import LifecycleRules

/// A run of the specification alone, with a predicate over the events and state so far.
///
/// Used for properties of the spec itself and for synthetic properties with a
/// known minimum ("fails iff X, Y and Z occur in that order").
@MainActor
public final class SpecOnlyRun: LifecycleRun {
    public let specification: Specification
    public private(set) var state: SpecState
    public private(set) var timeline: [[SpecCall]] = []
    private var history: [LifecycleEvent] = []
    private let predicate: @MainActor ([LifecycleEvent], SpecState) -> PropertyFailure?

    /// - Parameter predicate: called after each event with every event so far and the new
    ///   state; returns a failure to report, or `nil`.
    public init(
        _ configuration: SpecConfiguration,
        predicate: @escaping @MainActor ([LifecycleEvent], SpecState) -> PropertyFailure?
    ) {
        specification = Specification(configuration)
        state = specification.initialState()
        self.predicate = predicate
    }

    public func send(_ event: LifecycleEvent) async -> PropertyFailure? {
        var calls: [SpecCall] = []
        specification.apply(event, to: &state, emit: { calls.append($0) })
        timeline.append(calls)
        history.append(event)
        return predicate(history, state)
    }

    public func finish() async -> PropertyFailure? { nil }

    /// A target of spec-only runs with this predicate.
    public nonisolated static func target(
        _ name: String, _ configuration: SpecConfiguration,
        predicate: @escaping @MainActor @Sendable ([LifecycleEvent], SpecState) -> PropertyFailure?
    ) -> PropertyTarget {
        PropertyTarget(name: name, spec: configuration) { SpecOnlyRun(configuration, predicate: predicate) }
    }
}
