import LifecycleRules

/// Draws lifecycle events that are legal in the current state, so every sequence is valid by construction.
///
/// All randomness comes from a `Xoshiro256StarStar` stream through our own
/// bounded sampling, and candidates are listed in the specification's fixed
/// order, so a seed gives the same events on every platform and toolchain.
/// The drawing procedure is versioned: `EventGenerator.version` is printed
/// with every seed, and changes whenever a seed would draw differently.
public struct EventGenerator: Sendable {
    /// The version of the drawing procedure ("generator v5").
    ///
    /// - v5: guided generation, on by default (`GeneratorConfiguration.guided`): after the first
    ///   quarter, every other case replays a prefix an earlier case found (one that reached a new spec
    ///   transition or app state, or the one that took a window's stored data furthest through the
    ///   lifecycle) and draws the rest at random. The first quarter and the other cases draw what v4 drew;
    ///   with `guided: false` every case does.
    ///   The kinds also include `failedHandoff`, weighted 0 unless the specification's
    ///   `failedHandoffs` option is on, so it changes no draw of a default run.
    /// - v4: the legacy lifecycle's alphabet grows by what the app delegate receives there: URLs,
    ///   activities, Handoff and quick actions (at launch and while running), user actions on the app's
    ///   window, and force quits. Scene-lifecycle seeds draw what they drew under v3; legacy and
    ///   back-deployed-12 seeds draw new cases.
    /// - v3: the alphabet grows by what real devices do: background launches that connect a scene
    ///   (with protected data available or not), force quits in each reported order, Handoff (its type at
    ///   connect, the activity by continue); every seed draws new cases.
    /// - v2: a kind is drawn before its event; swarm testing keeps launch, background and foreground on;
    ///   process death weighs 3; case sizes reach the maximum after a quarter of the run.
    /// - v1: each legal event weighed by its kind; only launch kept on.
    public static let version = 5

    public let configuration: GeneratorConfiguration
    /// The weight of each kind, by `Kind.ordinal`.
    private let weightTable: [Int]
    /// The configuration's `swarmExempt` kinds, as a bit mask.
    private let exempt: KindSet

    public init(_ configuration: GeneratorConfiguration = GeneratorConfiguration()) {
        self.configuration = configuration
        weightTable = LifecycleEvent.Kind.allCases.map { configuration.weight($0) }
        var exempt = KindSet()
        for kind in LifecycleEvent.Kind.allCases where configuration.swarmExempt.contains(kind) { exempt.insert(kind) }
        self.exempt = exempt
    }

    /// The kinds enabled for one case: all (no swarm), or each with probability 1/2 except the
    /// configuration's `swarmExempt` kinds (launch, background, foreground by default), always on.
    /// Draws one number per swarmed kind, in `Kind.allCases` order.
    public func enabledKinds(_ rng: inout Xoshiro256StarStar) -> KindSet {
        var enabled = KindSet()
        for kind in LifecycleEvent.Kind.allCases where configuration.weight(kind) > 0 {
            if !configuration.swarm || exempt.contains(kind) || rng.nextInt(below: 2) == 0 { enabled.insert(kind) }
        }
        return enabled
    }

    /// The length of a case at `size` (1…size, uniformly).
    public func length(size: Int, _ rng: inout Xoshiro256StarStar) -> Int {
        1 + rng.nextInt(below: max(1, min(size, configuration.maxEvents)))
    }

    /// Picks one of the legal events: first a kind, weighted, among the enabled kinds that have a legal
    /// event (among all legal kinds if no enabled kind has one), then one event of that kind uniformly.
    /// Returns `nil` when nothing is legal.
    ///
    /// Drawing the kind first means a kind with many variants (one per session, payload or action) is
    /// not drawn more often for having them: with three windows open, ending the process is as likely
    /// as with one. Draws two numbers per event.
    ///
    /// - Complexity: O(legal.count + kinds).
    public func pick(
        from legal: [LifecycleEvent], enabled: KindSet, _ rng: inout Xoshiro256StarStar,
        weights scratch: inout [Int]
    ) -> LifecycleEvent? {
        guard !legal.isEmpty else { return nil }
        // scratch[k]: legal events of kind k; scratch[kinds + k]: the weight kind k is drawn with.
        let kinds = LifecycleEvent.Kind.allCases.count
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: repeatElement(0, count: 2 * kinds))
        for event in legal { scratch[event.kind.ordinal] += 1 }
        var total = 0
        for k in 0..<kinds where scratch[k] > 0 && enabled.bits & (1 << UInt32(k)) != 0 {
            scratch[kinds + k] = weightTable[k]
            total += weightTable[k]
        }
        if total == 0 {
            for k in 0..<kinds where scratch[k] > 0 {
                scratch[kinds + k] = max(1, weightTable[k])
                total += scratch[kinds + k]
            }
        }
        let kind = rng.pickWeighted(weights: scratch[kinds...])
        var j = rng.nextInt(below: scratch[kind])
        for event in legal where event.kind.ordinal == kind {
            if j == 0 { return event }
            j -= 1
        }
        preconditionFailure("unreachable: kind \(kind) has \(scratch[kind]) legal events")
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
