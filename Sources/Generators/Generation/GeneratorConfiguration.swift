import LifecycleRules

/// How the lifecycle generator draws: weights per event kind, swarm testing, and case length.
public struct GeneratorConfiguration: Hashable, Sendable {
    /// Relative weight per kind; kinds not listed weigh `defaultWeight`. A weight of 0 turns a kind off.
    public var weights: [LifecycleEvent.Kind: Int]
    /// The weight of kinds not in `weights`.
    public var defaultWeight: Int
    /// Swarm testing: each case turns a random half of the event kinds off, so rare orders become likely.
    public var swarm: Bool
    /// The longest case; cases grow from short to this length over a run.
    public var maxEvents: Int
    /// Kinds swarm testing never turns off.
    public var swarmExempt: Set<LifecycleEvent.Kind>
    /// Guided generation (generator v5, on by default): after the warm-up, every other case extends or
    /// splices the prefixes of earlier cases that reached something new, or the prefix that took the app's
    /// stored data furthest (`GuidedCorpus`, `GuidanceSchedule`, `GuidanceFeatures`). With `false`, every
    /// case is drawn at random, exactly as generator v4 draws it (a v4 seed's cases come back).
    public var guided: Bool

    public init(weights: [LifecycleEvent.Kind: Int] = GeneratorConfiguration.standardWeights, defaultWeight: Int = 2,
                swarm: Bool = true, maxEvents: Int = 40,
                swarmExempt: Set<LifecycleEvent.Kind> = GeneratorConfiguration.standardSwarmExempt,
                guided: Bool = true) {
        precondition(maxEvents >= 1, "maxEvents must be at least 1, got \(maxEvents)")
        self.weights = weights
        self.defaultWeight = defaultWeight
        self.swarm = swarm
        self.maxEvents = maxEvents
        self.swarmExempt = swarmExempt
        self.guided = guided
    }

    /// Launch, so every case can start; background and foreground, without which a case can neither end
    /// the process (every scene must be in the background) nor come back from it.
    public static let standardSwarmExempt: Set<LifecycleEvent.Kind> = [.launch, .background, .foreground]

    /// Lifecycle staples weigh more; app requests and rare system events less.
    public static let standardWeights: [LifecycleEvent.Kind: Int] = [
        .background: 4, .foreground: 4, .systemDisconnect: 3, .userAction: 5, .openWindow: 3, .processDeath: 3,
        .memoryWarning: 1, .requestNewWindow: 1, .requestForeground: 1, .requestDestruction: 1,
        .connectExternalDisplay: 1, .disconnectExternalDisplay: 1, .terminate: 1, .failedHandoff: 0,
    ]

    /// This configuration for runs of `spec`: a kind the specification has only as a named choice
    /// (`failedHandoff`, `SpecOptions.failedHandoffs`) weighs 0 in `standardWeights`, so it takes no draw from
    /// a run without it, and 1 here when the choice is on and its weight was left at 0.
    public func adapted(to spec: SpecConfiguration) -> GeneratorConfiguration {
        var adapted = self
        if spec.options.failedHandoffs && weight(.failedHandoff) == 0 { adapted.weights[.failedHandoff] = 1 }
        return adapted
    }

    /// The weight of a kind.
    public func weight(_ kind: LifecycleEvent.Kind) -> Int { weights[kind] ?? defaultWeight }
}
