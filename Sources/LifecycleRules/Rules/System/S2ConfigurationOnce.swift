/// S2: configurationForConnecting is called exactly once per session, before its first willConnect.
///
/// It is never called for a session that reconnects (after a disconnect or a
/// relaunch), nor for a session the header lists as existing. Section 5 of
/// the rules: the WWDC session is followed, so it is called for every new
/// session, the first one ever included.
package enum S2ConfigurationOnce: SystemRule {
    package static let rule = LifecycleRule(
        id: "S2", title: "configuration once",
        statement: "configurationForConnecting is called exactly once per session, before that session's first "
            + "willConnect, and never for a session that reconnects (after a disconnect or a relaunch).",
        source: "WWDC 2019 session 258 (\"before it creates the actual UI Scene, it's going to ask our application "
            + "for UIScene configuration\"); the article's \"not called when the app first launches\" is read as "
            + "\"not for a reconnecting session\" (CONFORMANCE.md, \"Named choices\")")

    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        let r = line.record
        guard let id = r.session else { return }
        switch r.call {
        case .configurationForConnecting:
            guard let s = model.current else { return }
            if s.existedBeforeRecording {
                out.append(Finding(
                    rule: rule, place: .traceLine(line.number),
                    message: "configurationForConnecting for session \(id), which existed before recording began",
                    expected: "no configurationForConnecting for an existing session"))
            } else if let first = s.configuredAt {
                out.append(Finding(
                    rule: rule, place: .traceLine(line.number), message: "configurationForConnecting again for session \(id)",
                    expected: "configurationForConnecting exactly once per session",
                    notes: [.init(place: .traceLine(first), text: "first configurationForConnecting for \(id) here")]))
            } else if let created = s.createdAt {
                out.append(Finding(
                    rule: rule, place: .traceLine(line.number),
                    message: "configurationForConnecting for session \(id) after it already connected",
                    expected: "configurationForConnecting before the session's first willConnect",
                    notes: [.init(place: .traceLine(created), text: "\(id) first connected here")]))
            }
        case .willConnect:
            if model.current == nil {
                out.append(Finding(
                    rule: rule, place: .traceLine(line.number),
                    message: "willConnect for session \(id) with no configurationForConnecting before it",
                    expected: "configurationForConnecting for a new session before its first willConnect"))
            }
        default:
            break
        }
    }
}
