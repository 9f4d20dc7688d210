import LifecycleRules

/// The outcome of replaying a recorded trace against an app: the mapping, the run, and the first failure.
///
/// A failure reads like a generated one (headline, timeline with the failing event marked,
/// expectation, replay check, replay line, regression snippet), with the trace line where the
/// failing event begins; the events are the trace's, not shrunk:
///
/// ```text
/// A1 restoration round-trip: …
///   in NoRestorationActivity (pad, scenes)
/// Trace editor.jsonl: 41 calls mapped to 14 events; event 7 fails (trace line 24); not shrunk
/// Timeline (one lane per session; ▸ marks the failing event):
/// …
/// ```
public struct TraceReplayReport: Sendable {
    /// The app's name.
    public var appName: String
    /// What the trace is called (its path).
    public var traceName: String
    /// The specification configuration the app ran under.
    public var spec: SpecConfiguration
    /// The trace mapped to events.
    public var mapping: TraceEventMapping
    /// The other reading of a vague source the trace mapped under (`nil`: the one asked for).
    public var reading: String?
    /// The events run: the mapping's, with the user actions asked for put in.
    public var events: [LifecycleEvent]
    /// For each of `events`, the trace line where it begins.
    public var eventLines: [Int]
    /// The run.
    public var execution: Execution
    /// For a failure, whether replays failed the same way.
    public var flakiness: Flakiness?
    /// The command that replays this trace.
    public var replayCommand: String

    /// The first rule broken, or `nil`.
    public var failure: PropertyFailure? { execution.failure }

    /// Whether every rule held.
    public var passed: Bool { execution.failure == nil }

    /// The trace line where the failing event begins, when the replay ran every mapped event as mapped.
    public var failingLine: Int? {
        guard let i = execution.failureIndex, execution.dropped == 0, i < eventLines.count else { return nil }
        return eventLines[i]
    }

    /// The readable report. Control characters in the trace's name are escaped, so every line is one line.
    public var text: String {
        let head = "\(mapping.callCount) \(mapping.callCount == 1 ? "call" : "calls") mapped to "
            + "\(events.count) \(events.count == 1 ? "event" : "events")"
        var out = ""
        guard let failure else {
            out += "PASS \(appName) (\(spec.device), \(spec.mode)): trace \(EscapedText.controls(traceName)), \(head); "
                + "every rule held\n"
            out += context
            out += "Replay: \(EscapedText.controls(replayCommand))\n"
            return out
        }
        out += "\(failure.rule) \(failure.title): \(failure.message)\n"
        out += "  in \(appName) (\(spec.device), \(spec.mode))\n"
        out += "Trace \(EscapedText.controls(traceName)): \(head)"
        if let i = execution.failureIndex {
            out += "; event \(i + 1) fails"
            if let line = failingLine { out += " (trace line \(line))" }
        }
        out += "; not shrunk\n"
        out += context
        out += "Timeline (one lane per session; ▸ marks the failing event):\n"
        out += Timeline.render(execution.plainEvents, calls: execution.timeline, failing: execution.failureIndex,
                               storage: execution.storageChanges)
        out += "Expected: \(failure.expected)\n"
        for line in failure.details { out += "  \(line)\n" }
        switch flakiness {
        case .deterministic(let n)?: out += "Replays: fails the same way \(n) of \(n) times\n"
        case .nondeterministic(let detail)?: out += "Replays: NONDETERMINISTIC delegate: \(detail)\n"
        case nil: break
        }
        out += "Replay: \(EscapedText.controls(replayCommand))\n"
        out += "Regression test:\n"
        out += Timeline.wrap(execution.plainEvents.map(\.swiftLiteral), head: "  let events: [LifecycleEvent] = [", width: 80)
            .dropLast() + "]\n"
        return out
    }

    /// The same report as one JSON object, keys in a fixed order:
    ///
    /// ```json
    /// {"verdict":"violation","exitStatus":1,"trace":"editor.jsonl","target":"NoRestorationActivity",
    ///  "device":"pad","mode":"scenes","calls":42,"events":16,"reading":null,
    ///  "sessions":["7D1B…"],"notes":[{"line":7,"text":"…"}],"skippedEvents":0,
    ///  "failure":{"rule":"A1","title":"…","message":"…","expected":"…","event":9,"line":22,
    ///             "events":["launch","…"],"nondeterministic":"…"},
    ///  "replay":"lifecycle-check replay-trace …"}
    /// ```
    /// `verdict` is `pass` (exit 0) or `violation` (exit 1); `failure` is there only for a violation,
    /// its `line` only when known, `nondeterministic` only when replays differed.
    public var json: String {
        var fields = [
            "\"verdict\":\(JSONText.string(passed ? "pass" : "violation"))",
            "\"exitStatus\":\(passed ? 0 : 1)",
            "\"trace\":\(JSONText.string(traceName))",
            "\"target\":\(JSONText.string(appName))",
            "\"device\":\(JSONText.string(spec.device.rawValue))",
            "\"mode\":\(JSONText.string(spec.mode.description))",
            "\"calls\":\(mapping.callCount)",
            "\"events\":\(events.count)",
            "\"reading\":\(reading.map(JSONText.string) ?? "null")",
            "\"sessions\":\(JSONText.array(mapping.sessionNames))",
            "\"notes\":[" + mapping.notes.map { "{\"line\":\($0.line),\"text\":\(JSONText.string($0.text))}" }
                .joined(separator: ",") + "]",
            "\"skippedEvents\":\(execution.dropped)",
        ]
        if let failure {
            var f = "\"rule\":\(JSONText.string(failure.rule)),\"title\":\(JSONText.string(failure.title)),"
            f += "\"message\":\(JSONText.string(failure.message)),\"expected\":\(JSONText.string(failure.expected)),"
            f += "\"event\":\((execution.failureIndex ?? -1) + 1),"
            if let line = failingLine { f += "\"line\":\(line)," }
            f += "\"events\":\(JSONText.array(execution.plainEvents.map(\.description)))"
            if case .nondeterministic(let detail)? = flakiness { f += ",\"nondeterministic\":\(JSONText.string(detail))" }
            fields.append("\"failure\":{\(f)}")
        }
        fields.append("\"replay\":\(JSONText.string(replayCommand))")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The JSON object `lifecycle-check replay-trace --json` prints for a trace it cannot map (exit 2).
    public static func json(trace: String, error: TraceMappingError) -> String {
        "{\"verdict\":\"unmappable\",\"exitStatus\":2,\"trace\":\(JSONText.string(trace)),"
            + "\"error\":{\"line\":\(error.line),\"message\":\(JSONText.string(error.message))}}"
    }

    /// Sessions, the reading used, notes and skipped events: what a reader needs to relate the report to the trace.
    private var context: String {
        var out = ""
        let named = mapping.sessionNames.enumerated().map { "\(SessionID($0.offset)) = \(EscapedText.quoted($0.element))" }
        if !named.isEmpty { out += "Sessions: \(named.joined(separator: ", "))\n" }
        if let reading { out += "Reading: \(reading) (the trace does not map under the default readings)\n" }
        for note in mapping.notes { out += "note: \(EscapedText.controls(traceName)):\(note.line): \(EscapedText.controls(note.text))\n" }
        if execution.dropped > 0 {
            out += "note: \(execution.dropped) mapped \(execution.dropped == 1 ? "event was" : "events were") not legal when "
                + "replayed (the app's own requests changed the lifecycle) and skipped\n"
        }
        return out
    }
}
