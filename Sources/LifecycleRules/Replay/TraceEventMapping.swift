/// A recorded trace turned into the lifecycle events that produce it: what ``TraceEventMapper`` returns.
///
/// Replaying `events` through the specification (or the reference runtime) from a fresh install
/// gives the trace's calls, in order, with the trace's sessions renamed `A`, `B`, … by creation.
public struct TraceEventMapping: Hashable, Sendable {
    /// Something the mapping could only approximate, at a line of the trace.
    public struct Note: Hashable, Sendable, CustomStringConvertible {
        /// The 1-based line the note is about.
        public var line: Int
        /// What was approximated, in one sentence.
        public var text: String

        public init(line: Int, text: String) {
            self.line = line
            self.text = text
        }

        /// `line 7: …`
        public var description: String { "line \(line): \(text)" }
    }

    /// The events, in order. Events the trace cannot show (a process death, a discard while the app
    /// was not running) are included where the trace implies them.
    public var events: [LifecycleEvent]
    /// For each event, the trace line of its first call (for an event without calls, the line of the
    /// next call, or the last line plus one at the end of the trace).
    public var lines: [Int]
    /// The trace's session identifiers, by `SessionID.index`.
    public var sessionNames: [String]
    /// Approximations, in line order: payloads not found in the app's catalog, a trace that ends inside an event.
    public var notes: [Note]
    /// How many call lines the trace had.
    public var callCount: Int

    public init(events: [LifecycleEvent], lines: [Int], sessionNames: [String], notes: [Note], callCount: Int) {
        self.events = events
        self.lines = lines
        self.sessionNames = sessionNames
        self.notes = notes
        self.callCount = callCount
    }
}
