/// S6: a session's stored restoration activity is what its next willConnect carries.
///
/// Every return of stateRestorationActivity(for:), null included, replaces
/// the stored activity; a new session's is null; a header session's is
/// unknown until a willConnect or a restoration request shows one. It
/// survives disconnects and process deaths.
public enum S6RestorationSurvivesDisconnect {
    public static let rule = LifecycleRule(
        id: "S6", title: "restoration survives disconnect",
        statement: "The activity last returned by stateRestorationActivity(for:) for a session is that session's "
            + "stateRestorationActivity at its next willConnect, across disconnects and process deaths, until a "
            + "newer one replaces it or the session is discarded.",
        source: "UISceneSession.stateRestorationActivity and UISceneDelegate.stateRestorationActivity(for:) "
            + "documentation; the article (state restoration); WWDC 2019 session 258",
        kind: .system)

    static func check(_ line: TraceLine, _ model: TraceModel, _ out: inout [Violation]) {
        let r = line.record
        guard r.call == .willConnect, let id = r.session, let s = model.current,
              case .known(let stored, let setAt) = s.restoration, let carried = r.restoration else { return }
        guard carried != stored else { return }
        let show = { (a: TraceActivity?) in a.map { "\($0)" } ?? "null" }
        var notes: [Violation.Note] = []
        let expected: String
        if let setAt {
            notes.append(.init(line: setAt, text: "\(id)'s restoration activity became \(show(stored)) here"))
            expected = "willConnect carries \(show(stored)), the activity last stored for \(id)"
        } else {
            expected = "a new session's first willConnect carries null"
        }
        out.append(Violation(
            rule: rule, line: line.number,
            message: "willConnect for session \(id) carries restoration \(show(carried))",
            expected: expected, notes: notes))
    }
}
