/// The search behind ``TraceEventMapper``: cursors, candidates, backtracking.
extension TraceEventMapper {
    /// Where the mapping is: the spec state, the next line, and how the trace's names are bound.
    package struct Cursor {
        package var state: SpecState
        package var position = 0
        package var sessionOfName: [String: SessionID] = [:]
        package var names: [String?] = []
        package var sceneNames: [String?] = []
        /// The restoration activity the trace last showed for each session.
        package var stored: [TraceActivity?] = []

        package mutating func grow(to count: Int) {
            while names.count < count {
                names.append(nil)
                sceneNames.append(nil)
                stored.append(nil)
            }
        }
    }

    /// Events that explain the lines from a cursor on, and the cursor after them.
    package struct Candidate {
        package var events: [LifecycleEvent]
        package var cursor: Cursor
        package var length: Int
        package var notes: [TraceEventMapping.Note]
    }

    package struct Frame {
        package var candidates: [Candidate]
        package var next: Int
    }

    /// The deepest point a partly matching event reached before a line differed.
    package struct Mismatch {
        package var position: Int
        package var expected: SpecCall
        package var event: LifecycleEvent
    }

    package struct Search {
        package typealias Cursor = TraceEventMapper.Cursor
        package typealias Candidate = TraceEventMapper.Candidate
        package let mapper: TraceEventMapper
        package let lines: [TraceLine]
        package let header: TraceHeader
        package var spec: Specification { mapper.specification }
        package var furthest: Cursor
        package var mismatch: Mismatch?
        package var deadEnds = 0
        /// Events before the trace's first line: the prologue that makes the header's existing sessions.
        package var prologue: [LifecycleEvent] = []
        package var prologueNotes: [TraceEventMapping.Note] = []

        package init(mapper: TraceEventMapper, lines: [TraceLine], header: TraceHeader) {
            self.mapper = mapper
            self.lines = lines
            self.header = header
            furthest = Cursor(state: mapper.specification.initialState())
        }

        /// Sessions that existed before the recording began are made by a prologue the trace does not show:
        /// a launch, a window for each further session, each to the background, and a process death. They
        /// are bound to the header's names in order; their restoration activities are unknown.
        package mutating func createExistingSessions() throws(TraceMappingError) {
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

        package mutating func run() throws(TraceMappingError) -> TraceEventMapping {
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
        package mutating func candidates(from cursor: Cursor) -> [Candidate] {
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
        package static func distinct(_ candidates: [Candidate]) -> [Candidate] {
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
    }
}
