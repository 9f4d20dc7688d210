import ExampleApps
import Foundation
import Generators
import LifecycleRules

// lifecycle-bench: the figures of BENCHMARKS.md. Timings are medians over repeated runs; nothing here is
// asserted, and no test depends on it. `--unpinned` leaves its threads free to move between CPUs.
// `--only NAME` runs one section (spec, e2e, replay, floor, files, mutants, deep, find, shrink, explore, trace).
// `deep` takes `--cases N` (default 300), `--guided-only`, `--shrink`, `--target A,B` and `--seed K` (1…20);
// `mutants` (each seed in a process of its own, `MutantSeedRun`) takes `--target A,B`. `e2e` takes `--cases N`
// (default 1,000), `--no-rules` (no rule checked: what the generator, the runtime and the app cost alone) and
// `--no-stepping` (no spec stepping beside it); `--repeats N` sets the runs of every median (default 5). `--help`
// prints the usage; an unknown option, a missing or malformed value or an unknown section is an error, exit 2
// (`BenchArguments`). The sections that run apps are sampled with `perf`: valgrind 3.19 stops at their start
// (BENCHMARKS.md, "Reproduce").
let arguments = Array(CommandLine.arguments.dropFirst())
BenchArguments.check(arguments)
let only = arguments.firstIndex(of: "--only").map { arguments[$0 + 1] }
let repeats = arguments.firstIndex(of: "--repeats").flatMap { Int(arguments[$0 + 1]) }.map { max(1, $0) } ?? 5
func section(_ name: String) -> Bool { only == nil || only == name }
// `--seed-base N` draws the 20 seeds of the mutant sections from N+1…N+20 instead of 1…20 (hold-out checks).
let seedBase = arguments.firstIndex(of: "--seed-base").flatMap { UInt64(arguments[$0 + 1]) } ?? 0

// `--proof-part MUTANT PART RESULT`: a process that runs one part of a proof for the mutants section (`ProofParts`),
// on every CPU, and writes what it ran.
if arguments.first == "--proof-part" {
    CPUPinning.unpinFromOneCPU()
    guard let mutant = MutantCatalog.all.first(where: { $0.name == arguments[1] }),
          let (part, deadline) = Explorer.ProofPart.parse(arguments[2]) else { exit(2) }
    let target = LifecycleConformance.target(mutant.app, options: ConformanceOptions(device: mutant.device, skip: mutant.skippedRules))
    await ProofParts.serve(part, deadline: deadline, of: target, executionDeadline: RunMonitor.defaultDeadline,
                           writingTo: arguments[3])
    exit(0)
}

// `--mutant-seed MUTANT SEED RESULT [proof options]`: a process that finds, shrinks and proves one mutant with one seed
// for the mutants section (`MutantSeedRun`), kept on one CPU unless `--unpinned`, and writes what it measured.
if arguments.first == "--mutant-seed" {
    guard let mutant = MutantCatalog.all.first(where: { $0.name == arguments[1] }), let seed = UInt64(arguments[2]) else {
        FileHandle.standardError.write(Data("error: no bundled mutant is named '\(arguments[1])'\n".utf8))
        exit(2)
    }
    if !arguments.contains("--unpinned") { _ = CPUPinning.pinToOneCPU() }
    await MutantSeedRun.serve(mutant, seed: Seed(seed), options: MutantSeedRun.Options(arguments: arguments),
                              writingTo: arguments[3])
    exit(0)
}

// Seeds of the mutants section whose process ended without a result (`MutantSeedRun.Outcome.error`).
var seedErrors = 0

// The bench keeps to one CPU (see `CPUPinning`); `--unpinned` leaves the threads to the scheduler.
let pinnedCPU = arguments.contains("--unpinned") ? nil : CPUPinning.pinToOneCPU()
let placement = pinnedCPU.map { "pinned to CPU \($0)" } ?? "not pinned"
print("# lifecycle-bench (release build, one core, \(placement); medians of \(repeats) runs unless stated)\n")

do {
    // Spec stepping: the rate the end-to-end figure is set against (the target: at least 1/20 of it).
    var specStepping: Measurement?
    if section("spec") {
        let (stepping, checking, calls) = SpecStepping.measure(repeats: repeats)
        specStepping = stepping
        print("## Spec stepping (pad, 1,000,000 events, \(calls) callbacks)\n")
        print("- apply only: \(stepping.rate(unit: " events/s"))")
        print("- legality check + apply: \(checking.rate(unit: " events/s"))\n")
    }

    if section("e2e") {
        var events = Measurement(samples: [])
        var cases = Measurement(samples: [])
        let (taken, skipped) = (MainQueueProbe.turnsTaken, MainQueueProbe.turnsSkipped)
        let (read, unread) = (StoredDefaults.copiesTaken, StoredDefaults.readsSkipped)
        let e2eCases = arguments.firstIndex(of: "--cases").flatMap { Int(arguments[$0 + 1]) }.map { max(1, $0) } ?? 1_000
        let noRules = arguments.contains("--no-rules")
        var totalEvents = 0
        for r in 0..<repeats {
            var options = ConformanceOptions(device: .pad, run: RunOptions(cases: e2eCases, seed: Seed(UInt64(r + 1))))
            if noRules { options.only = [] }
            var report: ConformanceReport?
            let t = await Clock.time { report = await LifecycleConformance.check(DocumentEditor.app(), options: options) }
            totalEvents += report!.run.eventsRun
            precondition(report!.passed)
            events.samples.append(Double(report!.run.eventsRun) / t)
            cases.samples.append(Double(report!.run.casesRun) / t)
        }
        let rules = noRules ? "no rule" : "S1–S13 + A1–A13"
        print("## End to end: generator + runtime + \(rules) + document editor (pad, \(e2eCases == 1_000 ? "1,000" : "\(e2eCases)") cases per run)\n")
        print("- \(events.rate(unit: " events/s"))")
        print("- \(cases.rate(unit: " cases/s"))")
        let probe = MainQueueProbe.headerNote ?? "the rest skipped: nothing was queued on the main queue"
        print("- turns of the main run loop, all runs: \(MainQueueProbe.turnsTaken - taken) taken, "
              + "\(MainQueueProbe.turnsSkipped - skipped) skipped; \(probe)")
        let defaultsProbe = DefaultsWriteProbe.headerNote(suites: []) ?? "the rest skipped: nothing had written to them"
        print("- the stored defaults, all runs: \(StoredDefaults.copiesTaken - read) copies of a domain, "
              + "\(StoredDefaults.readsSkipped - unread) reads skipped; \(defaultsProbe)")
        print("- events, all runs: \(totalEvents)")
        if arguments.contains("--no-stepping") {
            print("")
        } else {
            let stepping = specStepping ?? SpecStepping.measure(repeats: repeats).stepping
            print("- beside spec stepping in this run (apply only, \(stepping.rate(unit: " events/s"))): "
                  + "1/\(Int((stepping.median / events.median).rounded())) of it (the target: at least 1/20)\n")
        }
    }

    if section("replay") {
        // The proof's unit of work: one replay through a fresh app (the editor on pad, every rule on), end-of-run
        // checks included, for the first 0…6 events of one lifecycle. The intercept is what a fresh run costs
        // whatever its length (install, launch of the runtime, the end-of-run checks); the slope, one more event.
        let target = LifecycleConformance.target(DocumentEditor.app(), options: ConformanceOptions(device: .pad))
        let lifecycle = Floor.editorLifecycle
        print("## One replay through a fresh app (the proof's unit of work; DocumentEditor, pad, 2,000 replays)\n")
        print("| events | time per replay (median of \(repeats)) | min | max |")
        print("| --- | --- | --- | --- |")
        for length in 0...lifecycle.count {
            let events = Array(lifecycle.prefix(length))
            let check = await Executor.execute(plain: events, on: target)
            guard check.failure == nil, check.events.count == length else {
                print("| \(length) | not replayable: \(check.failure.map { "\($0.rule) \($0.message)" } ?? "an event was dropped") | | |")
                break
            }
            var perReplay = Measurement(samples: [])
            for _ in 0..<repeats {
                let t = await Clock.time { for _ in 0..<2_000 { _ = await Executor.execute(plain: events, on: target) } }
                perReplay.samples.append(t / 2_000)
            }
            func us(_ x: Double) -> String { String(format: "%.1f µs", x * 1e6) }
            print("| \(length) | \(us(perReplay.median)) | \(us(perReplay.min)) | \(us(perReplay.max)) |")
        }
        print("")
    }

    if section("floor") { await Floor.report(repeats: repeats) }

    if section("files") {
        // The cost of container directories: the same end-to-end run with none, and with one the editor never
        // writes in (the directory is emptied at each fresh install and listed at every state read); then one read
        // of a directory holding 40 files.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        var without = Measurement(samples: []), with = Measurement(samples: [])
        for r in 0..<repeats {
            let options = ConformanceOptions(device: .pad, run: RunOptions(cases: 1_000, seed: Seed(UInt64(r + 1))))
            var app = DocumentEditor.app()
            var report: ConformanceReport?
            var t = await Clock.time { report = await LifecycleConformance.check(app, options: options) }
            precondition(report!.passed)
            without.samples.append(Double(report!.run.eventsRun) / t)
            app.containerDirectories = [root.appendingPathComponent("Documents-\(r)")]
            t = await Clock.time { report = await LifecycleConformance.check(app, options: options) }
            precondition(report!.passed)
            with.samples.append(Double(report!.run.eventsRun) / t)
        }
        let empty = ContainerDirectories([root.appendingPathComponent("Empty")])
        var emptyReads = Measurement(samples: []), installs = Measurement(samples: [])
        for _ in 0..<repeats {
            installs.samples.append(2_000 / Clock.time { for _ in 0..<2_000 { try! empty.install() } })
            emptyReads.samples.append(20_000 / Clock.time { for _ in 0..<20_000 { precondition(empty.read().isEmpty) } })
        }
        let directories = ContainerDirectories([root.appendingPathComponent("Read")])
        try! directories.install()
        for i in 0..<20 {
            try! Data("draft \(i)".utf8).write(to: root.appendingPathComponent("Read/draft-\(i).txt"))
            try! Data(repeating: UInt8(i), count: 4_096).write(to: root.appendingPathComponent("Read/blob-\(i).bin"))
        }
        var reads = Measurement(samples: [])
        for _ in 0..<repeats {
            var count = 0
            let t = Clock.time { for _ in 0..<2_000 { count += directories.read().count } }
            precondition(count == 2_000 * 40)
            reads.samples.append(2_000 / t)
        }
        print("## Container directories (DocumentEditor, pad, 1,000 cases per run)\n")
        print("- no container directory: \(without.rate(unit: " events/s"))")
        print("- one empty container directory: \(with.rate(unit: " events/s"))")
        print("- a fresh install of an empty container directory: \(installs.rate(unit: "/s"))")
        print("- reading an empty container directory: \(emptyReads.rate(unit: " reads/s"))")
        print("- reading a directory of 40 files (20 short texts, 20 of 4 KiB): \(reads.rate(unit: " reads/s"))\n")
    }

    if section("mutants") {
        // Each seed of each mutant runs in a process of the bench of its own (`MutantSeedRun`), as an isolated check's
        // worker runs one check. `--proof-budget N` gives the proof N events instead of the default 150,000,
        // `--proof-time-limit S` S seconds instead of ci's 30 (0: no limit); `--seeds N` runs seeds 1…N only.
        let seedOptions = MutantSeedRun.Options(arguments: arguments)
        let seedCount = arguments.firstIndex(of: "--seeds").flatMap { Int(arguments[$0 + 1]) } ?? 20
        let budgetNote = (seedOptions.budget.map { ", a proof budget of \($0) events" } ?? "")
            + (seedOptions.timeLimit.map { $0 == 0 ? ", no proof time limit" : ", a proof time limit of \($0) s" } ?? "")
        print("## Mutants, \(seedCount) seeds each (default ci budget: 300 cases, 40 events\(budgetNote))\n")
        print("Each seed in a process of its own\(pinnedCPU == nil ? ", not pinned" : ", on this CPU"). "
              + (!seedOptions.inProcess && ProofParts.count > 1
                 ? "Proofs: lengths of \(Int(ProofParts.threshold)) events or more (estimated) run in \(ProofParts.count) parts, each in a process of its own, not pinned.\n"
                 : "Proofs: every length in the seed's process.\n"))
        print("| mutant | rule | found | cases to failure (median / worst) | events to failure (median / worst) | time to find (median) | time to shrink (median / worst) | shrunk length (median / worst) | known minimum | at minimum | proved |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        let onlyTarget = arguments.firstIndex(of: "--target").map { arguments[$0 + 1].split(separator: ",").map(String.init) }
        for mutant in MutantCatalog.all where onlyTarget?.contains(mutant.name) ?? true {
            var found = 0, atMinimum = 0, proved = 0
            var casesTo: [Double] = [], eventsTo: [Double] = [], find: [Double] = [], shrink: [Double] = [], lengths: [Double] = []
            for seed in 1...seedCount {
                let outcome = await MutantSeedRun.launch(mutant, seed: Seed((seedBase + UInt64(seed)) &* 0x9E37_79B9), options: seedOptions)
                if outcome == .error { seedErrors += 1 }
                guard case .found(let result) = outcome else { continue }
                found += 1
                casesTo.append(Double(result.cases))
                eventsTo.append(Double(result.events))
                find.append(result.find)
                shrink.append(result.shrink)
                lengths.append(Double(result.length))
                if result.length == mutant.minimalLength { atMinimum += 1 }
                if result.proved { proved += 1 }
            }
            func mw(_ xs: [Double], _ f: (Double) -> String = { String(Int($0)) }) -> String {
                guard !xs.isEmpty else { return "–" }
                let s = xs.sorted()
                return "\(f(s[s.count / 2])) / \(f(s.last!))"
            }
            let findMedian = find.isEmpty ? "–" : Format.ms(find.sorted()[find.count / 2])
            print("| \(mutant.name) | \(mutant.expectedRule) | \(found)/\(seedCount) | \(mw(casesTo)) | \(mw(eventsTo)) | \(findMedian) | \(mw(shrink, Format.ms)) | \(mw(lengths)) | \(mutant.minimalLength) | \(atMinimum)/\(seedCount) | \(proved)/\(seedCount) |")
        }
        if seedErrors > 0 {
            print("\(seedErrors == 1 ? "1 seed's process" : "\(seedErrors) seeds' processes") ended without a result, "
                  + "counted as not found above (standard error names them).")
        }
        print("")
    }

    if section("deep") {
        // Deep bugs: the diary's three bugs written outside the package (OutsideBugs/) and the bundled mutants,
        // found or not within the budget on 20 seeds, unguided (every case drawn as generator v4 draws it) and
        // guided (generator v5's default). Finding only, unless `--shrink` (then the default shrinker, proof and
        // extra starts run, and the shrunk lengths are printed). Seeds as in the mutants sections.
        let cases = arguments.firstIndex(of: "--cases").flatMap { Int(arguments[$0 + 1]) } ?? RunProfile.ci.cases
        let onlyGuided = arguments.contains("--guided-only")
        let onlyTarget = arguments.firstIndex(of: "--target").map { arguments[$0 + 1] }
        let onlySeed = arguments.firstIndex(of: "--seed").flatMap { Int(arguments[$0 + 1]) }
        let shrinking = arguments.contains("--shrink")
        print("## Deep bugs, 20 seeds each (\(cases) cases, 40 events, \(shrinking ? "shrunk" : "no shrinking"))\n")
        let modes = onlyGuided ? ["guided"] : ["unguided", "guided"]
        let columns = ["found", "cases to failure (median / worst)"] + (shrinking ? ["shrunk length (median / worst)", "proved"] : [])
        print("| target | rule | " + modes.flatMap { m in columns.map { "\(m): \($0)" } }.joined(separator: " | ") + " |")
        print("|" + String(repeating: " --- |", count: 2 + modes.count * columns.count))
        let targets = DiaryApp.bugs.map { ($0.name, $0.expectedRule, $0.app, DeviceProfile.pad, Set<RuleID>()) }
            + MutantCatalog.all.map { ($0.name, $0.expectedRule, $0.app, $0.device, $0.skippedRules) }
        for (name, rule, app, device, skipped) in targets where onlyTarget == nil || onlyTarget!.split(separator: ",").contains(Substring(name)) {
            var cells: [String] = []
            for guided in onlyGuided ? [true] : [false, true] {
                var casesTo: [Int] = [], lengths: [Int] = [], proved = 0
                for seed in 1...20 where onlySeed == nil || onlySeed == seed {
                    var generator = GeneratorConfiguration(maxEvents: RunProfile.ci.maxEvents)
                    generator.guided = guided
                    let seed = Seed((seedBase + UInt64(seed)) &* 0x9E37_79B9)
                    let run = shrinking ? RunOptions(cases: cases, seed: seed, generator: generator)
                        : RunOptions(cases: cases, seed: seed, generator: generator,
                                     shrink: Shrinker.Options(maxCandidates: 0, exhaustiveMaxLength: 0),
                                     replays: 1, extraShrinkStarts: 0)
                    let report = await LifecycleConformance.check(
                        app, options: ConformanceOptions(device: device, run: run, skip: skipped))
                    if let c = report.run.counterexample {
                        guard c.failure.ruleID == rule else {
                            print("  (\(name) seed \(seed): \(c.failure.rule))")
                            continue
                        }
                        casesTo.append(report.run.casesRun)
                        lengths.append(c.events.count)
                        if c.shrunk.minimality.isProved { proved += 1 }
                    }
                }
                func mw(_ xs: [Int]) -> String {
                    let s = xs.sorted()
                    return s.isEmpty ? "–" : "\(s[s.count / 2]) / \(s.last!)"
                }
                cells += ["\(casesTo.count)/20", mw(casesTo)] + (shrinking ? [mw(lengths), "\(proved)/20"] : [])
            }
            print("| \(name) | \(rule) | \(cells.joined(separator: " | ")) |")
        }
        print("")
    }

    if section("find") {
        // Finding alone (no shrinking): how many of 20 seeds find each mutant within the default budget.
        print("## Finding mutants, 20 seeds each (default ci budget, no shrinking)\n")
        print("| mutant | rule | found | cases to failure (median / worst) |")
        print("| --- | --- | --- | --- |")
        var total = 0
        for mutant in MutantCatalog.all {
            var casesTo: [Int] = []
            for seed in 1...20 {
                let run = RunOptions(seed: Seed((seedBase + UInt64(seed)) &* 0x9E37_79B9),
                                     shrink: Shrinker.Options(maxCandidates: 0, exhaustiveMaxLength: 0),
                                     replays: 1, extraShrinkStarts: 0)
                let report = await LifecycleConformance.check(
                    mutant.app, options: ConformanceOptions(device: mutant.device, run: run, skip: mutant.skippedRules))
                if let c = report.run.counterexample, c.failure.ruleID == mutant.expectedRule { casesTo.append(report.run.casesRun) }
            }
            total += casesTo.count
            let s = casesTo.sorted()
            let cell = s.isEmpty ? "–" : "\(s[s.count / 2]) / \(s.last!)"
            print("| \(mutant.name) | \(mutant.expectedRule) | \(casesTo.count)/20 | \(cell) |")
        }
        print("\nfound \(total) of \(20 * MutantCatalog.all.count)\n")
    }

    if section("shrink") {
        // Synthetic properties with a known minimum (the ones Tests/PropertyTests/ShrinkerTests.swift pins).
        let small = SpecConfiguration(device: .pad, maxLiveSessions: 2, payloadCount: 1, externalDisplays: false)
        func subsequence(_ pattern: [LifecycleEvent.Kind], _ spec: SpecConfiguration) -> PropertyTarget {
            SpecOnlyRun.target(pattern.map(\.rawValue).joined(separator: ", "), spec) { events, _ in
                var k = 0
                for e in events where k < pattern.count && e.kind == pattern[k] { k += 1 }
                return k == pattern.count ? PropertyFailure(rule: "P", title: "synthetic", message: "", expected: "") : nil
            }
        }
        let cases: [(PropertyTarget, Int)] = [
            (subsequence([.systemDisconnect, .memoryWarning, .openURL], small), 5),
            (subsequence([.interrupt, .background, .foreground], small), 4),
            (subsequence([.discard, .launch], SpecConfiguration(device: .phone, supportsMultipleScenes: false)), 4),
        ]
        print("## Shrinking synthetic properties with a known minimum, 20 seeds each\n")
        print("| property (in order) | minimum | at minimum | proved | shrunk from (median) | shrink time (median / worst) |")
        print("| --- | --- | --- | --- | --- | --- |")
        for (target, minimum) in cases {
            var at = 0, proved = 0
            var times: [Double] = [], from: [Int] = []
            for seed in 1...20 {
                // Time the shrink alone: find the failing case first (no shrinking), then shrink it.
                let report = await PropertyRunner(options: RunOptions(cases: 500, seed: Seed(UInt64(seed)), shrink: .init(maxCandidates: 0),
                                                            extraShrinkStarts: 0)).run(target)
                guard let original = report.counterexample?.original else { continue }
                let execution = await Executor.execute(plain: original, on: target)
                var result: Shrinker.Result?
                let t = await Clock.time { result = await Shrinker().shrink(execution, target: target) }
                times.append(t)
                from.append(original.count)
                if result!.events.count == minimum { at += 1 }
                if result!.minimality.isProved { proved += 1 }
            }
            let sortedTimes = times.sorted()
            print("| \(target.name) | \(minimum) | \(at)/20 | \(proved)/20 | \(from.sorted()[from.count / 2]) | "
                  + "\(Format.ms(sortedTimes[sortedTimes.count / 2])) / \(Format.ms(sortedTimes.last!)) |")
        }
        print("")
    }

    if section("explore") {
        let spec = SpecConfiguration(device: .pad, maxLiveSessions: 2)
        print("## Exhaustive exploration of the spec (pad, two sessions, sessions symmetric)\n")
        print("| depth | sequences | distinct states | time | sequences/s | states/s |")
        print("| --- | --- | --- | --- | --- | --- |")
        var depth = 1
        var total = 0.0
        while total < 10, depth <= 40 {
            var report: Explorer.Report?
            let t = Clock.time { report = Explorer.exploreSpecification(spec, depth: depth) }
            total = t
            print("| \(depth) | \(report!.sequences) | \(report!.distinctStates) | \(Format.ms(t)) | \(Format.si(Double(report!.sequences) / t)) | \(Format.si(Double(report!.distinctStates) / t)) |")
            if report!.statesPerDepth.last == 0 && depth > 12 { break }
            depth += 1
        }
        print("")
        let app = LifecycleConformance.target(ChatApp.app(), options: ConformanceOptions(device: .pad))
        var report: Explorer.Report?
        let t = await Clock.time { report = await Explorer.explore(app, depth: 4) }
        print("Running the chat app on every lifecycle of up to 4 events: \(report!.sequences) sequences in "
              + "\(Format.ms(t)) (\(Format.si(Double(report!.sequences) / t)) sequences/s), complete: \(report!.complete)\n")
    }

    if section("trace") {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-trace.jsonl").path
        let writer = TraceWriter()
        var text = writer.headerLine(TraceHeader(device: .pad)) + "\n"
        text += writer.line(for: TraceRecord(call: .didFinishLaunching)) + "\n"
        text += writer.line(for: TraceRecord(call: .configurationForConnecting, session: "A", role: SceneSessionRole.windowApplication.rawValue)) + "\n"
        text += writer.line(for: TraceRecord(call: .willConnect, session: "A", scene: "a1", restoration: .some(nil))) + "\n"
        let cycle = [
            TraceRecord(call: .willEnterForeground, session: "A", scene: "a1"),
            TraceRecord(call: .didBecomeActive, session: "A", scene: "a1"),
            TraceRecord(call: .willResignActive, session: "A", scene: "a1"),
            TraceRecord(call: .didEnterBackground, session: "A", scene: "a1"),
            TraceRecord(call: .stateRestorationActivity, session: "A", scene: "a1",
                        restoration: .some(TraceActivity(type: "com.example.edit", id: "doc-7"))),
        ].map { writer.line(for: $0) + "\n" }.joined()
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = FileHandle(forWritingAtPath: path)!
        handle.write(Data(text.utf8))
        var lines = 4
        let chunk = String(repeating: cycle, count: 2_000)
        while lines < 1_000_000 {
            handle.write(Data(chunk.utf8))
            lines += 10_000
        }
        try? handle.close()
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let before = peakMemoryMiB()
        var rate = Measurement(samples: [])
        for _ in 0..<repeats {
            var count = 0
            var violations: [Finding] = []
            let t = Clock.time {
                var reader = try! TraceReader(path: path)
                var checker = TraceChecker(header: reader.header)
                while let step = checker.checkNext(from: &reader, into: &violations) {
                    if case .call = step { count += 1 }
                }
            }
            precondition(violations.isEmpty && count == lines - 1)
            rate.samples.append(Double(count) / t)
        }
        // The same work through the public line-by-line API, every line a `TraceLine`.
        var lineRate = Measurement(samples: [])
        for _ in 0..<repeats {
            var count = 0
            var violations: [Finding] = []
            let t = Clock.time {
                var reader = try! TraceReader(path: path)
                var checker = TraceChecker(header: reader.header)
                while let r = reader.next() {
                    if case .success(let line) = r {
                        checker.check(line, into: &violations)
                        count += 1
                    }
                }
            }
            precondition(violations.isEmpty && count == lines - 1)
            lineRate.samples.append(Double(count) / t)
        }
        print("## Trace checking (\(lines) lines, \(size / 1_048_576) MiB, read + parse + S1–S13)\n")
        print("- \(rate.rate(unit: " lines/s")) (`checkNext(from:into:)`, as `lifecycle-check check`)")
        print("- \(lineRate.rate(unit: " lines/s")) (`next()`, then `check(_:into:)` on each `TraceLine`)")
        print(String(format: "- peak resident memory: %.1f MiB before checking, %.1f MiB after 5 passes", before, peakMemoryMiB()))
        try? FileManager.default.removeItem(atPath: path)
        print("")
    }
}

if seedErrors > 0 {
    let processes = seedErrors == 1 ? "1 seed's process" : "\(seedErrors) seeds' processes"
    FileHandle.standardError.write(Data("error: \(processes) of the mutants section ended without a result\n".utf8))
    exit(1)
}
