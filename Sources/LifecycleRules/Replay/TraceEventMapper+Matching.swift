/// How one spec call is matched against one trace line, and how payloads are read from the trace.
extension TraceEventMapper.Search {
    package func matches(_ call: SpecCall, _ record: TraceRecord, _ cursor: inout Cursor) -> Bool {
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
    package func withPayload(_ event: LifecycleEvent, lines range: Range<Int>,
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
}
