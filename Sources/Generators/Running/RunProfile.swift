import LifecycleRules

/// A budget profile, chosen by `LIFECYCLE_PROFILE=quick|ci|deep` (default `ci`).
public enum RunProfile: String, CaseIterable, Hashable, Sendable {
    /// A few seconds: for editing loops.
    case quick
    /// The default: big enough to find every bundled mutant, small enough for `swift test` on 2 cores.
    case ci
    /// Thousands of longer cases, for nightly runs.
    case deep

    /// Cases per run.
    public var cases: Int {
        switch self {
        case .quick: return 100
        case .ci: return 300
        case .deep: return 5_000
        }
    }

    /// The longest case.
    public var maxEvents: Int {
        switch self {
        case .quick: return 25
        case .ci: return 40
        case .deep: return 80
        }
    }

    /// The most events the proof of a shrunk failure's minimality may replay (`Shrinker.Options.exhaustiveEventBudget`).
    ///
    /// The proof runs every legal lifecycle shorter than the failure through a fresh app, so what a budget proves
    /// depends on the device: `quick` and `ci` (150,000) cover every lifecycle of up to 3 events on a pad, which
    /// proves minima up to 4; `deep` (2,000,000) covers those of up to 4 events, which proves minima of 5 (for a
    /// mutant of the bundled editor on a pad, shrinking and proof took 94–118 s in a release build on one core;
    /// BENCHMARKS.md).
    /// A longer proof stops at the budget, or before a length of lifecycles the budget could not run half of
    /// (`Explorer.UnstartedLength`), and the report says the result is 1-minimal, not proved.
    public var proofEventBudget: Int {
        switch self {
        case .quick, .ci: return 150_000
        case .deep: return 2_000_000
        }
    }

    /// The most seconds the proof of a shrunk failure's minimality may take (`Shrinker.Options.proofTimeLimit`):
    /// 10 for `quick`, 30 for `ci`, none for `deep`, whose budget of events bounds it.
    ///
    /// Within `ci`'s budget a proof of a pad's minimum of 4 takes 2 s in a release build and 5–13 s in a debug
    /// build on one core (BENCHMARKS.md), so the limit is met only by an app whose events are far slower than the
    /// bundled editor's: a failing test then reports within about half a minute, with the result left 1-minimal.
    public var proofTimeLimit: Double? {
        switch self {
        case .quick: return 10
        case .ci: return 30
        case .deep: return nil
        }
    }
}

/// A run configuration (from the environment, or the app under test) that cannot be used, said plainly.
public enum RunConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidProfile(String)
    case invalidSeed(String)
    case invalidDeadline(String)
    /// `LIFECYCLE_PROOF_TIME_LIMIT` is not a number of seconds from 0 (no limit) to 86400.
    case invalidProofTimeLimit(String)
    case invalidRules(String, unknown: String)
    /// `LIFECYCLE_SHARD` is not `k/n` with k from 1 to n.
    case invalidShard(ShardError)
    /// The app's Info.plist names scene delegate classes the app under test does not have: its scenes would
    /// connect without a delegate, as UIKit makes them, and the check would pass without running the app's code.
    case unresolvedSceneDelegates(app: String, names: [String], known: [String])
    /// The two versions given to the migration check cannot be compared (`MigrationPair.configurationProblem`).
    case invalidMigrationPair(pair: String, problem: String)
    /// A directory in `AppUnderTest.containerDirectories` that a fresh install may not empty (it holds files the
    /// runtime did not put there), or that is not a usable directory.
    case containerDirectory(app: String, ContainerDirectoryError)
    /// `LIFECYCLE_ISOLATION` is not `process` or `none`.
    case invalidIsolation(String)
    /// An isolated check's worker could not run, or ended in a way that says nothing of the app's events.
    case isolation(app: String, detail: String)

    public var description: String {
        switch self {
        case .invalidProfile(let raw):
            return "LIFECYCLE_PROFILE is '\(raw)'; expected one of: quick, ci, deep"
        case .invalidSeed(let raw):
            return "LIFECYCLE_SEED is '\(raw)'; expected 1 to 16 hexadecimal digits, such as 0x2545F4914F6CDD1D"
        case .invalidDeadline(let raw):
            return "LIFECYCLE_DEADLINE is '\(raw)'; expected seconds from 0 (no deadline) to 86400, such as 10"
        case .invalidProofTimeLimit(let raw):
            return "LIFECYCLE_PROOF_TIME_LIMIT is '\(raw)'; expected seconds from 0 (no limit) to 86400, such as 30"
        case .invalidRules(let raw, let unknown):
            return "LIFECYCLE_RULES is '\(raw)'; '\(unknown)' is not a rule ID (\(RuleCatalog.ranges(of: RuleCatalog.conformance)))"
        case .invalidShard(let error):
            return "LIFECYCLE_SHARD is '\(error.text)'; expected \(error.description)"
        case .unresolvedSceneDelegates(let app, let names, let known):
            let listed = known.isEmpty ? "none" : known.joined(separator: ", ")
            return "\(app)'s Info.plist names the scene delegate class \(names.joined(separator: ", ")), which is not "
                + "among the app's sceneDelegates (registered: \(listed)); pass it in AppUnderTest(sceneDelegates:), as "
                + "\(AppUnderTest.className(names[0])).self, or register a maker in sceneDelegateClasses"
        case .invalidMigrationPair(let pair, let problem):
            return "the migration check of \(pair) cannot start: \(problem)"
        case .containerDirectory(let app, let error):
            return "\(app): \(error)"
        case .invalidIsolation(let raw):
            return "LIFECYCLE_ISOLATION is '\(raw)'; expected one of: \(CheckIsolation.allCases.map(\.rawValue).joined(separator: ", "))"
        case .isolation(let app, let detail):
            return "the isolated check of \(app) could not finish: \(detail)"
        }
    }
}
