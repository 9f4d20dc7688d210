import ExampleApps
import Foundation
import Generators
import LifecycleRules
import LifecycleTesting
import Testing

/// A worker serves the check its key names (`WorkerLaunch.key`): checks of one test that differ in their options have
/// different keys, so the cases of a parameterized test, which start their checks in a different order in every
/// process, each get their own check's report from their worker.
@MainActor
@Suite("A worker's key tells apart the checks of one test that differ in their options")
struct WorkerKeyTests {
    @Test("options a run depends on change the key; the same options give the same key; closures do not count")
    func keysFollowTheOptions() {
        func key(_ options: ConformanceOptions?) -> String {
            WorkerLaunch.key(app: "Notes", device: .pad, mode: .scenes, options: options)
        }
        let base = ConformanceOptions(device: .pad)
        var moreCases = base
        moreCases.run.cases = 1_000
        var fewerRules = base
        fewerRules.skip = ["A7"]
        var otherRules = base
        otherRules.skip = ["A3"]
        var longer = base
        longer.run.generator.maxEvents = 80
        var suppressed = base
        suppressed.suppressedHealthChecks = [.undeliveredPayloads]
        var seeded = base
        seeded.run.seed = Seed(7)
        var patient = base
        patient.run.deadline = 30
        var oneRegression = base
        oneRegression.run.regressions = [[]]
        let keys = [key(nil), key(base), key(moreCases), key(fewerRules), key(otherRules), key(longer), key(suppressed),
                    key(seeded), key(patient), key(oneRegression)]
        #expect(Set(keys).count == keys.count, "\(keys)")
        #expect(key(base) == key(ConformanceOptions(device: .pad)))
        var observed = base
        observed.run.onCase = { _ in }
        #expect(key(observed) == key(base))
        // Sets are spelled sorted: the same rules in any order give one key.
        var both = base
        both.skip = ["A7", "A3"]
        var bothAgain = base
        bothAgain.skip = ["A3", "A7"]
        #expect(key(both) == key(bothAgain))
    }

    /// Each case checks the document editor isolated with its own number of cases; run at once, the cases start
    /// their checks in any order, here and in each worker. Before the options were in the key, a worker numbered
    /// the checks its own way and could hand a case another case's report.
    @Test("each case of a parameterized test gets the report of its own check", arguments: [20, 30, 40, 50, 60])
    func parameterizedCasesGetTheirOwnReports(cases: Int) async throws {
        var run = RunOptions(cases: cases, seed: Seed(0xC0FFEE))
        run.generator.maxEvents = 10
        let report = try #require(await expectLifecycleConformance(DocumentEditor.app(),
                                                                   options: ConformanceOptions(device: .pad, run: run)))
        #expect(report.run.casesPlanned == cases)
        #expect(report.run.casesRun == cases)
        #expect(report.passed)
    }
}
