/// S9: on a phone, or without multiple-scene support, at most one windowApplication session exists.
///
/// A session counts as `windowApplication` unless configurationForConnecting
/// or willConnect gives it another role; it exists from its first appearance
/// (or the header) until it is reported discarded.
public enum S9WindowLimit {
    public static let rule = LifecycleRule(
        id: "S9", title: "window limit",
        statement: "On a phone, or when the manifest does not support multiple scenes, at most one "
            + "windowApplication session exists at a time.",
        source: "Info.plist UIApplicationSupportsMultipleScenes documentation; WWDC 2019 session 258 (multiple "
            + "windows are an iPad feature)",
        kind: .system)

    static func check(_ line: TraceLine, _ model: TraceModel, _ out: inout [Violation]) {
        let r = line.record
        guard model.limitsToOneApplicationSession,
              r.call == .configurationForConnecting || r.call == .willConnect,
              let id = r.session, model.current == nil else { return }
        if let role = r.role, role != SceneSessionRole.windowApplication.rawValue { return }
        let others = model.otherLiveApplicationSessions(than: id)
        guard let other = others.first else { return }
        let why = model.header.device == .phone ? "on a phone" : "without multiple-scene support"
        var notes: [Violation.Note] = []
        if let at = model.sessions[other]?.createdAt { notes.append(.init(line: at, text: "\(other) created here")) }
        out.append(Violation(
            rule: rule, line: line.number,
            message: "\(r.call.rawValue) creates session \(id) while session \(other) exists, \(why)",
            expected: "at most one windowApplication session \(why)", notes: notes))
    }
}
