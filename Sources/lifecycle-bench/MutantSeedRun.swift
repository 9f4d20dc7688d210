import ExampleApps
import Foundation
import Generators
import LifecycleRules

/// One seed of one bundled mutant found, shrunk and proved in a process of the bench of its own, as an isolated
/// check's worker runs one check: the process starts with no earlier run in it and its user defaults in a folder of
/// its own. Each seed in a fresh process matters for the mutants whose bug outlives its simulated process (an
/// observer never removed from `NotificationCenter.default`): run one after another in one process, the posts of a
/// later seed reached the observers every earlier seed left, which no check of a team's app does.
///
/// The parent starts `lifecycle-bench --mutant-seed MUTANT SEED RESULT [proof options]` (`launch`), which stays on the
/// parent's CPU unless the bench runs `--unpinned`, and reads the one line the child writes to RESULT (`serve`).
@MainActor
enum MutantSeedRun {
    /// The options of the mutants section that a seed's process takes too (the proof's and `--unpinned`), passed on
    /// as the same arguments.
    struct Options {
        /// The options a seed's process takes after its three values, as the mutants section passes them on.
        nonisolated static let names: Set<String> = ["--proof-budget", "--proof-time-limit", "--proof-in-process", "--unpinned"]

        /// Events for the proof instead of the profile's (`--proof-budget`).
        var budget: Int?
        /// Seconds for the proof instead of ci's 30; 0 for none (`--proof-time-limit`).
        var timeLimit: Double?
        /// Every length of a proof in the seed's process (`--proof-in-process`), instead of the long ones in parts.
        var inProcess: Bool
        /// The seed's process left to the scheduler (`--unpinned`), as the bench is.
        var unpinned: Bool

        init(arguments: [String]) {
            budget = arguments.firstIndex(of: "--proof-budget").flatMap { Int(arguments[$0 + 1]) }
            timeLimit = arguments.firstIndex(of: "--proof-time-limit").flatMap { Double(arguments[$0 + 1]) }
                .flatMap { $0.isFinite && $0 >= 0 && $0 <= 86_400 ? $0 : nil }
            inProcess = arguments.contains("--proof-in-process")
            unpinned = arguments.contains("--unpinned")
        }

        var arguments: [String] {
            (budget.map { ["--proof-budget", "\($0)"] } ?? [])
                + (timeLimit.map { ["--proof-time-limit", "\($0)"] } ?? [])
                + (inProcess ? ["--proof-in-process"] : [])
                + (unpinned ? ["--unpinned"] : [])
        }
    }

    /// What one seed's run measured when the mutant's rule failed: when, and how far it shrank.
    struct Found: Equatable {
        /// The case that failed first (1-based) and the events of the cases up to it.
        var cases: Int
        var events: Int
        /// Seconds from the run's start to the first failing case, and from there to the report.
        var find: Double
        var shrink: Double
        /// The shrunk failure's length, and whether the proof said it is shortest.
        var length: Int
        var proved: Bool

        /// `found CASES EVENTS FIND SHRINK LENGTH PROVED`, the line a seed's process writes.
        var line: String { "found \(cases) \(events) \(find) \(shrink) \(length) \(proved ? 1 : 0)" }
    }
}

// In an extension, so `Found` keeps its memberwise initializer.
extension MutantSeedRun.Found {
    /// What a line says, or `nil` for a line that is not `found …` (`missed`, or not a result).
    init?(line: String) {
        let fields = line.split(separator: " ").map(String.init)
        guard fields.count == 7, fields[0] == "found",
              let cases = Int(fields[1]), let events = Int(fields[2]), let find = Double(fields[3]),
              let shrink = Double(fields[4]), let length = Int(fields[5]), let proved = Int(fields[6]) else { return nil }
        self.init(cases: cases, events: events, find: find, shrink: shrink, length: length, proved: proved == 1)
    }
}

extension MutantSeedRun {
    /// The child's side: runs `mutant` with `seed` under the ci profile and `options`, and writes its `Found` line, or
    /// `missed`, to `resultPath`; a result it cannot write is an error on standard error, exit 1. A proof's long
    /// lengths run in parts, each in a process of the bench of its own (`--proof-part`), unless `options.inProcess`.
    static func serve(_ mutant: Mutant, seed: Seed, options: Options, writingTo resultPath: String) async {
        let served = LifecycleConformance.target(mutant.app, options: ConformanceOptions(device: mutant.device, skip: mutant.skippedRules))
        ProofParts.launcher = !options.inProcess && ProofParts.count > 1 ? { target, part, deadline, folder, result in
            guard target.name == served.name, target.spec == served.spec,
                  let executable = WorkerLaunch.currentExecutable else { return nil }
            let launch = WorkerLaunch(executable: executable,
                                      arguments: ["--proof-part", mutant.name, part.text(deadline: deadline), result.path],
                                      checkKey: "")
            // Its user defaults in a folder of its own, where Foundation on Linux keeps them.
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
            return (launch, environment)
        } : nil
        final class Box: @unchecked Sendable { var events = 0; var failedAt: Double?; var cases = 0 }
        let box = Box()
        var run = RunOptions(seed: seed)
        if let budget = options.budget { run.shrink.exhaustiveEventBudget = budget }
        if let limit = options.timeLimit { run.shrink.proofTimeLimit = limit == 0 ? nil : limit }
        run.onCase = { record in
            guard box.failedAt == nil else { return }
            box.cases = record.index
            box.events += record.length
            if record.failedRule != nil { box.failedAt = Clock.now() }
        }
        let options = ConformanceOptions(device: mutant.device, run: run, skip: mutant.skippedRules)
        let start = Clock.now()
        let report = await LifecycleConformance.check(mutant.app, options: options)
        let end = Clock.now()
        var line = "missed"
        if let c = report.run.counterexample, c.failure.ruleID == mutant.expectedRule, let at = box.failedAt {
            line = Found(cases: box.cases, events: box.events, find: at - start, shrink: end - at,
                          length: c.events.count, proved: c.shrunk.minimality.isProved).line
        }
        do {
            try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: resultPath))
        } catch {
            FileHandle.standardError.write(Data("error: cannot write the result to \(resultPath): \(error.localizedDescription)\n".utf8))
            exit(1)
        }
    }

    /// How a seed's process ended.
    enum Outcome: Equatable {
        /// The mutant's rule failed.
        case found(Found)
        /// The run ended without failing the mutant's rule.
        case missed
        /// The process could not start, ended without a result, or ran past its limit: an error, not a miss.
        case error
    }

    /// The parent's side: runs `mutant` with `seed` in a new process of this bench. A process that cannot start, ends
    /// without a result or runs past 15 minutes (no limit when the proof has none, `--proof-time-limit 0`: the seed's
    /// process then ends when its proof does) is reported on standard error, with its output's end, as `.error`.
    static func launch(_ mutant: Mutant, seed: Seed, options: Options) async -> Outcome {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-bench-\(ProcessInfo.processInfo.processIdentifier)-\(mutant.name)-\(seed.value)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let resultFile = folder.appendingPathComponent("result.txt"), log = folder.appendingPathComponent("output.txt")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        do {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("config"), withIntermediateDirectories: true)
        } catch {
            FileHandle.standardError.write(Data("error: \(mutant.name), seed \(seed): cannot make its folder \(folder.path): \(error.localizedDescription)\n".utf8))
            return .error
        }
        do {
            guard let executable = WorkerLaunch.currentExecutable else { throw CocoaError(.executableNotLoadable) }
            let launch = WorkerLaunch(executable: executable,
                                      arguments: ["--mutant-seed", mutant.name, "\(seed.value)", resultFile.path] + options.arguments,
                                      checkKey: "")
            let limit: Duration? = options.timeLimit == 0 ? nil : .seconds(900)
            let status = try await IsolatedCheck.run(launch, environment: environment, log: log, app: mutant.name, limit: limit)
            let line = (try? String(contentsOf: resultFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if line == "missed" { return .missed }
            if let found = Found(line: line) { return .found(found) }
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            FileHandle.standardError.write(Data("error: \(mutant.name), seed \(seed): its process \(status) without a result; its output ends:\n\(output.suffix(2_000))\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("error: \(mutant.name), seed \(seed): \(error)\n".utf8))
        }
        return .error
    }
}
