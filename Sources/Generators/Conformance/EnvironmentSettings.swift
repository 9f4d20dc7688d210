import LifecycleRules

/// The run settings a test's environment gives: they override the options written in code.
///
/// `LIFECYCLE_SEED` replays a seed, `LIFECYCLE_PROFILE` (`quick`, `ci`,
/// `deep`) sets the budget, `LIFECYCLE_DEADLINE` the seconds one execution
/// may take (`0` for none), `LIFECYCLE_PROOF_TIME_LIMIT` the seconds the proof of a
/// failure's minimality may take (`0` for none), and `LIFECYCLE_RULES` a comma-separated list of
/// rule IDs to check alone, and `LIFECYCLE_SHARD=k/n` runs shard k of n of
/// the cases (or of the exhaustive search), and `LIFECYCLE_ISOLATION` (`process` or `none`) says where the app
/// runs (`CheckIsolation`), for a CI matrix whose jobs'
/// `--json` reports `lifecycle-check merge` puts back together. A variable that is set wins over the options a
/// test passes, so the replay line a failure prints (which sets the same
/// variables) reproduces the run whatever the test passes in code. Under
/// Xcode, which runs tests without a shell, set them in the scheme's or the
/// test plan's environment, or prefix them with `TEST_RUNNER_` on the
/// `xcodebuild` command line (xcodebuild strips the prefix for the runner).
public struct EnvironmentSettings: Hashable, Sendable {
    /// `LIFECYCLE_PROFILE`, if set.
    public var profile: RunProfile?
    /// `LIFECYCLE_SEED`, if set.
    public var seed: Seed?
    /// `LIFECYCLE_DEADLINE` in seconds, if set (`0`: no deadline).
    public var deadline: Double?
    /// `LIFECYCLE_PROOF_TIME_LIMIT` in seconds, if set (`0`: no limit).
    public var proofTimeLimit: Double?
    /// `LIFECYCLE_RULES`, if set, sorted.
    public var rules: [RuleID]?
    /// `LIFECYCLE_SHARD`, if set.
    public var shard: Shard?
    /// `LIFECYCLE_ISOLATION` (`process` or `none`), if set.
    public var isolation: CheckIsolation?

    /// Reads the variables.
    /// - Throws: `RunConfigurationError` naming the variable, its value and what it must be.
    public init(_ environment: [String: String]) throws(RunConfigurationError) {
        if let raw = environment["LIFECYCLE_PROFILE"], !raw.isEmpty {
            guard let profile = RunProfile(rawValue: raw) else { throw .invalidProfile(raw) }
            self.profile = profile
        }
        if let raw = environment["LIFECYCLE_SEED"], !raw.isEmpty {
            guard let seed = Seed(parsing: raw) else { throw .invalidSeed(raw) }
            self.seed = seed
        }
        if let raw = environment["LIFECYCLE_DEADLINE"], !raw.isEmpty {
            guard let seconds = Double(raw), seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
                throw .invalidDeadline(raw)
            }
            deadline = seconds
        }
        if let raw = environment["LIFECYCLE_PROOF_TIME_LIMIT"], !raw.isEmpty {
            guard let seconds = Double(raw), seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
                throw .invalidProofTimeLimit(raw)
            }
            proofTimeLimit = seconds
        }
        if let raw = environment["LIFECYCLE_RULES"], !raw.isEmpty {
            let texts = raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let known = Set(RuleCatalog.conformance.map(\.id))
            var ids: Set<RuleID> = []
            for text in texts {
                guard let id = RuleID(text), known.contains(id) else { throw .invalidRules(raw, unknown: text) }
                ids.insert(id)
            }
            rules = ids.sorted()
        }
        if let raw = environment["LIFECYCLE_ISOLATION"], !raw.isEmpty {
            guard let isolation = CheckIsolation(rawValue: raw) else { throw .invalidIsolation(raw) }
            self.isolation = isolation
        }
        if let raw = environment["LIFECYCLE_SHARD"], !raw.isEmpty {
            do {
                shard = try Shard(parsing: raw)
            } catch {
                throw .invalidShard(error)
            }
        }
    }

    /// The options with what the environment sets put in.
    public func applied(to options: ConformanceOptions) -> ConformanceOptions {
        var options = options
        if let profile {
            options.run.cases = profile.cases
            options.run.generator.maxEvents = profile.maxEvents
            options.run.shrink.exhaustiveEventBudget = profile.proofEventBudget
            options.run.shrink.proofTimeLimit = profile.proofTimeLimit
        }
        if let proofTimeLimit { options.run.shrink.proofTimeLimit = proofTimeLimit == 0 ? nil : proofTimeLimit }
        if let seed { options.run.seed = seed }
        if let deadline { options.run.deadline = deadline == 0 ? nil : deadline }
        if let rules { options.only = Set(rules) }
        if let shard { options.run.shard = shard }
        if let isolation { options.isolation = isolation }
        return options
    }

    /// The variables a replay of a run with `seed` sets: the seed, and every other variable that was set.
    /// A shard's replay names its shard, so it runs the failing case again within the same shard.
    public func replayVariables(seed: Seed) -> String {
        var parts = ["LIFECYCLE_SEED=\(seed)"]
        if let profile { parts.append("LIFECYCLE_PROFILE=\(profile.rawValue)") }
        if let rules { parts.append("LIFECYCLE_RULES=\(rules.map(\.description).joined(separator: ","))") }
        if let deadline { parts.append("LIFECYCLE_DEADLINE=\(RunMonitor.format(deadline))") }
        if let proofTimeLimit { parts.append("LIFECYCLE_PROOF_TIME_LIMIT=\(RunMonitor.format(proofTimeLimit))") }
        if let shard { parts.append("LIFECYCLE_SHARD=\(shard)") }
        if let isolation { parts.append("LIFECYCLE_ISOLATION=\(isolation.rawValue)") }
        return parts.joined(separator: " ")
    }
}
