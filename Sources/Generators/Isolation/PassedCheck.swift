import Foundation
import LifecycleRules

/// What a worker hands back when its check passed, so the test's process builds the same report without running
/// the check again: the run's counts, its coverage and its histograms.
///
/// Only a plain pass travels: every rule held, every health check passed, no exhaustive exploration, no regression
/// file error. Any other outcome is run again in the test's process, which makes its full report there.
package struct PassedCheck: Codable, Equatable {
    var target: String
    var seed: UInt64
    var casesPlanned: Int
    var casesRun: Int
    var eventsRun: Int
    var regressionsReplayed: Int
    /// How often each transition was hit, by key (`TransitionCoverage.countsByKey`).
    var coverage: [Int]
    /// `[length, cases]`, by length.
    var lengths: [[Int]]
    /// `[kind's ordinal, events]`, by ordinal.
    var kinds: [[Int]]
    /// `[index, count]` of the shard the run covered.
    var shard: [Int]?

    /// The pass to hand back, or `nil` when the report is not a plain pass.
    init?(_ report: ConformanceReport) {
        let run = report.run
        guard report.passed, report.exploration == nil, run.regressionSaveError == nil, run.firstFailingCase == nil else {
            return nil
        }
        target = run.target
        seed = run.seed.value
        casesPlanned = run.casesPlanned
        casesRun = run.casesRun
        eventsRun = run.eventsRun
        regressionsReplayed = run.regressionsReplayed
        coverage = run.coverage.countsByKey
        lengths = run.lengthHistogram.keys.sorted().map { [$0, run.lengthHistogram[$0]!] }
        kinds = run.kindCounts.keys.map(\.ordinal).sorted().map { [$0, run.kindCounts[LifecycleEvent.Kind.allCases[$0]]!] }
        shard = run.shard.map { [$0.index, $0.count] }
    }

    /// The report the worker made, for a check of `spec`; `nil` when the record does not fit the specification.
    package func report(spec: SpecConfiguration, replayCommand: @escaping @Sendable (Seed) -> String) -> ConformanceReport? {
        var coverage = TransitionCoverage(spec)
        guard coverage.countsByKey.count == self.coverage.count else { return nil }
        coverage.countsByKey = self.coverage
        var lengthHistogram: [Int: Int] = [:]
        for pair in lengths where pair.count == 2 { lengthHistogram[pair[0]] = pair[1] }
        var kindCounts: [LifecycleEvent.Kind: Int] = [:]
        for pair in kinds where pair.count == 2 && LifecycleEvent.Kind.allCases.indices.contains(pair[0]) {
            kindCounts[LifecycleEvent.Kind.allCases[pair[0]]] = pair[1]
        }
        var run = RunReport(target: target, seed: Seed(seed), casesPlanned: casesPlanned, casesRun: casesRun,
                            eventsRun: eventsRun, regressionsReplayed: regressionsReplayed, coverage: coverage,
                            lengthHistogram: lengthHistogram, kindCounts: kindCounts, counterexample: nil)
        if let shard {
            guard shard.count == 2, let part = Shard(index: shard[0], count: shard[1]) else { return nil }
            run.shard = part
        }
        return ConformanceReport(run: run, spec: spec, exploration: nil, replayCommand: replayCommand)
    }

    /// Writes the record where the supervisor reads it.
    func write(to path: String) {
        guard let data = try? JSONEncoder().encode(self) else { return }
        try? data.write(to: URL(fileURLWithPath: path))
    }

    /// The record a worker wrote at `path`, if it wrote one.
    static func read(from path: String) -> PassedCheck? {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
        return try? JSONDecoder().decode(PassedCheck.self, from: data)
    }
}
