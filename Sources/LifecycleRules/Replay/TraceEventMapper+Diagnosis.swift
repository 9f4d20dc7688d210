/// Why a trace cannot be mapped: the line, the call, the state.
extension TraceEventMapper.Search {
    package func failure(exhausted: Bool) -> TraceMappingError {
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
        if record.call.isLaunch && state.isRunning {
            return "the app is running with a scene in the foreground, and the specification ends a process only "
                + "from the background (a crash in the foreground is no event of it; end the trace at the crash)"
        }
        if record.call.isLaunch && state.isRunning && state.liveSessions.contains(where: { $0.activation.isForeground }) {
            return "the app is running with a scene in the foreground, and the specification ends a process only "
                + "from the background (a crash in the foreground is no event of it; end the trace at the crash)"
        }
        return state.isRunning ? "the app is running" : "the app is not running"
    }
}
