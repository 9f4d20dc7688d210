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
        if let v = TraceChecker.check(lines, header: header).min(by: { $0.line < $1.line }) {
            throw TraceMappingError(
                line: v.line, message: "the trace breaks \(v.rule.id) \(v.rule.title) (\(v.message)), so no lifecycle "
                    + "of the specification produces it; 'lifecycle-check check' reports it in full")
        }
        var search = Search(mapper: self, lines: lines, header: header)
        if !header.existingSessions.isEmpty && usesScenes { try search.createExistingSessions() }
        return try search.run()
    }
}

// MARK: - The search

extension TraceEventMapper {
    /// Where the mapping is: the spec state, the next line, and how the trace's names are bound.
    struct Cursor {
        var state: SpecState
        var position = 0
        var sessionOfName: [String: SessionID] = [:]
        var names: [String?] = []
        var sceneNames: [String?] = []
        /// The restoration activity the trace last showed for each session.
        var stored: [TraceActivity?] = []

        mutating func grow(to count: Int) {
            while names.count < count {
                names.append(nil)
                sceneNames.append(nil)
                stored.append(nil)
            }
        }
    }

    /// Events that explain the lines from a cursor on, and the cursor after them.
    struct Candidate {
        var events: [LifecycleEvent]
        var cursor: Cursor
        var length: Int
        var notes: [TraceEventMapping.Note]
    }

    struct Frame {
        var candidates: [Candidate]
        var next: Int
    }

    /// The deepest point a partly matching event reached before a line differed.
    struct Mismatch {
        var position: Int
        var expected: SpecCall
        var event: LifecycleEvent
    }

    struct Search {
        let mapper: TraceEventMapper
        let lines: [TraceLine]
        let header: TraceHeader
        var spec: Specification { mapper.specification }
        var furthest: Cursor
        var mismatch: Mismatch?
        var deadEnds = 0
        /// Events before the trace's first line: the prologue that makes the header's existing sessions.
        var prologue: [LifecycleEvent] = []
        var prologueNotes: [TraceEventMapping.Note] = []

        init(mapper: TraceEventMapper, lines: [TraceLine], header: TraceHeader) {
            self.mapper = mapper
            self.lines = lines
            self.header = header
            furthest = Cursor(state: mapper.specification.initialState())
        }

        /// Sessions that existed before the recording began are made by a prologue the trace does not show:
        /// a launch, a window for each further session, each to the background, and a process death. They
        /// are bound to the header's names in order; their restoration activities are unknown.
        mutating func createExistingSessions() throws(TraceMappingError) {
            let existing = header.existingSessions
            var cursor = furthest
            var events: [LifecycleEvent] = [.launch]
            for _ in existing.dropFirst() { events.append(.openWindow(.user)) }
            for i in existing.indices { events.append(.background(SessionID(i))) }
            events.append(.processDeath)
            for event in events {
                guard spec.isLegal(event, in: cursor.state) else {
                    throw TraceMappingError(
                        line: 1, message: "the header names \(existing.count) existing sessions, which the specification "
                            + "cannot make on \(spec.configuration.device) with multipleScenes "
                            + "\(spec.configuration.supportsMultipleScenes)")
                }
                _ = spec.step(event, &cursor.state)
            }
            cursor.grow(to: cursor.state.sessions.count)
            for (i, name) in existing.enumerated() where cursor.sessionOfName[name] == nil {
                cursor.sessionOfName[name] = SessionID(i)
                cursor.names[i] = name
            }
            furthest = cursor
            prologue = events
            prologueNotes = [TraceEventMapping.Note(
                line: 1, text: "the sessions the header lists as existing are made first, by events the trace does not "
                    + "show (\(events.map(\.description).joined(separator: ", ")))")]
        }

        mutating func run() throws(TraceMappingError) -> TraceEventMapping {
            var current = furthest
            var stack: [Frame] = []
            var exhausted = false
            while current.position < lines.count {
                let found = candidates(from: current)
                if found.isEmpty {
                    if current.position > furthest.position { furthest = current }
                    deadEnds += 1
                    if deadEnds > mapper.searchBudget { exhausted = true; break }
                    // Back up to the last point with an untried candidate.
                    var resumed = false
                    while let top = stack.last {
                        if top.next < top.candidates.count {
                            current = top.candidates[top.next].cursor
                            stack[stack.count - 1].next += 1
                            resumed = true
                            break
                        }
                        stack.removeLast()
                    }
                    if !resumed { break }
                } else {
                    stack.append(Frame(candidates: found, next: 1))
                    current = found[0].cursor
                }
            }
            guard current.position >= lines.count else { throw failure(exhausted: exhausted) }
            var events = prologue
            var eventLines = prologue.map { _ in lines.first?.number ?? 1 }
            var notes = prologueNotes
            for frame in stack {
                let chosen = frame.candidates[frame.next - 1]
                let before = chosen.cursor.position - chosen.length
                let line = before < lines.count ? lines[before].number : (lines.last?.number ?? 0) + 1
                for event in chosen.events {
                    events.append(event)
                    eventLines.append(line)
                }
                notes += chosen.notes
            }
            return TraceEventMapping(events: events, lines: eventLines, sessionNames: current.names.map { $0 ?? "" },
                                     notes: notes, callCount: lines.count)
        }

        // MARK: Candidates

        /// The events that explain the next lines: those whose calls match directly, longest first; else
        /// the same after events the trace cannot show (a process death, discards while not running).
        mutating func candidates(from cursor: Cursor) -> [Candidate] {
            let direct = matching(from: cursor, silent: [])
            if !direct.isEmpty { return direct }
            var found: [Candidate] = []
            silent(from: cursor, prefix: [], into: &found, depth: cursor.state.liveSessions.count + 1)
            // The longest match first (a deferred discard reads as one, not as a background launch and a
            // discard), then the fewest unseen events.
            return Self.distinct(found.enumerated().sorted {
                (-$0.element.length, $0.element.events.count, $0.offset) < (-$1.element.length, $1.element.events.count, $1.offset)
            }.map(\.element))
        }

        private mutating func silent(from cursor: Cursor, prefix: [LifecycleEvent], into found: inout [Candidate], depth: Int) {
            guard depth > 0 else { return }
            for event in spec.legalEvents(in: cursor.state) where isSilentCandidate(event, after: prefix) {
                var next = cursor
                let calls = spec.step(event, &next.state).filter { $0.traceCall != nil }
                guard calls.isEmpty else { continue }
                let path = prefix + [event]
                found += matching(from: next, silent: path)
                silent(from: next, prefix: path, into: &found, depth: depth - 1)
            }
        }

        /// A process death, or a discard while not running (in session order, so each set is tried once).
        private func isSilentCandidate(_ event: LifecycleEvent, after prefix: [LifecycleEvent]) -> Bool {
            switch event {
            case .processDeath: return true
            case .discard(let s, .user):
                if case .discard(let previous, _)? = prefix.last { return previous < s }
                return true
            default: return false
            }
        }

        private mutating func matching(from cursor: Cursor, silent prefix: [LifecycleEvent]) -> [Candidate] {
            var found: [Candidate] = []
            for event in spec.legalEvents(in: cursor.state) where isDirectCandidate(event) {
                var next = cursor
                let calls = spec.step(event, &next.state).filter { $0.traceCall != nil }
                guard !calls.isEmpty else { continue }
                next.grow(to: next.state.sessions.count)
                var matched = 0
                var explained = 0
                var ok = true
                for call in calls {
                    guard next.position < lines.count else { break }
                    explained += 1
                    // Recorders often leave willFinishLaunching out: the trace need not show it.
                    if call == .willFinishLaunching && lines[next.position].record.call != .willFinishLaunching {
                        continue
                    }
                    guard matches(call, lines[next.position].record, &next) else {
                        if mismatch.map({ next.position > $0.position }) ?? true {
                            mismatch = Mismatch(position: next.position, expected: call, event: event)
                        }
                        ok = false
                        break
                    }
                    next.position += 1
                    matched += 1
                }
                guard ok, matched > 0 else { continue }
                var notes: [TraceEventMapping.Note] = []
                let fixed = withPayload(event, lines: cursor.position..<next.position, notes: &notes)
                if explained < calls.count {
                    notes.append(TraceEventMapping.Note(
                        line: lines[lines.count - 1].number,
                        text: "the trace ends inside '\(fixed)' (\(explained) of its \(calls.count) callbacks); "
                            + "the replay runs the whole event"))
                }
                found.append(Candidate(events: prefix + [fixed], cursor: next, length: matched, notes: notes))
            }
            return Self.distinct(found.enumerated().sorted { ($0.element.length, -$0.offset) > ($1.element.length, -$1.offset) }
                .map(\.element))
        }

        /// The candidates without those that end where an earlier one ends (same line, same state, same
        /// names): `openWindow` and `requestNewWindow` make the same calls, and trying both after a later
        /// mismatch would double the search for nothing.
        static func distinct(_ candidates: [Candidate]) -> [Candidate] {
            var kept: [Candidate] = []
            for c in candidates where !kept.contains(where: {
                $0.cursor.position == c.cursor.position && $0.cursor.state == c.cursor.state
                    && $0.cursor.names == c.cursor.names && $0.cursor.sceneNames == c.cursor.sceneNames
            }) {
                kept.append(c)
            }
            return kept
        }

        /// Events worth trying: no user actions (a trace cannot show them), one payload per delivery kind
        /// (the payload is read from the trace afterwards).
        private func isDirectCandidate(_ event: LifecycleEvent) -> Bool {
            switch event {
            case .userAction: return false
            case .openURL(_, let p), .continueActivity(_, let p), .handoff(_, let p), .shortcut(_, let p): return p == 0
            default: return true
            }
        }

        // MARK: Matching one call

        private func matches(_ call: SpecCall, _ record: TraceRecord, _ cursor: inout Cursor) -> Bool {
            guard call.traceCall == record.call else { return false }
            switch call {
            case .configurationForConnecting(let s, let role, _):
                guard roleMatches(role, record.role), let name = record.session else { return false }
                return bind(name, to: s, &cursor)
            case .willConnect(let s, _, let content):
                guard let name = record.session, bind(name, to: s, &cursor) else { return false }
                if let role = cursor.state.session(s)?.role, !roleMatches(role, record.role) { return false }
                guard contentMatches(content, record, stored: cursor.stored[s.index]) else { return false }
                if let scene = record.scene { cursor.sceneNames[s.index] = scene }
                if case .some(.some(let activity)) = record.restoration { cursor.stored[s.index] = activity }
                return true
            case .didDisconnect(let s, _), .willEnterForeground(let s, _), .didBecomeActive(let s, _),
                 .willResignActive(let s, _), .didEnterBackground(let s, _), .openURLContexts(let s, _, _),
                 .continueActivity(let s, _, _), .performAction(let s, _, _):
                return sceneMatches(s, record, &cursor)
            case .stateRestorationActivity(let s, _):
                guard sceneMatches(s, record, &cursor) else { return false }
                if case .some(let returned) = record.restoration { cursor.stored[s.index] = returned }
                return true
            case .didDiscardSceneSessions(let ids):
                guard let names = record.sessions, names.count == ids.count else { return false }
                var mapped: [SessionID] = []
                for name in names {
                    guard let s = cursor.sessionOfName[name] else { return false }
                    mapped.append(s)
                }
                guard mapped.sorted() == ids.sorted() else { return false }
                for s in ids { cursor.stored[s.index] = nil }
                return true
            default:
                return true
            }
        }

        private func sceneMatches(_ s: SessionID, _ record: TraceRecord, _ cursor: inout Cursor) -> Bool {
            guard let name = record.session, bind(name, to: s, &cursor) else { return false }
            if let scene = record.scene, let known = cursor.sceneNames[s.index], scene != known { return false }
            return true
        }

        /// Binds a trace session name to a spec session, or checks the binding made before.
        private func bind(_ name: String, to s: SessionID, _ cursor: inout Cursor) -> Bool {
            if let bound = cursor.sessionOfName[name] { return bound == s }
            guard cursor.names[s.index] == nil else { return false }
            cursor.sessionOfName[name] = s
            cursor.names[s.index] = name
            return true
        }

        private func roleMatches(_ role: SpecRole, _ raw: String?) -> Bool {
            guard let raw else { return true }
            switch role {
            case .application: return raw == SceneSessionRole.windowApplication.rawValue
            case .externalDisplay: return raw.contains("ExternalDisplay")
            }
        }

        /// The connection content a willConnect line shows: URLs, activities, a quick action, or nothing;
        /// nothing with a null restoration where one was stored is a withheld restoration.
        private func contentMatches(_ content: ConnectionContent, _ record: TraceRecord, stored: TraceActivity?) -> Bool {
            let urls = !(record.urls ?? []).isEmpty
            let activities = !(record.activities ?? []).isEmpty
            let shortcut = record.shortcut != nil
            let withheld: Bool
            if case .some(.none) = record.restoration { withheld = stored != nil } else { withheld = false }
            switch content {
            case .url: return urls && !activities && !shortcut
            case .activity: return activities && !urls && !shortcut
            case .shortcut: return shortcut && !urls && !activities
            case .none, .handoff: return !urls && !activities && !shortcut && !withheld
            case .withheldRestoration: return !urls && !activities && !shortcut && withheld
            }
        }

        // MARK: Payloads

        /// The event with the payload the trace shows, looked up in the app's catalog by value.
        private func withPayload(_ event: LifecycleEvent, lines range: Range<Int>,
                                 notes: inout [TraceEventMapping.Note]) -> LifecycleEvent {
            func payload(_ index: Int?, _ what: String, line: Int) -> Int {
                if let index, index < spec.configuration.payloadCount { return index }
                notes.append(TraceEventMapping.Note(
                    line: line, text: "\(what) is not among the app's payloads; the replay delivers payload 0"))
                return 0
            }
            switch event {
            case .openURL(let target, _):
                guard let line = lines[range].first(where: { !($0.record.urls ?? []).isEmpty }) else { return event }
                let url = line.record.urls![0]
                return .openURL(target, payload: payload(mapper.payloads.urls.firstIndex(of: url),
                                                         "the URL \(EscapedText.quoted(url))", line: line.number))
            case .continueActivity(let target, _), .handoff(let target, _):
                guard let line = lines[range].first(where: { !($0.record.activities ?? []).isEmpty }) else { return event }
                let activity = line.record.activities![0]
                let catalog = mapper.payloads.activities
                var index = catalog.firstIndex { $0.traceActivity == activity }
                if index == nil, let byType = catalog.firstIndex(where: { $0.activityType == activity.type }) {
                    index = byType
                    notes.append(TraceEventMapping.Note(
                        line: line.number, text: "the activity \(EscapedText.quoted(activity.description)) is matched "
                            + "by its type only, to payload \(byType)"))
                }
                let p = payload(index, "the activity \(EscapedText.quoted(activity.description))", line: line.number)
                if case .handoff = event { return .handoff(target, payload: p) }
                return .continueActivity(target, payload: p)
            case .shortcut(let target, _):
                guard let line = lines[range].first(where: { $0.record.shortcut != nil }) else { return event }
                let type = line.record.shortcut!
                return .shortcut(target, payload: payload(mapper.payloads.shortcuts.firstIndex { $0.type == type },
                                                          "the quick action \(EscapedText.quoted(type))", line: line.number))
            default:
                return event
            }
        }

        // MARK: Errors

        private func failure(exhausted: Bool) -> TraceMappingError {
            let cursor = furthest
            var position = cursor.position
            if let m = mismatch, m.position > position { position = m.position }
            let lineNumber = position < lines.count ? lines[position].number : (lines.last?.number ?? 0) + 1
            if exhausted {
                return TraceMappingError(
                    line: lineNumber, message: "no sequence of events explains the trace within \(mapper.searchBudget) "
                        + "dead ends of the search; it got no further than this line")
            }
            if let m = mismatch, m.position > cursor.position {
                let record = lines[m.position].record
                return TraceMappingError(
                    line: lineNumber, message: "\(describe(record)), but '\(m.event)', the event the lines before it start, "
                        + "makes \(m.expected.traceCall!.rawValue) here (state before it: \(cursor.state))")
            }
            guard position < lines.count else {
                return TraceMappingError(line: lineNumber, message: "the trace ends where no event of the specification ends")
            }
            let record = lines[position].record
            return TraceMappingError(
                line: lineNumber, message: "\(describe(record)), but no event of the specification produces it here: "
                    + reason(record, cursor) + " (state: \(cursor.state))")
        }

        private func describe(_ record: TraceRecord) -> String {
            if let scene = record.scene { return "\(record.call.rawValue) for \(EscapedText.quoted(scene))" }
            if let session = record.session, record.call.isSceneCallback || record.call == .configurationForConnecting {
                return "\(record.call.rawValue) for session \(EscapedText.quoted(session))"
            }
            return record.call.rawValue
        }

        private func reason(_ record: TraceRecord, _ cursor: Cursor) -> String {
            let state = cursor.state
            let named = record.call.isSceneCallback || record.call == .configurationForConnecting
            if named, let name = record.session {
                if let s = cursor.sessionOfName[name] {
                    let session = state[s]
                    switch session.status {
                    case .discarded: return "session \(s) (\(EscapedText.quoted(name))) was discarded"
                    case .pendingDiscard: return "session \(s) (\(EscapedText.quoted(name))) is discarded, to be reported at launch"
                    case .live:
                        if !state.isRunning { return "the app is not running" }
                        if session.scene == nil { return "session \(s) (\(EscapedText.quoted(name))) has no scene connected" }
                        return "session \(s)'s scene is in \(session.activation)"
                    }
                }
                if header.existingSessions.contains(name) {
                    return "session \(EscapedText.quoted(name)) existed before the recording began (header existingSessions), "
                        + "and a replay starts from a fresh install"
                }
                if record.call != .configurationForConnecting {
                    return "session \(EscapedText.quoted(name)) was never created (no configurationForConnecting for it came first)"
                }
                return state.isRunning ? "no new window can be made now" : "the app is not running"
            }
            for name in record.sessions ?? [] where cursor.sessionOfName[name] == nil {
                if header.existingSessions.contains(name) {
                    return "session \(EscapedText.quoted(name)) existed before the recording began (header existingSessions), "
                        + "and a replay starts from a fresh install"
                }
                return "session \(EscapedText.quoted(name)) was never created (no configurationForConnecting for it came first)"
            }
            return state.isRunning ? "the app is running" : "the app is not running"
        }
    }
}
