import LifecycleRules

/// What the migration check compares after every step of a story.
public struct MigrationComparison: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// What the window the user sees shows, while the app is in the foreground.
    public static let shown = MigrationComparison(rawValue: 1 << 0)
    /// What the app stored: user defaults (standard and declared suites) and declared files. Leave it out
    /// for a migration that deliberately changed where things are stored (per-scene keys, say): what the
    /// user sees is still compared.
    public static let stored = MigrationComparison(rawValue: 1 << 1)
    /// How many times the app called the completion handlers the system gave it (quick actions).
    public static let completionHandlers = MigrationComparison(rawValue: 1 << 2)
    /// Everything.
    public static let all: MigrationComparison = [.shown, .stored, .completionHandlers]
}

/// How to run the migration check: what to compare, which stories to tell, the budget and seed.
public struct MigrationOptions: Sendable {
    /// What is compared after every step; everything by default.
    public var comparing: MigrationComparison
    /// Whether stories include the system disconnecting the scene in the background, which the legacy
    /// lifecycle has no counterpart for (its window lives as long as the process). On by default: iOS does
    /// it, and a migrated app must bring the user back to what the legacy app kept on screen.
    public var systemDisconnects: Bool
    /// Differences the team keeps on purpose, each with its reason: accepted where they begin and while they last,
    /// and listed in the report with how often they occurred (``AcceptedDifference``).
    public var accepting: [AcceptedDifference]
    /// Health checks not to judge (`HealthCheck`): a passing check whose URLs, activities or quick actions never
    /// changed what the migrated app shows or stores fails, since it compared nothing of their handling.
    public var suppressedHealthChecks: Set<HealthCheck>
    /// Cases, seed, case length, shrinking, regression file (as for the conformance check).
    public var run: RunOptions

    public init(comparing: MigrationComparison = .all, systemDisconnects: Bool = true,
                accepting: [AcceptedDifference] = [], suppressedHealthChecks: Set<HealthCheck> = [],
                run: RunOptions = RunOptions()) {
        self.comparing = comparing
        self.systemDisconnects = systemDisconnects
        self.accepting = accepting
        self.suppressedHealthChecks = suppressedHealthChecks
        self.run = run
    }

    /// What stories are made of: a phone with one window, so neither a second window, nor app requests,
    /// nor external displays (the legacy lifecycle has none of them).
    static let excludedKinds: Set<LifecycleEvent.Kind> = [
        .openWindow, .requestNewWindow, .requestForeground, .requestDestruction,
        .connectExternalDisplay, .disconnectExternalDisplay,
    ]
}
