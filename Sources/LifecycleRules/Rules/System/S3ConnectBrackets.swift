/// S3: willConnect is a scene's first callback and didDisconnect its last.
///
/// On a trace: any scene callback for a session whose scene is not connected
/// (or naming a scene other than the connected one) breaks it, and so does a
/// willConnect while the session's scene is still connected. Process death
/// need not be preceded by didDisconnect: not guaranteed at termination (the
/// named choice `disconnectsScenesAtTermination`).
package enum S3ConnectBrackets: SystemRule {
    package static let rule = LifecycleRule(
        id: "S3", title: "connect brackets a scene",
        statement: "willConnect is the first callback of a scene and didDisconnect its last; no scene callback for "
            + "a session whose scene is not connected.",
        source: "UISceneDelegate documentation (scene(_:willConnectTo:options:), sceneDidDisconnect(_:)); "
            + "WWDC 2019 session 258")

    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        let r = line.record
        guard r.call.isSceneCallback, let id = r.session else { return }
        if r.call == .willConnect {
            if let scene = model.current?.scene {
                out.append(Finding(
                    rule: rule, place: .traceLine(line.number),
                    message: "willConnect for session \(id) while its scene \(model.sceneName(id)) is still connected",
                    expected: "one scene per session at a time: didDisconnect before the next willConnect",
                    notes: [.init(place: .traceLine(scene.connectedAt), text: "\(model.sceneName(id)) connected here")]))
            }
            return
        }
        guard let scene = model.current?.scene else {
            let session = model.current
            var notes: [Finding.Note] = []
            if let at = session?.disconnectedAt { notes.append(.init(place: .traceLine(at), text: "\(id)'s scene disconnected here")) }
            let why = session == nil ? "which never connected" : "whose scene is not connected"
            out.append(Finding(
                rule: rule, place: .traceLine(line.number), message: "\(r.call.rawValue) for session \(id), \(why)",
                expected: "scene callbacks only between willConnect and didDisconnect", notes: notes))
            return
        }
        if let named = r.scene, let connected = scene.identifier, named != connected {
            out.append(Finding(
                rule: rule, place: .traceLine(line.number),
                message: "\(r.call.rawValue) names scene \(named), but session \(id)'s connected scene is \(connected)",
                expected: "scene callbacks name the session's connected scene",
                notes: [.init(place: .traceLine(scene.connectedAt), text: "\(connected) connected here")]))
        }
    }
}
