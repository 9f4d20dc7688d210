import LifecycleSpec

/// Draws lifecycle events that are legal in the current state, so every sequence is valid by construction.
///
/// All randomness comes from a `Xoshiro256StarStar` stream through our own
/// bounded sampling, and candidates are listed in the specification's fixed
/// order, so a seed gives the same events on every platform and toolchain.
/// The drawing procedure is versioned: `EventGenerator.version` is printed
/// with every seed, and changes whenever a seed would draw differently.
public struct EventGenerator: Sendable {
    /// The version of the drawing procedure ("generator v1").
    public static let version = 1

    public let configuration: GeneratorConfiguration
    /// The weight of each kind, by `Kind.ordinal`.
    private let weightTable: [Int]

    public init(_ configuration: GeneratorConfiguration = GeneratorConfiguration()) {
        self.configuration = configuration
        weightTable = LifecycleEvent.Kind.allCases.map { configuration.weight($0) }
    }

    /// The kinds enabled for one case: all (no swarm), or each with probability 1/2,
    /// launches always on so every case can start. Draws one number per kind, in `Kind.allCases` order.
    public func enabledKinds(_ rng: inout Xoshiro256StarStar) -> KindSet {
        var enabled = KindSet()
        for kind in LifecycleEvent.Kind.allCases where configuration.weight(kind) > 0 {
            if !configuration.swarm || kind == .launch || rng.nextInt(below: 2) == 0 { enabled.insert(kind) }
        }
        return enabled
    }

    /// The length of a case at `size` (1…size, uniformly).
    public func length(size: Int, _ rng: inout Xoshiro256StarStar) -> Int {
        1 + rng.nextInt(below: max(1, min(size, configuration.maxEvents)))
    }

    /// Picks one of the legal events, weighted by kind, among the enabled kinds (all legal kinds
    /// if none of those is legal). Returns `nil` when nothing is legal.
    ///
    /// - Complexity: O(legal.count).
    public func pick(
        from legal: [LifecycleEvent], enabled: KindSet, _ rng: inout Xoshiro256StarStar,
        weights scratch: inout [Int]
    ) -> LifecycleEvent? {
        guard !legal.isEmpty else { return nil }
        scratch.removeAll(keepingCapacity: true)
        var total = 0
        for event in legal {
            let kind = event.kind
            let w = enabled.contains(kind) ? weightTable[kind.ordinal] : 0
            scratch.append(w)
            total += w
        }
        if total == 0 {
            scratch.removeAll(keepingCapacity: true)
            for event in legal { scratch.append(max(1, weightTable[event.kind.ordinal])) }
        }
        return legal[rng.pickWeighted(weights: scratch)]
    }
}

/// A set of event kinds as a bit mask: membership without hashing.
public struct KindSet: Hashable, Sendable {
    public private(set) var bits: UInt32 = 0

    public init() {}

    /// Every kind.
    public static var all: KindSet {
        var s = KindSet()
        for kind in LifecycleEvent.Kind.allCases { s.insert(kind) }
        return s
    }

    public mutating func insert(_ kind: LifecycleEvent.Kind) { bits |= 1 << UInt32(kind.ordinal) }

    @inlinable
    public func contains(_ kind: LifecycleEvent.Kind) -> Bool { bits & (1 << UInt32(kind.ordinal)) != 0 }
}
