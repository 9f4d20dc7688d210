import LifecycleRules

extension ConformanceOptions {
    /// What tells this check apart from another of the same test, app, device, mode and seed in a worker's key
    /// (`WorkerLaunch.key`): every option a run depends on, spelled the same in every process (sets sorted, no
    /// closure), as its 64-bit FNV-1a hash.
    ///
    /// The cases of a parameterized test run at once, so the order in which they start checks, which numbers
    /// checks with equal keys, differs from one process to the next; a worker that runs the test again could then
    /// serve another case's check. With the fingerprint, options that differ (a profile, a case count, the rules) make
    /// the keys differ.
    package var workerFingerprint: String {
        let g = run.generator
        let s = run.shrink
        var text = "cases \(run.cases); events \(g.maxEvents); swarm \(g.swarm); guided \(g.guided); weight \(g.defaultWeight); "
        text += "weights " + g.weights.map { "\($0.key.ordinal)=\($0.value)" }.sorted().joined(separator: ",") + "; "
        text += "exempt " + g.swarmExempt.map { "\($0.ordinal)" }.sorted().joined(separator: ",") + "; "
        text += "shrink \(s.maxCandidates) \(s.exhaustiveMaxLength) \(s.exhaustiveEventBudget) "
            + "\(s.proofTimeLimit.map { "\($0)" } ?? "-"); "
        text += "replays \(run.replays); starts \(run.extraShrinkStarts); file \(run.regressionFile ?? "-"); "
        text += "regressions \(run.regressions.count) " + run.regressions.map { "[" + $0.map { "\($0)" }.joined(separator: " ") + "]" }
            .joined(separator: " ") + "; "
        text += "deadline \(run.deadline.map { "\($0)" } ?? "-"); isolation \(isolation); "
        text += "shard \(run.shard.map { "\($0)" } ?? "-"); "
        text += "only " + (only.map { $0.map(\.description).sorted().joined(separator: ",") } ?? "-") + "; "
        text += "skip " + skip.map(\.description).sorted().joined(separator: ",") + "; "
        text += "depth \(exhaustiveDepth.map { "\($0)" } ?? "-"); "
        text += "suppressed " + suppressedHealthChecks.map(\.rawValue).sorted().joined(separator: ",") + "; "
        text += "spec \(specOptions)"
        return StoredDataRendering.fnv1a64(text.utf8)
    }
}
