import LifecycleRules

/// Turns a run report into text for people or JSON for tools; the same report gives the same bytes.
///
/// A failure reads as a headline (rule ID, title, what went wrong), the
/// shrink summary, the timeline with the failing event marked, the
/// expectation, the replay check, the seed, one replay line, and the
/// sequence as Swift to paste into a regression test:
///
/// ```text
/// S6 restoration survives disconnect: willConnect for session A carries restoration null
///   in NoRestoration (phone, scenes)
/// Shrunk to 4 events from 23 (9 shrink steps, 131 replays); case 12 of 300
/// Minimality: minimal (proved: every shorter lifecycle was run, 210 sequences)
/// …
/// Seed 0x2545F4914F6CDD1D, generator v1
/// Replay: LIFECYCLE_SEED=0x2545F4914F6CDD1D swift test --filter NoRestoration
/// ```
public struct CounterexampleReport: Sendable {
    public let report: RunReport
    public let spec: SpecConfiguration
    /// Makes the replay line for a seed, such as `LIFECYCLE_SEED=0x… swift test --filter X`.
    public let replayCommand: @Sendable (Seed) -> String
    /// The health checks the run did not pass; they make it fail (`HealthCheck`), and head its report.
    public let health: [HealthProblem]
    /// What kind of mistake a migration check's failure is; printed under expected against actual.
    public let diagnosis: MigrationDiagnosis?
    /// A migration check's accepted differences, with how often each was accepted; listed after the report.
    public let accepted: [AcceptedDifferenceUse]

    public init(_ report: RunReport, spec: SpecConfiguration, replayCommand: @escaping @Sendable (Seed) -> String,
                health: [HealthProblem] = [], diagnosis: MigrationDiagnosis? = nil, accepted: [AcceptedDifferenceUse] = []) {
        self.report = report
        self.spec = spec
        self.replayCommand = replayCommand
        self.health = health
        self.diagnosis = diagnosis
        self.accepted = accepted
    }

    /// The text report, then the accepted differences (`Accepted differences (M1):`, one a line).
    public var text: String {
        var out = HealthProblem.text(health, app: report.target, failureFollows: report.counterexample != nil)
            + (report.counterexample == nil ? passText : failureText)
        if !accepted.isEmpty {
            out += "Accepted differences (M1):\n"
            for use in accepted { out += "  \(use.line)\n" }
        }
        return out
    }

    private var failureText: String {
        guard let c = report.counterexample else { return "" }
        var out = "\(c.failure.rule) \(c.failure.title): \(c.failure.message)\n"
        out += "  in \(report.target) (\(spec.device), \(spec.mode))\n"
        let r = c.shrunk
        let origin: String
        switch c.origin {
        case .generated(let n): origin = "case \(n) of \(report.casesPlanned)"
        case .regressionFile: origin = "replayed from the regression file"
        case .regression(let n): origin = "regression \(n) of the run's options, replayed"
        case .exhaustiveSearch: origin = "found by the exhaustive search"
        }
        out += "Shrunk to \(plural(r.events.count, "event")) from \(r.originalLength) "
            + "(\(plural(r.steps, "shrink step")), \(plural(r.candidates, "replay"))); \(origin)\n"
        out += "Minimality: \(r.minimality)\n"
        out += "Timeline (one lane per session; ▸ marks the failing event):\n"
        out += Timeline.render(r.events, calls: r.execution.timeline, failing: r.execution.failureIndex,
                               actionNames: spec.userActionNames, storage: r.execution.storageChanges)
        out += "Expected: \(c.failure.expected)\n"
        for line in c.failure.details { out += "  \(line)\n" }
        if let diagnosis { out += diagnosis.text }
        switch c.flakiness {
        case .deterministic(let n): out += "Replays: fails the same way \(n) of \(n) times\n"
        case .nondeterministic(let detail): out += "Replays: NONDETERMINISTIC delegate: \(detail)\n"
        }
        if let confirmation = c.confirmation { out += confirmation.line(for: c.failure) }
        out += "Seed \(report.seed), generator v\(EventGenerator.version)\n"
        out += shardLine
        out += "Replay: \(replayCommand(report.seed))\n"
        out += "Regression test:\n"
        out += Timeline.wrap(c.events.map { $0.swiftLiteral(actionNames: spec.userActionNames) },
                             head: "  let events: [LifecycleEvent] = [", width: 80)
            .dropLast() + "]\n"
        if let e = report.regressionSaveError {
            out += "warning: the failure could not be saved to \(EscapedText.controls(e.path)): \(e.reason)\n"
        }
        return out
    }

    private var passText: String {
        // With a health problem the run is not a pass: it says only that no rule broke.
        let verdict = health.isEmpty ? "PASS" : "No rule broken, but not a pass:"
        var out = "\(verdict) \(report.target) (\(spec.device), \(spec.mode)): \(plural(report.casesRun, "case")), "
            + "\(plural(report.eventsRun, "event"))"
        if report.regressionsReplayed > 0 { out += ", \(plural(report.regressionsReplayed, "regression")) replayed" }
        out += "\nCoverage: \(report.coverage.summary)\n"
        out += "Seed \(report.seed), generator v\(EventGenerator.version)\n"
        out += shardLine
        out += "Replay: \(replayCommand(report.seed))\n"
        return out
    }

    /// `Shard 2/3: cases 101–200 of 300` and a line feed for a shard's report; empty for a whole run.
    private var shardLine: String {
        guard let shard = report.shard else { return "" }
        let owned = shard.range(of: report.casesPlanned)
        let cases = owned.isEmpty ? "no cases" : "cases \(owned.lowerBound + 1)–\(owned.upperBound)"
        return "Shard \(shard): \(cases) of \(report.casesPlanned) (merge the shards' --json reports with "
            + "'lifecycle-check merge')\n"
    }

    /// Case lengths and event kinds, for `--stats`.
    public var statistics: String {
        var out = "Case lengths:\n"
        for length in report.lengthHistogram.keys.sorted() {
            out += "  \(length): \(report.lengthHistogram[length]!)\n"
        }
        out += "Event kinds:\n"
        for kind in LifecycleEvent.Kind.allCases {
            if let n = report.kindCounts[kind] { out += "  \(kind): \(n)\n" }
        }
        return out
    }

    /// The same report as one JSON object, keys in a fixed order.
    ///
    /// A shard's report ends with a `shard` object (`index`, `count`, `firstCase`, `lastCase`, 1-based and
    /// inclusive, and `firstFailingCase` or `null`), which `ShardMerge` reads.
    public var json: String {
        var fields: [String] = [
            "\"target\":\(JSONText.string(report.target))",
            "\"device\":\(JSONText.string(spec.device.rawValue))",
            "\"mode\":\(JSONText.string(spec.mode.description))",
            "\"seed\":\(JSONText.string(report.seed.description))",
            "\"generator\":\(EventGenerator.version)",
            "\"passed\":\(report.passed && health.isEmpty)",
            "\"casesPlanned\":\(report.casesPlanned)",
            "\"casesRun\":\(report.casesRun)",
            "\"eventsRun\":\(report.eventsRun)",
            "\"regressionsReplayed\":\(report.regressionsReplayed)",
            "\"coverage\":{\"percent\":\((report.coverage.percentage * 10).rounded() / 10),"
                + "\"transitions\":\(report.coverage.universe.count),\"missed\":\(JSONText.array(report.coverage.missed))}",
            "\"replay\":\(JSONText.string(replayCommand(report.seed)))",
        ]
        if !accepted.isEmpty { fields.append("\"accepted\":[" + accepted.map(\.json).joined(separator: ",") + "]") }
        if !health.isEmpty {
            let problems = health.map { "{\"check\":\(JSONText.string($0.check.rawValue)),\"message\":\(JSONText.string($0.message))}" }
            fields.append("\"health\":[" + problems.joined(separator: ",") + "]")
        }
        if let c = report.counterexample {
            let r = c.shrunk
            var failure = "\"rule\":\(JSONText.string(c.failure.rule)),\"title\":\(JSONText.string(c.failure.title)),"
            failure += "\"message\":\(JSONText.string(c.failure.message)),\"expected\":\(JSONText.string(c.failure.expected)),"
            switch c.origin {
            case .generated(let n): failure += "\"case\":\(n),"
            case .regressionFile: failure += "\"origin\":\"regression file\","
            case .regression(let n): failure += "\"origin\":\"regression\",\"regression\":\(n),"
            case .exhaustiveSearch: failure += "\"origin\":\"exhaustive search\","
            }
            failure += "\"originalLength\":\(r.originalLength),\"shrunkLength\":\(r.events.count),"
            failure += "\"minimal\":\(r.minimality.isProved),\"minimality\":\(JSONText.string(r.minimality.description)),"
            failure += "\"events\":\(JSONText.array(r.events.map { $0.description(actionNames: spec.userActionNames) })),"
            if case .nondeterministic(let detail) = c.flakiness {
                failure += "\"nondeterministic\":\(JSONText.string(detail)),"
            }
            if let confirmation = c.confirmation { failure += "\"confirmation\":\(confirmation.json)," }
            failure += "\"failingEvent\":\((r.execution.failureIndex ?? -1) + 1)"
            if let diagnosis { failure += ",\"diagnosis\":\(diagnosis.json)" }
            fields.append("\"failure\":{\(failure)}")
        }
        if let e = report.regressionSaveError {
            fields.append("\"regressionSaveError\":\(JSONText.string(e.description))")
        }
        if let shard = report.shard {
            // What `lifecycle-check merge` needs beyond the whole run's fields; a whole run's JSON has none of it.
            let owned = shard.range(of: report.casesPlanned)
            fields.append("\"shard\":{\"index\":\(shard.index),\"count\":\(shard.count),"
                + "\"firstCase\":\(owned.lowerBound + 1),\"lastCase\":\(owned.upperBound),"
                + "\"firstFailingCase\":\(report.firstFailingCase.map(String.init) ?? "null")}")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    private func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
