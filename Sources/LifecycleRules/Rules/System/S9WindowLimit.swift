/// S9: on a phone, or without multiple-scene support, at most one windowApplication session exists.
///
/// A session counts as `windowApplication` unless configurationForConnecting
/// or willConnect gives it another role; it exists from its first appearance
/// until it is reported discarded. A header session's first appearance is its
/// first mention (one the trace never names may have been discarded before
/// recording, to be reported at launch). When configurationForConnecting
/// omits the role, the role is inferred from the willConnect right after it,
/// if that states one: an external display's scene, say, on a phone mirroring
/// to a monitor, which iOS creates even without multiple-scene support (Apple
/// forum 745553). The violation then waits one line.
package enum S9WindowLimit: SystemRule {
    package static let rule = LifecycleRule(
        id: "S9", title: "window limit",
        statement: "On a phone, or when the manifest does not support multiple scenes, at most one "
            + "windowApplication session exists at a time.",
        source: "Info.plist UIApplicationSupportsMultipleScenes documentation; WWDC 2019 session 258 (multiple "
            + "windows are an iPad feature)")

    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        let r = line.record
        guard model.limitsToOneApplicationSession,
              r.call == .configurationForConnecting || r.call == .willConnect, let id = r.session else { return }
        // Only a first appearance creates a session: a new session, or a header session's first mention.
        if let s = model.current, !(s.existedBeforeRecording && !s.hasAppeared) { return }
        if let role = r.role, role != SceneSessionRole.windowApplication.rawValue { return }
        let others = model.otherLiveApplicationSessions(than: id)
        guard let other = others.first else { return }
        let why = model.header.device == .phone ? "on a phone" : "without multiple-scene support"
        var notes: [Finding.Note] = []
        if let at = model.sessionInFull(other)?.createdAt ?? model.sessionInFull(other)?.scene?.connectedAt {
            notes.append(.init(place: .traceLine(at), text: "\(other) created here"))
        }
        out.append(Finding(
            rule: rule, place: .traceLine(line.number),
            message: "\(r.call.rawValue) creates session \(id) while session \(other) exists, \(why)",
            expected: "at most one windowApplication session \(why)", notes: notes))
    }

    /// Whether a violation found on a configurationForConnecting that omits the role must wait for the
    /// next line, which may be a willConnect stating another role.
    package static func waitsForRole(_ line: TraceLine) -> Bool {
        line.record.call == .configurationForConnecting && line.record.role == nil
    }

    /// Resolves a waiting violation with the next line: dropped when it is the session's willConnect
    /// stating a role other than `windowApplication`.
    package static func resolvePending(_ pending: Finding, session: String, next: TraceLine?, _ out: inout [Finding]) {
        if let r = next?.record, r.call == .willConnect, r.session == session, let role = r.role,
           role != SceneSessionRole.windowApplication.rawValue {
            return
        }
        out.append(pending)
    }
}
