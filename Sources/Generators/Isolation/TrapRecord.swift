import LifecycleRules

/// How an isolated check's worker ended inside an event: what the report calls a trap, an exit or a hang.
package enum TrapEnding: Hashable, Sendable {
    /// The process was ended by this signal (a Swift runtime trap is `SIGILL` or `SIGTRAP`).
    case signal(Int32)
    /// The app called `exit(_:)`.
    case exit
    /// The app did not return within the deadline.
    case hang

    /// The rule field of the failure the check reports for it.
    package var rule: String {
        switch self {
        case .signal: return "TRAP"
        case .exit: return "EXIT"
        case .hang: return "HANG"
        }
    }

    package var title: String {
        switch self {
        case .signal: return "the app trapped"
        case .exit: return "the app called exit()"
        case .hang: return "the app did not return"
        }
    }

    /// `signal 4 (SIGILL)`, `exit(0)`, `no return within the deadline`.
    package var words: String {
        switch self {
        case .signal(let n): return "signal \(n)" + (Self.signalNames[n].map { " (\($0))" } ?? "")
        case .exit: return "exit()"
        case .hang: return "no return within the deadline"
        }
    }

    /// Whether `failure` is a trap a guarded run reported at its last event (not in the end-of-run checks): a replay
    /// outside the guard must stop before that event.
    package static func endsBeforeLastEvent(_ failure: PropertyFailure) -> Bool {
        isEnding(failure.rule) && !failure.message.contains(TrapRecord.atFinishWords)
    }

    /// Whether `rule` is the rule field of a trap, an exit or a hang: a failure no rule checks, found by a worker
    /// that ended, and run again only where the traps are known.
    package static func isEnding(_ rule: String) -> Bool {
        [TrapEnding.signal(0).rule, TrapEnding.exit.rule, TrapEnding.hang.rule].contains(rule)
    }

    /// What iOS expects instead.
    package var expected: String {
        switch self {
        case .signal: return "every callback returns: on a device a trap is a crash, which ends the app and its windows"
        case .exit: return "the app never ends its own process: iOS ends apps (Apple's Technical Q&A QA1561, "
            + "\"How do I programmatically quit my iOS application?\")"
        case .hang: return "every callback returns within the deadline: iOS's watchdog ends an app whose main thread stops responding"
        }
    }

    static let signalNames: [Int32: String] = [4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 11: "SIGSEGV"]
}

/// A trap a worker saw: the events one run sent, the last of which (or the end-of-run checks after them) did not
/// return, how the process ended, and what the Swift runtime said.
///
/// Runs are deterministic, so the same events sent to a fresh run trap again: a run guarded by the record
/// (`TrapGuardedRun`) stops before that point and reports the trap as a failure instead of running into it.
package struct TrapRecord: Hashable, Sendable {
    /// The events the run sent, as `LifecycleEvent.description` gives them; the last one trapped unless `atFinish`.
    package var events: [String]
    /// The run trapped in its end-of-run checks, after every event returned.
    package var atFinish: Bool
    package var ending: TrapEnding
    /// The runtime's last `Fatal error:` line (file, line and message), or empty.
    package var message: String

    package init(events: [String], atFinish: Bool, ending: TrapEnding, message: String) {
        self.events = events
        self.atFinish = atFinish
        self.ending = ending
        self.message = message
    }

    static let atFinishWords = "in the end-of-run checks"

    /// What a hang's report says of its usual causes, one of them Foundation's on Linux, not the app's.
    package static let hangCauses = "A callback hangs when it loops or waits for what the runtime never delivers (a run loop, "
        + "a semaphore, a network reply). One hang is Foundation's on Linux, not iOS's: UserDefaults.set(nil, forKey:) "
        + "with a bare nil picks the URL? overload, which calls itself forever in swift-corelibs-foundation, where iOS "
        + "removes the value; removeObject(forKey:) removes it on both."

    /// The failure a guarded run reports in place of the trap.
    package func failure(at event: String?) -> PropertyFailure {
        let place = event.map { "at \($0)" } ?? Self.atFinishWords
        let said = message.isEmpty ? "" : ": \(message)"
        return PropertyFailure(
            rule: ending.rule, title: ending.title,
            message: "\(ending.words) \(place)\(said)",
            expected: ending.expected,
            details: ["The check ran the app in a child process, so this ended that process only. To see it happen in "
                      + "this process (under a debugger, say), replay with LIFECYCLE_ISOLATION=none or run the regression test."]
                + (ending == .hang ? [Self.hangCauses] : []))
    }
}

/// The trap records of isolated checks, in the order they were found, as text a worker reads.
///
/// A line `K <check key>` starts a check's records. One record is a line `T <ending> <message>`, one line
/// `E <event>` per event, an optional `F` (at the end-of-run checks) and a line `Z`. Messages and events are one
/// line each (line breaks become spaces).
package enum TrapRecordText {
    /// Each check's key line and records, in the order given.
    package static func encode(checks: [(key: String, records: [TrapRecord])]) -> String {
        checks.map { "K \(oneLine($0.key))\n" + encode($0.records) }.joined()
    }

    /// The records of each check a text names by key.
    package static func decodeChecks(_ text: String) -> [String: [TrapRecord]] {
        var checks: [String: [TrapRecord]] = [:]
        var key: String?
        var body = ""
        func flush() { if let key { checks[key] = decode(body) } }
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("K ") {
                flush()
                key = String(line.dropFirst(2))
                body = ""
            } else {
                body += line + "\n"
            }
        }
        flush()
        return checks
    }

    package static func encode(_ records: [TrapRecord]) -> String {
        var out = ""
        for r in records {
            let ending: String
            switch r.ending {
            case .signal(let n): ending = "signal:\(n)"
            case .exit: ending = "exit"
            case .hang: ending = "hang"
            }
            out += "T \(ending) \(oneLine(r.message))\n"
            for e in r.events { out += "E \(oneLine(e))\n" }
            if r.atFinish { out += "F\n" }
            out += "Z\n"
        }
        return out
    }

    /// Reads records; `message` fills a record whose `T` line has none (a worker's handler writes no message).
    /// A record cut short (no `Z`) is kept: the process may have ended while writing it.
    package static func decode(_ text: String) -> [TrapRecord] {
        var records: [TrapRecord] = []
        var current: TrapRecord?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("T ") {
                if let c = current { records.append(c) }
                let rest = line.dropFirst(2)
                let word = rest.prefix { $0 != " " }
                let message = rest.dropFirst(word.count).drop { $0 == " " }
                current = TrapRecord(events: [], atFinish: false, ending: ending(String(word)), message: String(message))
            } else if line.hasPrefix("E "), current != nil {
                current!.events.append(String(line.dropFirst(2)))
            } else if line == "F", current != nil {
                current!.atFinish = true
            } else if line == "Z", let c = current {
                records.append(c)
                current = nil
            }
        }
        if let c = current { records.append(c) }
        return records
    }

    static func ending(_ word: String) -> TrapEnding {
        if word == "hang" { return .hang }
        if word == "exit" { return .exit }
        return .signal(Int32(word.dropFirst("signal:".count)) ?? 0)
    }

    static func oneLine(_ s: String) -> String {
        String(s.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
