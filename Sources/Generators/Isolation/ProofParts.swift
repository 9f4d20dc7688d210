import Foundation
import LifecycleRules

/// A proof's long lengths run in parts, in processes of their own, one a core (in an isolated check's worker, one a
/// core that was free when the worker started).
///
/// Runs are deterministic and independent, so the lifecycles of one length of `Explorer.shortestFailure`'s search can
/// run anywhere: the length is cut into contiguous stretches (`Explorer.ProofPart`), each started in a new process
/// that the caller knows how to start (`launcher`: an isolated check's worker starts the test binary again; the bench
/// starts itself), and their results are merged in order (`Explorer.merge`), which gives the counts and the failure
/// this process would have found. A length runs in parts only when it is estimated at `threshold` events or more,
/// and only where the machine has more than one core; anything a part's process does not answer (it trapped, hung or
/// could not start) makes the whole length run here instead, so a part can change how fast a proof is, never what
/// it says.
@MainActor
package enum ProofParts {
    /// How to start a process that runs a part of a proof of `target` and writes its result
    /// (`Explorer.ProofPartResult.text`) at the given path; `nil` (the default), or a launcher that returns `nil` for
    /// the target, runs every length in this process. The deadline is wall-clock time (seconds since 1970), which
    /// every process reads alike.
    package static var launcher: ((_ target: PropertyTarget, Explorer.ProofPart, _ deadline: Double?, _ directory: URL,
                                   _ result: URL) -> (launch: WorkerLaunch, environment: [String: String])?)?

    /// The parts a length is cut into: the machine's cores, at most 8; fewer in a worker that started beside other
    /// children (`WorkerEnvironment.cores`).
    package static var count = min(8, ProcessInfo.processInfo.activeProcessorCount)

    /// The smallest estimate of a length's events worth processes of its own: a process of the test binary takes
    /// a few tenths of a second to reach its check in a debug build, the time of a few thousand events.
    package static let threshold = 5_000.0

    /// How long a part's process may take to reach its check (it runs the test binary, then the calling test up to
    /// the check) before it is taken for hung and ended.
    static let startLimit: Duration = .seconds(120)

    /// What the parts of a length ran, merged.
    package struct Outcome {
        package var sequences: Int
        package var events: Int
        package var found: Execution?
        package var complete: Bool
        package var timedOut: Bool
    }

    /// Runs the lifecycles of `length` events in parts, in new processes, and merges what they ran; `nil` when the
    /// length runs in this process instead (no launcher, a single core, a length too short to be worth it, the
    /// time limit already reached, or a part's process that gave no answer).
    static func runLength(
        of target: PropertyTarget, rule: String?, length: Int, eventsLeft: Int, estimate: Double?,
        deadline: ContinuousClock.Instant?
    ) async -> Outcome? {
        guard let launcher, count > 1, let estimate, estimate >= threshold else { return nil }
        let wallDeadline = deadline.map { Date().timeIntervalSince1970 + Explorer.seconds(until: $0) }
        if let deadline, ContinuousClock.now >= deadline { return nil }
        let parts = (1...count).map {
            Explorer.ProofPart(rule: rule, length: length, index: $0, count: count, eventsLeft: eventsLeft)
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-proof-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 1...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: directory) }
        var started: [(pid: pid_t, folder: URL)] = []
        for part in parts {
            let folder = directory.appendingPathComponent("part-\(part.index)")
            let result = folder.appendingPathComponent("result.txt")
            guard (try? FileManager.default.createDirectory(at: folder.appendingPathComponent("config"),
                                                            withIntermediateDirectories: true)) != nil,
                  (try? Data().write(to: result)) != nil,
                  let start = launcher(target, part, wallDeadline, folder, result),
                  let pid = try? IsolatedCheck.spawn(start.launch, environment: start.environment,
                                                     log: folder.appendingPathComponent("output.txt"), app: target.name)
            else {
                // The parts started cannot answer for the length alone: they are ended, and it runs here.
                end(started.map(\.pid))
                log("lifecycles of \(length) events: part \(part.index) of \(parts.count) could not start; run here")
                return nil
            }
            started.append((pid, folder))
        }
        if let problem = await waitForAll(started, limit: deadline.map { $0 + .seconds(60) }) {
            log("lifecycles of \(length) events: \(problem); run here")
            return nil
        }
        var read: [Explorer.ProofPartResult] = []
        let names = target.spec.userActionNames
        for (_, folder) in started {
            guard let text = try? String(contentsOf: folder.appendingPathComponent("result.txt"), encoding: .utf8),
                  let parsed = Explorer.ProofPartResult(text: text, actionNames: names) else {
                log("lifecycles of \(length) events: a part's result could not be read; run here")
                return nil
            }
            read.append(parsed)
        }
        // Every part must have cut the same tree: a part whose app behaved otherwise in its process would run
        // another stretch than the one it was given.
        guard Set(read.map { [$0.units, $0.nodes] }).count == 1 else {
            log("lifecycles of \(length) events: the parts listed different tops of the search tree; run here")
            return nil
        }
        let merged = await Explorer.mergeExactly(read, parts: parts, of: target, deadline: deadline)
        var outcome = Outcome(sequences: merged.sequences, events: merged.events, found: nil, complete: merged.complete,
                              timedOut: merged.timedOut)
        if let index = merged.foundIn, let events = read[index].found {
            // Run here for its report; a failure this process does not see is no answer.
            let execution = await Executor.execute(plain: events, on: target)
            guard Explorer.Search.failsAtEnd(rule, length: length)(execution) else {
                log("lifecycles of \(length) events: a part's failure does not fail here; run here")
                return nil
            }
            outcome.found = execution
        }
        log("lifecycles of \(length) events: \(parts.count) parts, \(merged.sequences) lifecycles, \(merged.events) events, "
            + (merged.foundIn != nil ? "a failure found" : merged.complete ? "none failed" : merged.timedOut ? "timed out" : "budget reached"))
        return outcome
    }

    /// Appends a line to the file `LIFECYCLE_PROOF_PARTS_LOG` names, if set: what the lengths run in parts did, for
    /// the tests that show they ran there (a report says the same whether they did or not).
    private static func log(_ line: String) {
        guard let path = ProcessInfo.processInfo.environment[WorkerEnvironment.proofLog],
              let handle = FileHandle(forWritingAtPath: path) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Waits for every part's process to end; `nil` when each exited with status 0, else what went wrong. A process
    /// that has not reached its check (its `started` file) within `startLimit`, or is still running at `limit`, is
    /// ended, and so are the others then.
    private static func waitForAll(_ started: [(pid: pid_t, folder: URL)], limit: ContinuousClock.Instant?) async -> String? {
        let clock = ContinuousClock()
        let startBy = clock.now + startLimit
        var running = started
        var problem: String?
        while !running.isEmpty {
            if problem == nil, let limit, clock.now > limit { problem = "a part's process was still running after the time limit" }
            if problem == nil, clock.now > startBy, running.contains(where: {
                !FileManager.default.fileExists(atPath: $0.folder.appendingPathComponent("started").path)
            }) {
                problem = "a part's process did not reach its check within \(startLimit)"
            }
            if problem != nil {
                end(running.map(\.pid))
                return problem
            }
            var still: [(pid: pid_t, folder: URL)] = []
            for part in running {
                var status: Int32 = 0
                let result = waitpid(part.pid, &status, WNOHANG)
                if result == part.pid {
                    if status != 0 && problem == nil {
                        problem = status & 0x7F != 0 ? "a part's process ended with signal \(status & 0x7F)"
                            : "a part's process exited with status \((status >> 8) & 0xFF)"
                    }
                } else if result < 0 && errno != EINTR {
                    problem = problem ?? "a part's process could not be waited for"
                } else {
                    still.append(part)
                }
            }
            running = still
            if problem != nil {
                end(running.map(\.pid))
                return problem
            }
            if !running.isEmpty { try? await Task.sleep(nanoseconds: 2_000_000) }
        }
        return nil
    }

    /// Ends the processes and waits for each, so none is left behind.
    private static func end(_ pids: [pid_t]) {
        for pid in pids { kill(pid, SIGKILL) }
        for pid in pids {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
    }

    /// In a part's process: runs `part` on `target` until the wall-clock `deadline` (seconds since 1970) and writes the
    /// result at `path`, after a `started` file beside it that says the process reached its check. A hang ends the
    /// process at the run's `executionDeadline` (seconds per execution), with nothing written.
    package static func serve(_ part: Explorer.ProofPart, deadline: Double?, of target: PropertyTarget,
                              executionDeadline: Double?, writingTo path: String) async {
        let result = URL(fileURLWithPath: path)
        _ = FileManager.default.createFile(atPath: result.deletingLastPathComponent().appendingPathComponent("started").path,
                                           contents: Data())
        RunMonitor.shared.begin(context: "", deadline: executionDeadline)
        defer { RunMonitor.shared.end() }
        let limit = deadline.flatMap { Explorer.instant(after: $0 - Date().timeIntervalSince1970) }
        let ran = await Explorer.runPart(part, of: target, deadline: limit)
        try? Data(ran.text(actionNames: target.spec.userActionNames).utf8).write(to: result)
    }
}

extension Explorer.ProofPart {
    /// `rule|length|index|count|eventsLeft|deadline`, with `-` for no rule and no time limit: how a part and its
    /// deadline (wall-clock seconds since 1970) are handed to its process.
    package func text(deadline: Double?) -> String {
        "\(rule ?? "-")|\(length)|\(index)|\(count)|\(eventsLeft)|\(deadline.map { "\($0)" } ?? "-")"
    }

    /// Reads `text(deadline:)`; `nil` for anything else.
    package static func parse(_ text: String) -> (part: Explorer.ProofPart, deadline: Double?)? {
        let fields = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 6, let length = Int(fields[1]), let index = Int(fields[2]), let count = Int(fields[3]),
              let left = Int(fields[4]), length >= 1, count >= 1, (1...count).contains(index), left >= 0 else { return nil }
        let deadline: Double?
        if fields[5] == "-" {
            deadline = nil
        } else {
            guard let value = Double(fields[5]), value.isFinite, value >= 0 else { return nil }
            deadline = value
        }
        let part = Explorer.ProofPart(rule: fields[0] == "-" ? nil : fields[0], length: length, index: index, count: count,
                                      eventsLeft: left)
        return (part, deadline)
    }
}

extension Explorer.ProofPartResult {
    /// A line each: `top UNITS NODES`, `sequences N`, `events N`, `check N` or `check -`, `timed out 0|1`, then
    /// `found` and the events (as `LifecycleEvent.description(actionNames:)` prints them), separated by tabs, or
    /// `found -`.
    package func text(actionNames: [String]) -> String {
        let check = lastCheck.map(String.init) ?? "-"
        let failing = found.map { $0.map { $0.description(actionNames: actionNames) }.joined(separator: "\t") } ?? "-"
        return "top \(units) \(nodes)\nsequences \(sequences)\nevents \(events)\ncheck \(check)\ntimed out \(timedOut ? 1 : 0)\n"
            + "found \(failing)\n"
    }

    /// Reads `text(actionNames:)`; `nil` for anything else, such as a file the part's process never wrote.
    package init?(text: String, actionNames: [String]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count == 7, lines[6].isEmpty else { return nil }
        let top = lines[0].split(separator: " ").map(String.init)
        guard top.count == 3, top[0] == "top", let units = Int(top[1]), let nodes = Int(top[2]),
              lines[1].hasPrefix("sequences "), let sequences = Int(lines[1].dropFirst("sequences ".count)),
              lines[2].hasPrefix("events "), let events = Int(lines[2].dropFirst("events ".count)),
              lines[3].hasPrefix("check "), lines[4].hasPrefix("timed out "), lines[5].hasPrefix("found ")
        else { return nil }
        let check = lines[3].dropFirst("check ".count)
        let timed = lines[4].dropFirst("timed out ".count)
        let failing = lines[5].dropFirst("found ".count)
        guard check == "-" || Int(check) != nil, timed == "0" || timed == "1", !failing.isEmpty else { return nil }
        var found: [LifecycleEvent]?
        if failing != "-" {
            var events: [LifecycleEvent] = []
            for text in failing.split(separator: "\t") {
                guard let event = LifecycleEvent(parsing: String(text), actionNames: actionNames) else { return nil }
                events.append(event)
            }
            found = events
        }
        self.init(sequences: sequences, events: events, lastCheck: Int(check), found: found, timedOut: timed == "1",
                  units: units, nodes: nodes)
    }
}
