import LifecycleRules

/// Which (state, event) transitions of the specification a run exercised.
///
/// A transition is an event kind and the state it starts from: the target
/// session's activation for events that name a session (`background@fgActive`),
/// else whether the process runs (`launch@notRunning`). The universe is every
/// transition reachable in the specification, found by exploring it up to symmetry.
public struct TransitionCoverage: Sendable {
    /// Every reachable transition label for the configuration, sorted.
    public let universe: [String]
    private let universeKeys: [Int]
    /// How often each transition was hit, by key (`key(_:in:)`); labels are made only for reports.
    private var counts: [Int]

    static let contexts = ["notRunning", "running", "unattached", "background", "fgInactive", "fgActive"]

    public init(_ configuration: SpecConfiguration) {
        let keys = Self.reachableTransitions(configuration)
        universeKeys = keys.sorted { Self.label(forKey: $0) < Self.label(forKey: $1) }
        universe = universeKeys.map(Self.label(forKey:))
        counts = [Int](repeating: 0, count: LifecycleEvent.Kind.allCases.count * Self.contexts.count)
    }

    /// A small integer for `event` taken in `state`: kind and starting context, no strings.
    @inlinable
    public static func key(_ event: LifecycleEvent, in state: SpecState) -> Int {
        let context: Int
        if !state.isRunning {
            context = 0
        } else if let s = event.session, s.index < state.sessions.count {
            switch state[s].activation {
            case .unattached: context = 2
            case .background: context = 3
            case .foregroundInactive: context = 4
            case .foregroundActive: context = 5
            }
        } else if let legacy = state.legacyActivation {
            switch legacy {
            case .unattached: context = 2
            case .background: context = 3
            case .foregroundInactive: context = 4
            case .foregroundActive: context = 5
            }
        } else {
            context = 1
        }
        return event.kind.ordinal * 6 + context
    }

    /// The label of a key: `background@fgActive`.
    public static func label(forKey key: Int) -> String {
        "\(LifecycleEvent.Kind.allCases[key / 6])@\(contexts[key % 6])"
    }

    /// The label of `event` taken in `state`.
    public static func label(_ event: LifecycleEvent, in state: SpecState) -> String {
        label(forKey: key(event, in: state))
    }

    /// Records that `event` was taken in `state`.
    public mutating func record(_ event: LifecycleEvent, in state: SpecState) {
        counts[Self.key(event, in: state)] += 1
    }

    /// How often each transition was hit, by key: what an isolated check's worker hands back (`PassedCheck`).
    package var countsByKey: [Int] {
        get { counts }
        set { counts = newValue }
    }

    /// How often each transition was hit, by label (only those hit).
    public var hits: [String: Int] {
        var out: [String: Int] = [:]
        for (k, n) in counts.enumerated() where n > 0 { out[Self.label(forKey: k)] = n }
        return out
    }

    /// Merges another run's hits.
    public mutating func merge(_ other: TransitionCoverage) {
        for k in counts.indices { counts[k] += other.counts[k] }
    }

    /// The transitions of the universe never hit, in label order.
    public var missed: [String] { universeKeys.filter { counts[$0] == 0 }.map(Self.label(forKey:)) }

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

    static func reachableTransitions(_ configuration: SpecConfiguration) -> [Int] {
        let spec = Specification(configuration)
        var seen: Set<SpecState.SymmetryKey> = [spec.initialState().symmetryKey]
        var queue = [spec.initialState()]
        var labels: Set<Int> = []
        var legal: [LifecycleEvent] = []
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            legal.removeAll(keepingCapacity: true)
            spec.legalEvents(in: state, into: &legal)
            for event in Explorer.representativesNonisolated(legal, in: state) {
                labels.insert(key(event, in: state))
                var next = state
                spec.apply(event, to: &next, emit: { _ in })
                if seen.insert(next.symmetryKey).inserted { queue.append(next) }
            }
        }
        return Array(labels)
    }
}
