/// S4: scene activation moves one rung at a time.
///
/// willEnterForeground only from background, didBecomeActive only from
/// fgInactive, willResignActive only from fgActive, didEnterBackground only
/// from fgInactive, didDisconnect only from background, or from the
/// foreground when the very next call is didDiscardSceneSessions naming that
/// session (the discard exception). Checked only on connected scenes.
public enum S4ActivationLadder {
    public static let rule = LifecycleRule(
        id: "S4", title: "activation ladder",
        statement: "willEnterForeground only from background, didBecomeActive only from fgInactive, willResignActive "
            + "only from fgActive, didEnterBackground only from fgInactive, didDisconnect only from background "
            + "(or during a discard).",
        source: "UIScene.ActivationState and UISceneDelegate documentation; WWDC 2019 session 258 (the state "
            + "transitions); rules, section 1 (the diagram)",
        kind: .system)

    /// The state each transition must start from.
    static func requiredState(for call: TraceCall) -> ActivationState? {
        switch call {
        case .willEnterForeground: return .background
        case .didBecomeActive: return .foregroundInactive
        case .willResignActive: return .foregroundActive
        case .didEnterBackground: return .foregroundInactive
        case .didDisconnect: return .background
        default: return nil
        }
    }

    static func check(_ line: TraceLine, _ model: TraceModel, _ out: inout [Violation]) {
        let r = line.record
        guard let required = requiredState(for: r.call), let id = r.session,
              let scene = model.current?.scene else { return }
        if r.call == .didDisconnect && scene.activation.isForeground { return }  // resolved by the look-ahead
        if scene.activation != required {
            let name = scene.identifier ?? "the scene of \(id)"
            out.append(Violation(
                rule: rule, line: line.number, message: "\(r.call.rawValue) for \(name) while in \(scene.activation)",
                expected: "\(r.call.shortName) only from \(required)",
                notes: [.init(line: scene.since, text: "\(name) entered \(scene.activation) here")]))
        }
    }

    /// The look-ahead of the discard exception: called with the next line (or `nil` at the end).
    static func resolvePending(
        _ pending: (session: String, line: Int, from: ActivationState, since: Int), next: TraceLine?,
        _ out: inout [Violation]
    ) {
        if let next, next.record.call == .didDiscardSceneSessions,
           next.record.sessions?.contains(pending.session) == true {
            return
        }
        out.append(Violation(
            rule: rule, line: pending.line,
            message: "sceneDidDisconnect(_:) for session \(pending.session) from \(pending.from), "
                + "not followed by didDiscardSceneSessions naming \(pending.session)",
            expected: "didDisconnect only from background, or directly before the discard of its session",
            notes: [.init(line: pending.since, text: "\(pending.session)'s scene entered \(pending.from) here")]))
    }
}
