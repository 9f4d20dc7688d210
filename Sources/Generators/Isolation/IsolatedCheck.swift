import Foundation
import LifecycleRules

/// How to start a worker for an isolated check: the test binary run again with only the calling test, and the key
/// that tells the worker which of that test's checks to run.
package struct WorkerLaunch: Sendable {
    package var executable: String
    package var arguments: [String]
    /// `app|device|mode|seed|options`: the same for the check in the supervisor and in the worker.
    package var checkKey: String

    package init(executable: String, arguments: [String], checkKey: String) {
        self.executable = executable
        self.arguments = arguments
        self.checkKey = checkKey
    }

    /// The key of a check: its app's name, device, mode and seed, and the fingerprint of its options
    /// (`ConformanceOptions.workerFingerprint`), or `-` for a check given none.
    package static func key(app: String, device: DeviceProfile, mode: LifecycleMode, options: ConformanceOptions?) -> String {
        "\(app)|\(device)|\(mode)|\(options?.run.seed.map { "\($0)" } ?? "-")|\(options?.workerFingerprint ?? "-")"
    }

    /// The test binary this process runs, where it can be run again (Linux: `/proc/self/exe`).
    package static var currentExecutable: String? {
        #if os(Linux)
        return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
        return nil
        #endif
    }
}

/// The variables that make a process a worker, and what a worker is told.
package enum WorkerEnvironment {
    package static let check = "LIFECYCLE_WORKER"
    package static let traps = "LIFECYCLE_WORKER_TRAPS"
    package static let record = "LIFECYCLE_WORKER_RECORD"
    /// Where a worker whose check passed writes the pass (`PassedCheck`).
    package static let passed = "LIFECYCLE_WORKER_PASSED"
    /// Where a worker writes the shrinks it made (`ShrinkJournal`).
    package static let shrinks = "LIFECYCLE_WORKER_SHRINKS"
    /// Where a worker whose check failed a rule writes that failure (`WorkerFailure`).
    package static let failed = "LIFECYCLE_WORKER_FAILED"
    /// The events a worker runs alone, one a line, to confirm a failure (`NewProcessConfirmation`).
    package static let confirm = "LIFECYCLE_WORKER_CONFIRM"
    /// Where a confirming worker writes what the events did (`ConfirmationResult`).
    package static let confirmed = "LIFECYCLE_WORKER_CONFIRMED"
    /// How many cores a worker's proof may cut its long lengths into (`ProofParts.count`, at most): the cores free when
    /// it started (`CoreSlots.coresForLatestChild`), unless the test's environment sets it.
    package static let cores = CoreSlots.coresVariable
    /// The part of a proof a worker runs (`Explorer.ProofPart.text(seconds:)`), for `ProofParts`.
    package static let proofPart = "LIFECYCLE_WORKER_PROOF_PART"
    /// The checks of the test its supervisor finished, as JSON by key (`FinishedCheck`): the seed each ran with and,
    /// for a pass, what its worker handed back. A worker gives the test a pass's report without running its app, and
    /// runs any other with its own seed, not the seed `LIFECYCLE_SEED` gives the check it serves.
    package static let finishedChecks = "LIFECYCLE_WORKER_FINISHED_CHECKS"
    /// Where a worker that runs a part of a proof writes what it ran (`Explorer.ProofPartResult`).
    package static let proofResult = "LIFECYCLE_WORKER_PROOF_RESULT"
    /// A file to which a process that runs a proof's lengths in parts appends a line for each (`ProofParts`).
    package static let proofLog = "LIFECYCLE_PROOF_PARTS_LOG"
}

/// The supervisor of an isolated check: starts workers until one finishes the check, learning each trap.
///
/// A worker runs the check with the traps learned so far; runs are deterministic, so it runs exactly what the
/// supervisor will, and stops at the first new trap, which its record names (`TrapLog`). The next worker
/// starts over knowing it: it reports that trap as a failure where it would have run into it, and goes on
/// (shrinking it, like any failure) until it finishes or traps somewhere new.
package enum IsolatedCheck {
    /// The most workers one check starts (each finds one trap): a bound on a shrink through ever new traps.
    package static let maxWorkers = 150

    /// What the workers of a check found: every trap it runs into, in the order found, and the last worker's
    /// report when it found none and the check passed.
    package struct Outcome {
        package var traps: [TrapRecord]
        var passed: PassedCheck?
        /// The shrinks of the last worker, which ran the check with every trap known.
        var shrinks: [ShrinkJournal.Entry] = []
        /// The failure the last worker reported, if its check failed a rule: its rule and shrunk events.
        var failure: WorkerFailure?
    }

    /// Every trap the check runs into, in the order found, and the pass, if the check passed without one.
    ///
    /// Waits for a free core (`CoreSlots`) first, unless the calling task holds the check turn (a test with
    /// `.holdingCheckTurn`), which is counted already: the worker runs on its core while this process waits. Each
    /// worker keeps its user defaults in its own folder (`XDG_CONFIG_HOME`, where Foundation on Linux keeps them), so
    /// neither this process nor another worker reads or writes them meanwhile.
    package static func run(
        launch: WorkerLaunch, seed: Seed, environment: [String: String], app: String
    ) async throws(RunConfigurationError) -> Outcome {
        if await CheckTurns.isHeldByCurrentTask {
            return try await supervise(launch: launch, seed: seed, environment: environment, app: app)
        }
        return try await CoreSlots.shared.holdingForChild { () async throws(RunConfigurationError) -> Outcome in
            try await supervise(launch: launch, seed: seed, environment: environment, app: app)
        }
    }

    private static func supervise(
        launch: WorkerLaunch, seed: Seed, environment: [String: String], app: String
    ) async throws(RunConfigurationError) -> Outcome {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-worker-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 1...UInt64.max))")
        do {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("config"), withIntermediateDirectories: true)
        } catch {
            throw .isolation(app: app, detail: "cannot make the worker's directory \(directory.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        let trapsFile = directory.appendingPathComponent("traps.txt")
        let recordFile = directory.appendingPathComponent("record.txt")
        let logFile = directory.appendingPathComponent("output.txt")
        let passedFile = directory.appendingPathComponent("passed.json")
        let shrinksFile = directory.appendingPathComponent("shrinks.json")
        let failedFile = directory.appendingPathComponent("failed.txt")
        let finishedChecksFile = directory.appendingPathComponent("finished-checks.json")
        var records: [TrapRecord] = []
        for _ in 1...maxWorkers {
            do {
                let earlier = finished.all()
                let known = earlier.map { (key: $0.key, records: $0.records) } + [(key: launch.checkKey, records: records)]
                try Data(TrapRecordText.encode(checks: known).utf8).write(to: trapsFile)
                var finishedChecks: [String: FinishedCheck] = [:]
                for check in earlier { finishedChecks[check.key] = FinishedCheck(seed: check.seed.value, passed: check.passed) }
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                try encoder.encode(finishedChecks).write(to: finishedChecksFile)
                try Data().write(to: recordFile)
                try Data().write(to: logFile)
                try Data().write(to: passedFile)
                try Data().write(to: shrinksFile)
                try Data().write(to: failedFile)
            } catch {
                throw .isolation(app: app, detail: "cannot write the worker's files in \(directory.path): \(error.localizedDescription)")
            }
            var env = workerEnvironment(environment, launch: launch, seed: seed, directory: directory, traps: trapsFile)
            env[WorkerEnvironment.record] = recordFile.path
            env[WorkerEnvironment.passed] = passedFile.path
            env[WorkerEnvironment.shrinks] = shrinksFile.path
            env[WorkerEnvironment.failed] = failedFile.path
            env[WorkerEnvironment.finishedChecks] = finishedChecksFile.path
            // Unless the test's environment names the cores already (a test that needs its proof in parts whatever
            // else runs).
            if env[WorkerEnvironment.cores] == nil {
                env[WorkerEnvironment.cores] = "\(await CoreSlots.shared.coresForLatestChild)"
            }
            let status = try await run(launch, environment: env, log: logFile, app: app)
            let written = (try? String(contentsOf: recordFile, encoding: .utf8)) ?? ""
            if written.split(separator: "\n").contains("D") {
                let passed = records.isEmpty ? PassedCheck.read(from: passedFile.path) : nil
                finished.add(key: launch.checkKey, records: records, seed: seed, passed: passed)
                return Outcome(traps: records, passed: passed,
                               shrinks: ShrinkJournal.read(from: shrinksFile.path),
                               failure: WorkerFailure((try? String(contentsOf: failedFile, encoding: .utf8)) ?? ""))
            }
            let output = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
            guard var found = TrapRecordText.decode(written).last else {
                throw .isolation(app: app, detail: "the worker (\(launch.executable) \(launch.arguments.joined(separator: " "))) "
                    + "\(status) before it reached the check, outside the app's events; its output ends:\n"
                    + tail(output))
            }
            if case .signal = found.ending { found.message = fatalMessage(in: output) }
            guard !records.contains(where: { $0.events == found.events && $0.atFinish == found.atFinish }) else {
                throw .isolation(app: app, detail: "the worker ran into a trap it had been told of, after "
                    + "\(found.events.count) events: the app does not trap the same way on every run; its output ends:\n" + tail(output))
            }
            records.append(found)
        }
        throw .isolation(app: app, detail: "the check ran into \(maxWorkers) different traps; fix the first: "
            + records[0].failure(at: "event \(records[0].events.count)").message)
    }

    /// The test's environment with what every worker of the check `launch` names is told: its check, the traps file,
    /// the seed, no isolation of its own, its own folder for user defaults (`XDG_CONFIG_HOME`, where Foundation on
    /// Linux keeps them, in `directory/config`) and no backtrace (a trap is expected: symbolicating takes seconds,
    /// and the output is not shown).
    static func workerEnvironment(
        _ environment: [String: String], launch: WorkerLaunch, seed: Seed, directory: URL, traps: URL
    ) -> [String: String] {
        var env = environment
        env[WorkerEnvironment.check] = launch.checkKey
        env[WorkerEnvironment.traps] = traps.path
        env["LIFECYCLE_SEED"] = "\(seed)"
        env["LIFECYCLE_ISOLATION"] = nil
        env["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path
        env["SWIFT_BACKTRACE"] = "enable=no"
        return env
    }

    /// Runs one worker to its end; returns how it ended, in words.
    ///
    /// Spawned and waited for by its process ID (`posix_spawn`, `waitpid`), not through `Process`: Swift Testing's
    /// exit-test monitor also waits for children, and `Process` then never saw a worker end.
    /// With a `limit`, a worker still running after it is ended (`SIGKILL`).
    package static func run(
        _ launch: WorkerLaunch, environment: [String: String], log: URL, app: String, limit: Duration? = nil
    ) async throws(RunConfigurationError) -> String {
        let pid = try spawn(launch, environment: environment, log: log, app: app)
        let clock = ContinuousClock()
        let deadline = limit.map { clock.now + $0 }
        // Polled, not waited on: the main actor stays free for the runner while the worker runs.
        while true {
            if let deadline, clock.now > deadline {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                _ = waitpid(pid, &status, 0)
                return "was ended after \(limit!) without finishing"
            }
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                let signal = status & 0x7F
                if signal != 0 { return "ended with signal \(signal)" }
                return "exited with status \((status >> 8) & 0xFF)"
            }
            if result < 0 && errno != EINTR { return "ended (its status was taken by another waiter)" }
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
    }

    static func spawn(
        _ launch: WorkerLaunch, environment: [String: String], log: URL, app: String
    ) throws(RunConfigurationError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([launch.executable] + launch.arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, launch.executable, &actions, nil, argv, envp)
        guard error == 0 else {
            throw .isolation(app: app, detail: "cannot start the worker \(launch.executable): \(String(cString: strerror(error)))")
        }
        return pid
    }

    /// What `executable` prints (standard output and error) when run with `arguments`, waited for to its end;
    /// `nil` when it cannot be started or ends with a signal. For short runs, such as listing a binary's tests.
    package static func output(of executable: String, arguments: [String]) -> String? {
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-output-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 1...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: log) }
        var environment = ProcessInfo.processInfo.environment
        environment[WorkerEnvironment.check] = nil
        let launch = WorkerLaunch(executable: executable, arguments: arguments, checkKey: "")
        guard let pid = try? spawn(launch, environment: environment, log: log, app: "") else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        guard status & 0x7F == 0 else { return nil }
        return try? String(contentsOf: log, encoding: .utf8)
    }

    /// The Swift runtime's last `Fatal error` line in a worker's output (`Module/File.swift:12: Fatal error: …`, or
    /// `Precondition failed`, `Assertion failed`), or empty. Only a line that starts with a file and a line number
    /// counts: the runner's own output may quote those words.
    package static func fatalMessage(in output: String) -> String {
        let kinds = [": Fatal error", ": Precondition failed", ": Assertion failed"]
        for line in output.split(separator: "\n").reversed() {
            guard let kind = kinds.first(where: { line.contains($0) }), let at = line.range(of: kind) else { continue }
            let place = line[..<at.lowerBound]
            guard let colon = place.lastIndex(of: ":"), !place[..<colon].contains(" "),
                  !place[place.index(after: colon)...].isEmpty,
                  place[place.index(after: colon)...].allSatisfy(\.isNumber) else { continue }
            return String(line).trimmingCharacters(in: .whitespaces)
        }
        return ""
    }

    static func tail(_ output: String) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false).suffix(15).map { "  \($0)" }.joined(separator: "\n")
    }

    /// What a worker does with the check whose key is `key`.
    package enum WorkerRole {
        /// The check the worker runs for its supervisor: record traps, then end the process.
        case serve(traps: [TrapRecord])
        /// A check of the same test the supervisor finished before: run it as the supervisor did, with the traps it
        /// found and its own seed (`nil` when not known), so the test goes on as it did there.
        case replay(traps: [TrapRecord], seed: Seed?)
        /// A check of the same test that passed in its own worker: give the test the report that worker handed back,
        /// as the supervisor did, without running the app.
        case passed(PassedCheck)
        /// Any other check: the supervisor never ran it, so the worker need not.
        case skip
        /// The check whose failure the worker confirms: run these events alone, write what they did at `result`,
        /// then end the process; with no events (their file could not be read), write nothing.
        case confirm(events: [String]?, result: String)
        /// The check a proof of whose lengths the worker runs a part of (`ProofParts`): run it with the traps the
        /// check knows, write what it ran at `result`, then end the process.
        case proofPart(Explorer.ProofPart, deadline: Double?, result: String, traps: [TrapRecord])
    }

    /// In a worker: what to do with the check `key`; serving it starts recording.
    package static func workerRole(key: String, environment: [String: String]) -> WorkerRole {
        let known = TrapRecordText.decodeChecks(
            environment[WorkerEnvironment.traps].flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? "")
        let confirming = environment[WorkerEnvironment.confirm]
        let part = environment[WorkerEnvironment.proofPart]
        guard environment[WorkerEnvironment.check] == key else {
            // A worker that confirms, or runs a part of a proof, runs nothing else: the other checks of the test would
            // leave behind what the confirmation is there to do without, and the proof's runs start from nothing.
            if confirming != nil || part != nil { return .skip }
            let finished = finishedChecks(environment)[key]
            if let passed = finished?.passed { return .passed(passed) }
            return known[key].map { .replay(traps: $0, seed: finished.map { Seed($0.seed) }) } ?? .skip
        }
        if let part, let result = environment[WorkerEnvironment.proofResult] {
            guard let (part, deadline) = Explorer.ProofPart.parse(part) else { return .skip }
            return .proofPart(part, deadline: deadline, result: result, traps: known[key] ?? [])
        }
        if let confirming, let result = environment[WorkerEnvironment.confirmed] {
            let events = (try? String(contentsOfFile: confirming, encoding: .utf8))
                .map { $0.split(separator: "\n").map(String.init) }
            return .confirm(events: events?.isEmpty == false ? events : nil, result: result)
        }
        guard let record = environment[WorkerEnvironment.record] else { return .skip }
        let fd = open(record, O_WRONLY | O_APPEND)
        guard fd >= 0 else { return .skip }
        TrapLog.start(recordingTo: fd)
        return .serve(traps: known[key] ?? [])
    }

    /// What a worker is told of a check its supervisor finished: the seed it ran with, and what its worker handed
    /// back when it passed.
    struct FinishedCheck: Codable, Equatable {
        var seed: UInt64
        var passed: PassedCheck?
    }

    /// The finished checks a worker's supervisor names (`WorkerEnvironment.finishedChecks`), by key; none when unreadable.
    private static func finishedChecks(_ environment: [String: String]) -> [String: FinishedCheck] {
        guard let path = environment[WorkerEnvironment.finishedChecks], let data = FileManager.default.contents(atPath: path),
              let checks = try? JSONDecoder().decode([String: FinishedCheck].self, from: data) else { return [:] }
        return checks
    }

    /// The checks this process finished isolated, with the traps each found: a later check of the same test
    /// hands them to its worker, which runs the test again from its start.
    private static let finished = FinishedChecks()

    private final class FinishedChecks: @unchecked Sendable {
        private let lock = NSLock()
        private var checks: [(key: String, records: [TrapRecord], seed: Seed, passed: PassedCheck?)] = []

        /// A finished check, with the traps its workers found, its seed and, for a plain pass, what its worker
        /// handed back.
        func add(key: String, records: [TrapRecord], seed: Seed, passed: PassedCheck?) {
            lock.lock()
            checks.append((key, records, seed, passed))
            lock.unlock()
        }

        func all() -> [(key: String, records: [TrapRecord], seed: Seed, passed: PassedCheck?)] {
            lock.lock()
            defer { lock.unlock() }
            return checks
        }
    }

    /// Whether this process is a worker (for any check).
    package static func isWorker(_ environment: [String: String]) -> Bool {
        environment[WorkerEnvironment.check] != nil
    }
}

/// The failure a worker's check reported: its rule, its shrunk events as `LifecycleEvent.description(actionNames:)`
/// prints them, and whether its replays there differed; written as three lines, the events separated by tabs, the
/// last `nondeterministic` or `deterministic`.
package struct WorkerFailure: Equatable {
    package var rule: String
    package var events: [String]
    package var nondeterministic: Bool

    package init(rule: String, events: [String], nondeterministic: Bool) {
        self.rule = rule
        self.events = events
        self.nondeterministic = nondeterministic
    }

    /// Reads `text`; `nil` for anything else (a worker whose check failed no rule writes nothing).
    package init?(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 4, lines[3].isEmpty, !lines[0].isEmpty,
              lines[2] == "nondeterministic" || lines[2] == "deterministic" else { return nil }
        rule = String(lines[0])
        events = lines[1].split(separator: "\t").map(String.init)
        nondeterministic = lines[2] == "nondeterministic"
    }

    package var text: String {
        "\(rule)\n\(events.joined(separator: "\t"))\n\(nondeterministic ? "nondeterministic" : "deterministic")\n"
    }
}
