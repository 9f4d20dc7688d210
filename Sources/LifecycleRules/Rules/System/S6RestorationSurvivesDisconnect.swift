/// S6: a session's stored restoration activity is what its next willConnect carries.
///
/// Every return of stateRestorationActivity(for:), null included, replaces
/// the stored activity; a new session's is null; a header session's is
/// unknown until a willConnect or a restoration request shows one. It
/// survives disconnects and process deaths.
///
/// The system's exception: a willConnect with a null activity where one was
/// stored is legal while protected data can be unavailable, in a process none
/// of whose scenes has yet been in the foreground (the file is encrypted until
/// the first unlock after boot; `UISceneSession.stateRestorationActivity`
/// documentation: "If the file is unavailable at scene-connection time,
/// perhaps because the device is still locked, the initial value in this
/// property is nil"). Such a null does not replace the stored activity.
/// Another non-null activity than the stored one is never legal.
package enum S6RestorationSurvivesDisconnect: SystemRule {
    package static let rule = LifecycleRule(
        id: "S6", title: "restoration survives disconnect",
        statement: "The activity last returned by stateRestorationActivity(for:) for a session is that session's "
            + "stateRestorationActivity at its next willConnect, across disconnects and process deaths, until a "
            + "newer one replaces it or the session is discarded. The one exception is the system's: a connect while "
            + "protected data is unavailable (device locked since boot, so only in a process with no scene yet in "
            + "the foreground) carries nil.",
        source: "UISceneSession.stateRestorationActivity and UISceneDelegate.stateRestorationActivity(for:) "
            + "documentation (nil while the file is unavailable, the device still locked); the article (state "
            + "restoration); WWDC 2019 session 258")

    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        let r = line.record
        guard r.call == .willConnect, let id = r.session, let s = model.current,
              case .known(let stored, let setAt) = s.restoration, let carried = r.restoration else { return }
        guard carried != stored else { return }
        if carried == nil && model.protectedDataMayBeUnavailable { return }  // the system's exception
        let show = { (a: TraceActivity?) in a.map { "\($0)" } ?? "null" }
        var notes: [Finding.Note] = []
        let expected: String
        if let setAt {
            notes.append(.init(place: .traceLine(setAt), text: "\(id)'s restoration activity became \(show(stored)) here"))
            expected = "willConnect carries \(show(stored)), the activity last stored for \(id)"
                + (carried == nil ? " (null only before any scene of the process was in the foreground)" : "")
        } else {
            expected = "a new session's first willConnect carries null"
        }
        out.append(Finding(
            rule: rule, place: .traceLine(line.number),
            message: "willConnect for session \(id) carries restoration \(show(carried))",
            expected: expected, notes: notes))
    }
}
