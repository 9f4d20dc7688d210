import Generators
import LifecycleRules
import LifecycleTesting
import Testing

/// Collects what a run's `onCase` reports.
final class CaseLog: @unchecked Sendable {
    var records: [CaseRecord] = []
}

@MainActor
@Suite("Shards: disjoint parts of a run's cases and of an exploration, merged back into the whole run")
struct ShardTests {
    /// The records of every case a run (or shard) counted.
    func cases(_ target: PropertyTarget, cases: Int, seed: Seed, shard: Shard?) async -> (RunReport, [CaseRecord]) {
        let log = CaseLog()
        var options = RunOptions(cases: cases, seed: seed, generator: GeneratorConfiguration(maxEvents: 12))
        options.shard = shard
        options.onCase = { log.records.append($0) }
        return (await PropertyRunner(options: options).run(target), log.records)
    }

    func json(_ report: RunReport, _ target: PropertyTarget) -> String {
        CounterexampleReport(report, spec: target.spec, replayCommand: { "replay \($0)" + (report.shard.map { " --shard \($0)" } ?? "") })
            .json
    }

    @Test("the union of n shards' cases is exactly the whole run's cases, each drawn the same (n = 1, 2, 3)")
    func unionOfShards() async throws {
        let target = runtimeTarget(SpecConfiguration(device: .pad))
        let (whole, all) = await cases(target, cases: 40, seed: Seed(0x5EED), shard: nil)
        #expect(whole.passed)
        #expect(all.map(\.index) == Array(1...40))
        for n in 1...3 {
            var union: [CaseRecord] = []
            var reports: [(name: String, text: String)] = []
            for k in 1...n {
                let shard = try #require(Shard(index: k, count: n))
                let (report, records) = await cases(target, cases: 40, seed: Seed(0x5EED), shard: shard)
                #expect(records.map(\.index) == shard.range(of: 40).map { $0 + 1 }, "shard \(shard) runs its own block")
                union += records
                reports.append(("shard-\(k).json", json(report, target)))
            }
            #expect(union == all, "the \(n) shards draw exactly the whole run's cases")
            if n == 3 {
                let text = CounterexampleReport(await PropertyRunner(options: {
                    var o = RunOptions(cases: 40, seed: Seed(0x5EED), generator: GeneratorConfiguration(maxEvents: 12))
                    o.shard = Shard(index: 2, count: 3)
                    return o
                }()).run(target), spec: target.spec, replayCommand: { _ in "" }).text
                #expect(text.contains("\nShard 2/3: cases 14–26 of 40 (merge the shards' --json reports with 'lifecycle-check merge')\n"))
            }
            let merged = try ShardMerge.merge(reports.reversed())
            #expect(merged.json == json(whole, target), "merging \(n) shards gives the whole run's JSON")
            #expect(merged.passed)
        }
    }

    @Test("the shard holding the first failure reports the whole run's counterexample; merging gives it and the verdict")
    func failingShards() async throws {
        let target = subsequenceTarget([.background, .foreground, .background], ShrinkerTests.small)
        let (whole, _) = await cases(target, cases: 60, seed: Seed(7), shard: nil)
        let first = try #require(whole.firstFailingCase)
        for n in 2...3 {
            var reports: [(name: String, text: String)] = []
            for k in 1...n {
                let shard = try #require(Shard(index: k, count: n))
                let (report, _) = await cases(target, cases: 60, seed: Seed(7), shard: shard)
                if shard.range(of: 60).contains(first - 1) {
                    #expect(report.firstFailingCase == first)
                    #expect(report.counterexample?.events == whole.counterexample?.events)
                }
                reports.append(("shard-\(k).json", json(report, target)))
            }
            let merged = try ShardMerge.merge(reports)
            #expect(!merged.passed)
            #expect(merged.json == json(whole, target), "n = \(n)")
        }
    }

    @Test("shard text k/n parses; anything else is an error saying what was expected")
    func parsing() throws {
        #expect(try Shard(parsing: "2/3") == Shard(index: 2, count: 3))
        #expect(try Shard(parsing: "1/1").description == "1/1")
        #expect(throws: ShardError.badIndex("0/3")) { try Shard(parsing: "0/3") }
        #expect(throws: ShardError.badIndex("4/3")) { try Shard(parsing: "4/3") }
        #expect(throws: ShardError.badCount("1/0")) { try Shard(parsing: "1/0") }
        for bad in ["", "2", "2/", "/3", "a/b", "-1/3", "1/3/4", " 1/3", "1 /3", "+1/3", "99999999999999999999/1"] {
            #expect(throws: ShardError.malformed(bad)) { try Shard(parsing: bad) }
        }
        #expect(ShardError.badIndex("4/3").description == "k/n with k from 1 to 3")
        #expect(Shard(index: 0, count: 2) == nil)
        // The blocks of any n cover every index once, in order, even when there are fewer than n.
        for (total, n) in [(10, 3), (2, 5), (0, 2), (300, 7)] {
            let blocks = (1...n).map { Shard(index: $0, count: n)!.range(of: total) }
            #expect(blocks.flatMap { Array($0) } == Array(0..<total))
        }
    }

    @Test("LIFECYCLE_SHARD sets the shard, is named in replay lines, and is an error when malformed")
    func environment() throws {
        let settings = try EnvironmentSettings(["LIFECYCLE_SHARD": "2/4"])
        #expect(settings.applied(to: ConformanceOptions()).run.shard == Shard(index: 2, count: 4))
        #expect(settings.replayVariables(seed: Seed(1)) == "LIFECYCLE_SEED=0x0000000000000001 LIFECYCLE_SHARD=2/4")
        #expect(throws: RunConfigurationError.invalidShard(.badIndex("5/4"))) {
            _ = try EnvironmentSettings(["LIFECYCLE_SHARD": "5/4"])
        }
        #expect(RunConfigurationError.invalidShard(.malformed("two")).description
            == "LIFECYCLE_SHARD is 'two'; expected k/n (shard k of n, both whole numbers), such as 2/4")
        #expect(try EnvironmentSettings(["LIFECYCLE_SHARD": ""]).shard == nil)
    }

    @Test("merge rejects other seeds and options, overlapping and missing shards, and what is not a shard's report")
    func mergeErrors() async throws {
        let target = runtimeTarget(SpecConfiguration(device: .pad))
        func report(_ k: Int, _ n: Int, seed: UInt64 = 1, cases: Int = 10) async -> String {
            var options = RunOptions(cases: cases, seed: Seed(seed), generator: GeneratorConfiguration(maxEvents: 5))
            options.shard = Shard(index: k, count: n)
            return json(await PropertyRunner(options: options).run(target), target)
        }
        func problem(_ reports: [(name: String, text: String)]) -> String {
            do {
                _ = try ShardMerge.merge(reports)
                return "merged"
            } catch {
                return error.description
            }
        }
        let one = await report(1, 2)
        #expect(problem([("a.json", one), ("b.json", await report(2, 2, seed: 2))])
            == "b.json: error: has seed 0x0000000000000002, a.json has 0x0000000000000001")
        #expect(problem([("a.json", one), ("b.json", await report(2, 2, cases: 12))])
            == "b.json: error: plans 12 cases, a.json plans 10 (a different profile)")
        #expect(problem([("a.json", one), ("b.json", one)])
            == "b.json: error: holds shard 1/2, as a.json does (shards overlap)")
        #expect(problem([("a.json", one)]) == "error: shard 2/2 missing (given: 1/2 in a.json)")
        #expect(problem([("a.json", one), ("b.json", await report(2, 3))]) == "b.json: error: is shard 2/3 of 3, a.json is shard 1/2 of 2")
        #expect(problem([("a.json", "{\"seed\": ")]).hasPrefix("a.json: error: not a JSON report (column 10: "))
        let whole = CounterexampleReport(await PropertyRunner(options: RunOptions(cases: 3, seed: Seed(1))).run(target),
                                         spec: target.spec, replayCommand: { _ in "" }).json
        #expect(problem([("w.json", whole)])
            == "w.json: error: not a shard's report (it has no 'shard' field); make one with 'run --shard k/n --json'")
        let renamed = one.replacingOccurrences(of: "\"casesRun\"", with: "\"casesDone\"")
        #expect(problem([("r.json", renamed)]) == "r.json: error: has no 'casesRun' field")
        #expect(problem([]) == "error: no reports to merge")
    }

    @Test("an exploration's shards split its search: the same sequences in all, the same first failure")
    func explorationShards() async throws {
        let passing = runtimeTarget(SpecConfiguration(device: .phone))
        let whole = await Explorer.explore(passing, depth: 2)
        #expect(whole.failure == nil)
        let failing = subsequenceTarget([.background, .foreground], ShrinkerTests.small)
        let wholeFailure = await Explorer.explore(failing, depth: 4)
        let events = try #require(wholeFailure.failingEvents)
        for n in [2, 7] {
            var parts: [Explorer.Report] = []
            for k in 1...n { parts.append(await Explorer.explore(passing, depth: 2, shard: Shard(index: k, count: n))) }
            #expect(parts.reduce(0) { $0 + $1.sequences } == whole.sequences, "n = \(n)")
            #expect(parts.allSatisfy { $0.complete })
            // Shards overlap in the states they reach: their union, not their sum, is the whole search's.
            #expect(Set(parts.flatMap(\.stateKeys)).count == whole.distinctStates, "n = \(n)")
            #expect(Set(parts.flatMap(\.stateKeys)) == Set(whole.stateKeys))
            #expect(parts.reduce(0) { $0 + $1.distinctStates } > whole.distinctStates)
            var failingParts: [Explorer.Report] = []
            for k in 1...n { failingParts.append(await Explorer.explore(failing, depth: 4, shard: Shard(index: k, count: n))) }
            let firstFailing = try #require(failingParts.firstIndex { $0.failure != nil })
            #expect(failingParts[firstFailing].failingEvents == events, "n = \(n)")
            // The whole search stops at its first failure: the shards before it and that shard's count add up.
            #expect(failingParts[...firstFailing].reduce(0) { $0 + $1.sequences } == wholeFailure.sequences, "n = \(n)")
        }
    }

    @Test("a proof's search splits too: the shards run every sequence once, and the shortest failure is the whole search's")
    func proofShards() async throws {
        let failing = subsequenceTarget([.background, .foreground], ShrinkerTests.small)
        let whole = await Explorer.shortestFailure(of: failing, rule: nil, maxLength: 5, eventBudget: 1_000_000)
        let found = try #require(whole.found)
        let passing = runtimeTarget(ShrinkerTests.small)
        let everything = await Explorer.shortestFailure(of: passing, rule: nil, maxLength: 3, eventBudget: 1_000_000)
        #expect(everything.found == nil && everything.complete)
        for n in [2, 5] {
            var parts: [Explorer.Search] = []
            for k in 1...n {
                parts.append(await Explorer.shortestFailure(of: failing, rule: nil, maxLength: 5, eventBudget: 1_000_000,
                                                            shard: Shard(index: k, count: n)))
            }
            let lengths = parts.map { $0.found.map { $0.events.count } ?? .max }
            let shortest = lengths.min() ?? .max
            let index = try #require(lengths.firstIndex(of: shortest))
            let first = try #require(parts[index].found)
            #expect(first.plainEvents == found.plainEvents, "n = \(n)")
            var proofs: [Explorer.Search] = []
            for k in 1...n {
                proofs.append(await Explorer.shortestFailure(of: passing, rule: nil, maxLength: 3, eventBudget: 1_000_000,
                                                             shard: Shard(index: k, count: n)))
            }
            #expect(proofs.reduce(0) { $0 + $1.sequences } == everything.sequences, "n = \(n)")
            #expect(proofs.allSatisfy { $0.found == nil && $0.complete })
        }
    }
}

@MainActor
@Suite("Shards of a guided run: each shard rebuilds the corpus its cases draw from", .inOwnProcess)
struct GuidedShardTests {
    func cases(_ target: PropertyTarget, cases: Int, shard: Shard?, guided: Bool = true, seed: Seed = Seed(0x6D1DE)) async
        -> (RunReport, [CaseRecord])
    {
        let log = CaseLog()
        var generator = GeneratorConfiguration(maxEvents: 12)
        generator.guided = guided
        var options = RunOptions(cases: cases, seed: seed, generator: generator)
        options.shard = shard
        options.onCase = { log.records.append($0) }
        return (await PropertyRunner(options: options).run(target), log.records)
    }

    @Test("with guidance on, n shards (n = 4, 7) draw exactly the whole run's cases; merged, they give its JSON")
    func guidedUnion() async throws {
        // The reference runtime stores nothing, so the corpus's rare entries guide (no best prefix).
        let target = runtimeTarget(SpecConfiguration(device: .pad))
        let (whole, all) = await cases(target, cases: 200, shard: nil)
        #expect(whole.passed)
        let (_, unguided) = await cases(target, cases: 200, shard: nil, guided: false)
        // The first quarter draws as v4 does; guided cases differ after it.
        #expect(Array(all.prefix(50)) == Array(unguided.prefix(50)))
        #expect(all != unguided)
        for n in [4, 7] {
            var union: [CaseRecord] = []
            var reports: [(name: String, text: String)] = []
            for k in 1...n {
                let shard = try #require(Shard(index: k, count: n))
                let (report, records) = await cases(target, cases: 200, shard: shard)
                #expect(records.map(\.index) == shard.range(of: 200).map { $0 + 1 })
                union += records
                reports.append(("shard-\(k).json", ShardTests().json(report, target)))
            }
            #expect(union == all, "the \(n) guided shards draw the whole run's cases")
            #expect(try ShardMerge.merge(reports).json == ShardTests().json(whole, target))
        }
    }

    @Test("with guidance on, the shard holding the first failure reports the whole run's first failure and counterexample")
    func guidedFailure() async throws {
        // Seed 1 first fails at case 176, a guided case of the second epoch (cases 115–178): shards 3/3, 5/5 and
        // 7/7 hold it, each starting inside that epoch.
        let target = subsequenceTarget([.memoryWarning, .systemDisconnect, .processDeath], ShrinkerTests.small)
        let (whole, _) = await cases(target, cases: 200, shard: nil, seed: Seed(1))
        let first = try #require(whole.firstFailingCase)
        #expect(first == 176 && GuidanceSchedule(cases: 200).isGuided(first - 1))
        for n in [3, 5, 7] {
            var reports: [(name: String, text: String)] = []
            for k in 1...n {
                let shard = try #require(Shard(index: k, count: n))
                let (report, _) = await cases(target, cases: 200, shard: shard, seed: Seed(1))
                if shard.range(of: 200).contains(first - 1) {
                    #expect(report.firstFailingCase == first)
                    #expect(report.counterexample?.events == whole.counterexample?.events)
                }
                reports.append(("shard-\(k).json", ShardTests().json(report, target)))
            }
            let merged = try ShardMerge.merge(reports)
            #expect(!merged.passed)
            #expect(merged.json == ShardTests().json(whole, target), "n = \(n)")
        }
    }
}
