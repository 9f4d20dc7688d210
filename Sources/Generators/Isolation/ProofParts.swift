import Foundation
import LifecycleRules

/// A proof's long lengths run in parts, in processes of their own, one a core.
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
    /// How to start a process that runs a part and writes its result (`ProofPartResult.text`) at the given path;
    /// `nil` (the default) runs every length in this process.
    package static var launcher: ((Explorer.ProofPart, _ seconds: Double?, _ directory: URL, _ result: URL)
        -> (launch: WorkerLaunch, environment: [String: String])?)?


    /// The parts a length is cut into: the machine's cores, at most 8.
    package static var count = min(8, ProcessInfo.processInfo.activeProcessorCount)

    /// The smallest estimate of a length's events worth processes of its own: a process of the test binary takes
    /// a few tenths of a second to reach its check in a debug build, the time of a few thousand events.
    package static let threshold = 5_000.0

    /// What the parts of a length ran, merged.
    package struct Outcome {
        package var sequences: Int
        package var events: Int
        package var found: Execution?
        package var complete: Bool
        package var timedOut: Bool
    }

    /// Runs the lifecycles of `length` events in parts, in new processes, and merges what they ran; `nil` when the
    /// length runs in this process instead (no launcher, a single core, a length too short to be worth it, or a
    /// part's process that gave no answer).
    static func runLength(
        of target: PropertyTarget, rule: String?, length: Int, eventsLeft: Int, estimate: Double?,
        deadline: ContinuousClock.Instant?
    ) async -> Outcome? {
        guard let launcher, count > 1, let estimate, estimate >= threshold else { return nil }
        let seconds = deadline.map { instant -> Double in
            let left = ContinuousClock.now.duration(to: instant).components
            return max(0, Double(left.seconds) + Double(left.attoseconds) / 1e18)
        }
        let parts = (1...count).map {
            Explorer.ProofPart(rule: rule, length: length, index: $0, count: count, eventsLeft: eventsLeft)
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-proof-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 1...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: directory) }
        var pids: [pid_t] = []
        var results: [URL] = []
        for part in parts {
            let folder = directory.appendingPathComponent("part-\(part.index)")
            let result = folder.appendingPathComponent("result.txt")
            do {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent("config"), withIntermediateDirectories: true)
                try Data().write(to: result)
            } catch {
                break
            }
            guard let start = launcher(part, seconds, folder, result),
                  let pid = try? IsolatedCheck.spawn(start.launch, environment: start.environment,
                                                     log: folder.appendingPathComponent("output.txt"), app: target.name)
            else { break }
            pids.append(pid)
            results.append(result)
        }
        let answered = await waitForAll(pids, limit: seconds.map { $0 + 60 })
        guard answered, pids.count == parts.count else {
            log("lifecycles of \(length) events: no answer from \(parts.count - pids.count) of \(parts.count) parts' processes"
                + "\(answered ? "" : " (one ended with a signal or an error)"); run here")
            return nil
        }
        var read: [Explorer.ProofPartResult] = []
        let names = target.spec.userActionNames
        for result in results {
            guard let text = try? String(contentsOf: result, encoding: .utf8),
                  let parsed = Explorer.ProofPartResult(text: text, actionNames: names) else {
                log("lifecycles of \(length) events: a part's result could not be read; run here")
                return nil
            }
            read.append(parsed)
        }
        let merged = Explorer.merge(read, eventsLeft: eventsLeft)
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
            + (merged.foundIn != nil ? "a failure found" : merged.complete ? "none failed" : "stopped"))
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

    /// Waits for every process to end; whether each exited normally (a part's process that ends with a signal or a
    /// status other than 0 gave no answer). After `limit` seconds, every one still running is ended.
    private static func waitForAll(_ pids: [pid_t], limit: Double?) async -> Bool {
        let clock = ContinuousClock()
        let deadline = limit.map { clock.now + .nanoseconds(Int64($0 * 1e9)) }
        var running = Set(pids)
        var clean = true
        while !running.isEmpty {
            if let deadline, clock.now > deadline {
                for pid in running.sorted() {
                    kill(pid, SIGKILL)
                    var status: Int32 = 0
                    _ = waitpid(pid, &status, 0)
                }
                return false
            }
            for pid in running.sorted() {
                var status: Int32 = 0
                let result = waitpid(pid, &status, WNOHANG)
                if result == pid {
                    running.remove(pid)
                    if status != 0 { clean = false }
                } else if result < 0 && errno != EINTR {
                    running.remove(pid)
                    clean = false
                }
            }
            if !running.isEmpty { try? await Task.sleep(nanoseconds: 2_000_000) }
        }
        return clean
    }

    /// In a part's process: runs `part` on `target` within `seconds` and writes the result at `path`; a hang ends the
    /// process at the run's `deadline` (seconds per execution), with nothing written.
    package static func serve(_ part: Explorer.ProofPart, seconds: Double?, of target: PropertyTarget, deadline: Double?,
                              writingTo path: String) async {
        RunMonitor.shared.begin(context: "", deadline: deadline)
        defer { RunMonitor.shared.end() }
        let limit = seconds.map { ContinuousClock.now + .nanoseconds(Int64($0 * 1e9)) }
        let result = await Explorer.runPart(part, of: target, deadline: limit)
        try? Data(result.text(actionNames: target.spec.userActionNames).utf8).write(to: URL(fileURLWithPath: path))
    }
}

extension Explorer.ProofPart {
    /// `rule|length|index|count|eventsLeft|seconds`, with `-` for no rule and no time limit: how a part and its time
    /// limit are handed to its process.
    package func text(seconds: Double?) -> String {
        "\(rule ?? "-")|\(length)|\(index)|\(count)|\(eventsLeft)|\(seconds.map { "\($0)" } ?? "-")"
    }

    /// Reads `text(seconds:)`; `nil` for anything else.
    package static func parse(_ text: String) -> (part: Explorer.ProofPart, seconds: Double?)? {
        let fields = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 6, let length = Int(fields[1]), let index = Int(fields[2]), let count = Int(fields[3]),
              let left = Int(fields[4]), length >= 1, count >= 1, (1...count).contains(index), left >= 0 else { return nil }
        let seconds: Double?
        if fields[5] == "-" {
            seconds = nil
        } else {
            guard let value = Double(fields[5]), value.isFinite, value >= 0 else { return nil }
            seconds = value
        }
        let part = Explorer.ProofPart(rule: fields[0] == "-" ? nil : fields[0], length: length, index: index, count: count,
                                      eventsLeft: left)
        return (part, seconds)
    }
}

extension Explorer.ProofPartResult {
    /// A line each: `sequences N`, `events N`, `check N` or `check -`, `timed out 0|1`, then `found` and the events
    /// (as `LifecycleEvent.description(actionNames:)` prints them), separated by tabs, or `found -`.
    package func text(actionNames: [String]) -> String {
        let check = lastCheck.map(String.init) ?? "-"
        let failing = found.map { $0.map { $0.description(actionNames: actionNames) }.joined(separator: "\t") } ?? "-"
        return "sequences \(sequences)\nevents \(events)\ncheck \(check)\ntimed out \(timedOut ? 1 : 0)\nfound \(failing)\n"
    }

    /// Reads `text(actionNames:)`; `nil` for anything else, such as a file the part's process never wrote.
    package init?(text: String, actionNames: [String]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count == 6, lines[5].isEmpty,
              lines[0].hasPrefix("sequences "), let sequences = Int(lines[0].dropFirst("sequences ".count)),
              lines[1].hasPrefix("events "), let events = Int(lines[1].dropFirst("events ".count)),
              lines[2].hasPrefix("check "), lines[3].hasPrefix("timed out "), lines[4].hasPrefix("found ")
        else { return nil }
        let check = lines[2].dropFirst("check ".count)
        let timed = lines[3].dropFirst("timed out ".count)
        let failing = lines[4].dropFirst("found ".count)
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
        self.init(sequences: sequences, events: events, lastCheck: Int(check), found: found, timedOut: timed == "1")
    }
}
