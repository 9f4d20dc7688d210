import Foundation
import Generators
import LifecycleRules
import Testing

/// A property that flips its verdict on every other run: the flakiness check must say so.
@MainActor
final class FlipFlop {
    static var runs = 0
}

@MainActor
@Suite("The property runner: regressions, flakiness, reports")
struct RunnerTests {
    @Test("a failure is saved to the regression file, which the next run replays first")
    func regressionFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("regressions-\(UInt32.random(in: 0...UInt32.max)).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let target = subsequenceTarget([.systemDisconnect, .memoryWarning, .openURL], ShrinkerTests.small)
        var options = RunOptions(cases: 500, seed: Seed(11), generator: GeneratorConfiguration(maxEvents: 40))
        options.regressionFile = path
        let first = try await #require(PropertyRunner(options: options).run(target).counterexample)
        let entries = RegressionStore(path: path).entries()
        #expect(entries == [RegressionStore.Entry(target: target.name, seed: Seed(11), events: first.events)])
        options.seed = Seed(12)
        let second = await PropertyRunner(options: options).run(target)
        #expect(second.regressionsReplayed == 1)
        #expect(second.casesRun == 0)
        #expect(second.counterexample?.origin == .regressionFile)
        #expect(second.counterexample?.events == first.events)
        // Adding the same entry again leaves the file as it was.
        try RegressionStore(path: path).add(entries[0])
        #expect(RegressionStore(path: path).entries().count == 1)
    }

    @Test("a property that does not fail the same way on every replay is reported as nondeterministic")
    func flakiness() async {
        FlipFlop.runs = 0
        let target = PropertyTarget(name: "flip-flop", spec: SpecConfiguration(device: .phone)) {
            FlipFlop.runs += 1
            let failsThisRun = FlipFlop.runs % 2 == 1
            return SpecOnlyRun(SpecConfiguration(device: .phone)) { events, _ in
                failsThisRun && events.count >= 2
                    ? PropertyFailure(rule: "F", title: "flaky", message: "sometimes", expected: "never") : nil
            }
        }
        let report = await PropertyRunner(options: RunOptions(cases: 50, seed: Seed(1))).run(target)
        guard case .nondeterministic(let detail)? = report.counterexample?.flakiness else {
            Issue.record("expected a nondeterministic verdict, got \(String(describing: report.counterexample?.flakiness))")
            return
        }
        #expect(detail.contains("replay") || detail.contains("when replayed"))
        let text = CounterexampleReport(report, spec: target.spec, replayCommand: { "replay \($0)" }).text
        #expect(text.contains("NONDETERMINISTIC"))
    }

    @Test("the seed is announced before the first case runs, and every case is logged as one JSON line")
    func seedFirstAndCaseLog() async {
        final class Log: @unchecked Sendable { var lines: [String] = [] }
        let log = Log()
        var options = RunOptions(cases: 5, seed: Seed(3))
        options.onSeed = { log.lines.append("seed \($0)") }
        options.onCase = { log.lines.append($0.jsonLine) }
        _ = await PropertyRunner(options: options).run(runtimeTarget(SpecConfiguration(device: .pad)))
        #expect(log.lines.count == 6)
        #expect(log.lines.first == "seed 0x0000000000000003")
        #expect(log.lines[1].hasPrefix(#"{"case":1,"seed":"0x"#))
        #expect(log.lines[1].hasSuffix(#""outcome":"passed"}"#))
    }

    @Test("case sizes grow from 1 to the maximum over the first half of the run")
    func sizes() {
        #expect(PropertyRunner.size(case: 0, of: 300, maxEvents: 40) == 1)
        #expect(PropertyRunner.size(case: 149, of: 300, maxEvents: 40) == 40)
        #expect(PropertyRunner.size(case: 299, of: 300, maxEvents: 40) == 40)
        let sizes = (0..<300).map { PropertyRunner.size(case: $0, of: 300, maxEvents: 40) }
        #expect(sizes == sizes.sorted())
    }
}
