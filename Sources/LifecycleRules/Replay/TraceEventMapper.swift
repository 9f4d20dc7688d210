/// Finds the lifecycle events whose callbacks, under a specification, reproduce a recorded trace.
///
/// The mapper walks the specification from a fresh install. At each point it tries every legal
/// event, steps a copy of the state, and keeps the events whose callbacks equal the next lines of
/// the trace: the same calls, for the same sessions and scenes (a trace's sessions are bound to
/// `A`, `B`, … at their `configurationForConnecting`, its scenes at their willConnect), the same
/// kind of connection content, and the same discarded sessions. The longest match is tried first;
/// if the trace later stops matching, the search backs up and tries the next one. Events the trace
/// cannot show are put in where the trace implies them: a process death before a launch of a
/// running app, and discards of sessions while the app was not running (reported at the next launch).
///
/// What the app returned (`stateRestorationActivity(for:)`, the restoration a willConnect carries)
/// is not matched, since another build of the app may return something else; it only tells a
/// connect whose stored activity was withheld (protected data) from an ordinary one. URLs,
/// activities and quick actions are mapped to the app's ``PayloadCatalog`` by value; one not in the
/// catalog becomes payload 0, with a note. A trace that ends inside an event maps to the whole
/// event, with a note. A launch without `application(_:willFinishLaunchingWithOptions:)` matches
/// one with it (recorders often leave it out; the replay calls it).
///
/// Guarantees: the same trace and specification give the same mapping (nothing depends on hashing
/// order); replaying ``TraceEventMapping/events`` through the specification gives the trace's calls
/// (up to the returned activities and the payloads noted). A trace that breaks a system rule
/// (S1–S13, `TraceChecker`) is rejected first, naming the rule. Memory and time are linear in the
/// trace for traces the first matches explain; backing up is bounded by ``searchBudget``.
public struct TraceEventMapper: Sendable {
    /// The specification whose events are searched.
    public let specification: Specification
    /// What the app's payload numbers stand for.
    public let payloads: PayloadCatalog
    /// The most dead ends (points where no event fits the next line) the search backs up from before
    /// it gives up. Forward progress is not counted: a trace the first matches explain costs one step
    /// per event, however long.
    public var searchBudget: Int = 2_000

    /// A mapper for a specification and an app's payloads.
    public init(specification: Specification, payloads: PayloadCatalog) {
        self.specification = specification
        self.payloads = payloads
    }

    /// Maps the trace in `text` (JSON Lines, trace format 1).
    ///
    /// - Throws: ``TraceMappingError`` for the first invalid line, or where no lifecycle of the
    ///   specification produces the trace, and why.
    public func map(text: String) throws(TraceMappingError) -> TraceEventMapping {
        try map(TraceReader.readAll(text: text))
    }

    /// Maps a trace as ``TraceReader/readAll(text:)`` returns it.
    ///
    /// - Throws: ``TraceMappingError`` for the first invalid line, or where no lifecycle of the
    ///   specification produces the trace, and why.
    public func map(_ contents: TraceReader.Contents) throws(TraceMappingError) -> TraceEventMapping {
        if let error = contents.errors.first {
            throw TraceMappingError(line: error.line, message: "not a valid trace: \(error.message)")
        }
        return try map(contents.lines, header: contents.header)
    }

    /// Maps the calls of a trace with its header.
    ///
    /// - Throws: ``TraceMappingError`` naming the first line no event of the specification explains,
    ///   with the state there; or, when the trace breaks a system rule before that line, the rule.
    public func map(_ lines: [TraceLine], header: TraceHeader) throws(TraceMappingError) -> TraceEventMapping {
        let usesScenes = specification.configuration.usesScenes
        if (header.mode == .scenes) != usesScenes {
            throw TraceMappingError(
                line: 1, message: "the trace was recorded in \(header.mode.rawValue) mode, but the replay runs the app in "
                    + "\(specification.configuration.mode) mode")
        }
        guard !lines.isEmpty else { throw TraceMappingError(line: 0, message: "the trace has no calls to replay") }
        // A trace that breaks a system rule is produced by no lifecycle of the specification: say which rule.
        if let v = TraceChecker.check(lines, header: header).min(by: { ($0.place.line ?? 0) < ($1.place.line ?? 0) }) {
            throw TraceMappingError(
                line: v.place.line ?? 0, message: "the trace breaks \(v.rule.id) \(v.rule.title) (\(v.message)), so no lifecycle "
                    + "of the specification produces it; 'lifecycle-check check' reports it in full")
        }
        var search = Search(mapper: self, lines: lines, header: header)
        if !header.existingSessions.isEmpty && usesScenes { try search.createExistingSessions() }
        return try search.run()
    }
}
