/// S5: once a session is reported discarded, no later callback names it, in any process.
///
/// A second report counts as a mention. Its scene, if connected, must have
/// been disconnected before the discard callback.
package enum S5NoCallbacksAfterDiscard: SystemRule {
    package static let rule = LifecycleRule(
        id: "S5", title: "no callbacks after discard",
        statement: "Once a session appears in didDiscardSceneSessions, no later callback, in this process or any "
            + "later one, names it; its scene, if connected, was disconnected before the discard callback.",
        source: "UIApplicationDelegate documentation, application(_:didDiscardSceneSessions:); "
            + "WWDC 2019 session 258 (discarded sessions)")

    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        let r = line.record
        if r.call == .didDiscardSceneSessions {
            for id in r.sessions ?? [] {
                guard let s = model.session(id) else { continue }
                if let first = s.discardedAt {
                    out.append(Finding(
                        rule: rule, place: .traceLine(line.number), message: "didDiscardSceneSessions reports session \(id) again",
                        expected: "each session is reported discarded exactly once",
                        notes: [.init(place: .traceLine(first), text: "\(id) first reported discarded here")]))
                    if s.discardWasDeferred { out.append(S7DeferredDiscards.violation(id, first: first, line: line.number)) }
                } else if let scene = s.scene {
                    out.append(Finding(
                        rule: rule, place: .traceLine(line.number),
                        message: "didDiscardSceneSessions names session \(id) while \(model.sceneName(id)) is still connected",
                        expected: "the scene of a discarded session is disconnected before the discard callback",
                        notes: [.init(place: .traceLine(scene.connectedAt), text: "\(model.sceneName(id)) connected here")]))
                }
            }
            return
        }
        guard let id = r.session, let first = model.current?.discardedAt else { return }
        out.append(Finding(
            rule: rule, place: .traceLine(line.number), message: "\(r.call.rawValue) names session \(id) after its discard",
            expected: "no callback names a discarded session",
            notes: [.init(place: .traceLine(first), text: "\(id) reported discarded here")]))
        if model.current?.discardWasDeferred == true {
            out.append(S7DeferredDiscards.violation(id, first: first, line: line.number))
        }
    }
}
