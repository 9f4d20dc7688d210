import LifecycleSpec

/// Which (state, event) transitions of the specification a run exercised.
///
/// A transition is an event kind and the state it starts from: the target
/// session's activation for events that name a session (`background@fgActive`),
/// else whether the process runs (`launch@notRunning`). The universe is every
/// transition reachable in the specification, found by exploring it up to symmetry.
public struct TransitionCoverage: Sendable {
    /// Every reachable transition label for the configuration, sorted.
    public let universe: [String]
    /// How often each transition was hit.
    public private(set) var hits: [String: Int] = [:]

    public init(_ configuration: SpecConfiguration) {
        universe = Self.reachableTransitions(configuration)
    }

    /// The label of `event` taken in `state`.
    public static func label(_ event: LifecycleEvent, in state: SpecState) -> String {
        let from: String
        if !state.isRunning {
            from = "notRunning"
        } else if let s = event.session {
            from = state[s].activation.description
        } else if let legacy = state.legacyActivation {
            from = legacy.description
        } else {
            from = "running"
        }
        return "\(event.kind)@\(from)"
    }

    /// Records that `event` was taken in `state`.
    public mutating func record(_ event: LifecycleEvent, in state: SpecState) {
        hits[Self.label(event, in: state), default: 0] += 1
    }

    /// Merges another run's hits.
    public mutating func merge(_ other: TransitionCoverage) {
        for (label, count) in other.hits { hits[label, default: 0] += count }
    }

    /// The transitions of the universe never hit, sorted.
    public var missed: [String] { universe.filter { hits[$0] == nil } }

    /// The share of the universe hit, from 0 to 100.
    public var percentage: Double {
        universe.isEmpty ? 100 : Double(universe.count - missed.count) * 100 / Double(universe.count)
    }

    /// `93.8% of 97 transitions (missed: …)`.
    public var summary: String {
        let pct = (percentage * 10).rounded() / 10
        var s = "\(pct)% of \(universe.count) transitions"
        if !missed.isEmpty { s += " (missed: \(missed.joined(separator: ", ")))" }
        return s
    }

    static func reachableTransitions(_ configuration: SpecConfiguration) -> [String] {
        let spec = Specification(configuration)
        var seen: Set<SpecState.SymmetryKey> = [spec.initialState().symmetryKey]
        var queue = [spec.initialState()]
        var labels: Set<String> = []
        var legal: [LifecycleEvent] = []
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            legal.removeAll(keepingCapacity: true)
            spec.legalEvents(in: state, into: &legal)
            for event in Explorer.representativesNonisolated(legal, in: state) {
                labels.insert(label(event, in: state))
                var next = state
                spec.apply(event, to: &next, emit: { _ in })
                if seen.insert(next.symmetryKey).inserted { queue.append(next) }
            }
        }
        return labels.sorted()
    }
}
