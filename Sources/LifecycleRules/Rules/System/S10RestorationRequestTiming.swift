/// S10: stateRestorationActivity(for:) is asked only of a connected scene in background or fgInactive.
package enum S10RestorationRequestTiming: SystemRule {
    package static let rule = LifecycleRule(
        id: "S10", title: "restoration request timing",
        statement: "stateRestorationActivity(for:) is asked only of a connected scene that is in the background "
            + "(or leaving the foreground), never after its didDisconnect.",
        source: "UISceneDelegate.stateRestorationActivity(for:) documentation (asked when the scene moves to the "
            + "background); the article")

    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        let r = line.record
        guard r.call == .stateRestorationActivity, let id = r.session else { return }
        guard let scene = model.current?.scene else {
            var notes: [Finding.Note] = []
            if let at = model.current?.disconnectedAt { notes.append(.init(place: .traceLine(at), text: "\(id)'s scene disconnected here")) }
            out.append(Finding(
                rule: rule, place: .traceLine(line.number), message: "stateRestorationActivity(for:) for session \(id), whose scene is not connected",
                expected: "stateRestorationActivity(for:) only for a connected scene in background or fgInactive",
                notes: notes))
            return
        }
        if scene.activation == .foregroundActive {
            out.append(Finding(
                rule: rule, place: .traceLine(line.number),
                message: "stateRestorationActivity(for:) for \(model.sceneName(id)) while fgActive",
                expected: "stateRestorationActivity(for:) only in background or fgInactive",
                notes: [.init(place: .traceLine(scene.since), text: "\(model.sceneName(id)) became active here")]))
        }
    }
}
