/// S13: on a phone at most one windowApplication scene is in the foreground at a time.
package enum S13ForegroundLimit: SystemRule {
    package static let rule = LifecycleRule(
        id: "S13", title: "foreground limit",
        statement: "On a phone at most one scene is in the foreground at a time.",
        source: "WWDC 2019 session 258 (side-by-side windows are an iPad feature); UIScene.ActivationState documentation")

    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        let r = line.record
        guard model.header.device == .phone, r.call == .willEnterForeground, let id = r.session,
              model.current?.isApplication == true, model.current?.scene != nil else { return }
        guard let other = model.otherForegroundApplicationScenes(than: id).first else { return }
        var notes: [Finding.Note] = []
        if let since = model.sessionInFull(other)?.scene?.since {
            notes.append(.init(place: .traceLine(since), text: "\(model.sceneName(other)) is in the foreground since here"))
        }
        out.append(Finding(
            rule: rule, place: .traceLine(line.number),
            message: "\(model.sceneName(id)) enters the foreground while \(model.sceneName(other)) is in the foreground",
            expected: "one scene in the foreground at a time on a phone", notes: notes))
    }
}
