/// S4: scene activation moves one rung at a time.
///
/// willEnterForeground only from background, didBecomeActive only from
/// fgInactive, willResignActive only from fgActive, didEnterBackground only
/// from fgInactive, didDisconnect only from background, or from the
/// foreground when the very next call is didDiscardSceneSessions naming that
/// session (the discard exception), or from fgInactive when the process ends
/// right after it: applicationWillTerminate, other scenes' didDisconnects of
/// the same ending, a new launch, or the end of the trace (the force-quit
/// exception: swiping the app away in the switcher, which makes it inactive
/// first; Apple forum 732170). A didDisconnect
/// straight from fgActive is never a force quit. Checked only on connected scenes.
package enum S4ActivationLadder: SystemRule {
    package static let rule = LifecycleRule(
        id: "S4", title: "activation ladder",
        statement: "willEnterForeground only from background, didBecomeActive only from fgInactive, willResignActive "
            + "only from fgActive, didEnterBackground only from fgInactive, didDisconnect only from background "
            + "(or during a discard, or from fgInactive as the process ends: a force quit).",
        source: "UIScene.ActivationState and UISceneDelegate documentation; WWDC 2019 session 258 (the state "
            + "transitions); Apple forum 732170 (force quit from the switcher)")

    /// The state each transition must start from.
    package static func requiredState(for call: TraceCall) -> ActivationState? {
        switch call {
        case .willEnterForeground: return .background
        case .didBecomeActive: return .foregroundInactive
        case .willResignActive: return .foregroundActive
        case .didEnterBackground: return .foregroundInactive
        case .didDisconnect: return .background
        default: return nil
        }
    }

    package static func check(_ line: TraceLine, _ model: inout TraceModel, _ out: inout [Finding]) {
        let r = line.record
        guard let required = requiredState(for: r.call), let id = r.session,
              let scene = model.current?.scene else { return }
        if r.call == .didDisconnect && scene.activation.isForeground { return }  // resolved by the look-ahead
        if scene.activation != required {
            let name = scene.identifier ?? "the scene of \(id)"
            out.append(Finding(
                rule: rule, place: .traceLine(line.number), message: "\(r.call.rawValue) for \(name) while in \(scene.activation)",
                expected: "\(r.call.shortName) only from \(required)",
                notes: [.init(place: .traceLine(scene.since), text: "\(name) entered \(scene.activation) here")]))
        }
    }

    /// The look-ahead of the exceptions: called with the line after the pending didDisconnects and the
    /// other scenes' didDisconnects that followed them (or `nil` at the end of the trace).
    ///
    /// A pending didDisconnect is legal when that line is didDiscardSceneSessions naming its session (a
    /// discard), or, for one from fgInactive, when the process ends there: applicationWillTerminate, a
    /// launch of the next process, or the end of the trace (a force quit from the app switcher).
    package static func resolvePending(_ pending: [TraceModel.PendingDisconnect], next: TraceLine?, _ out: inout [Finding]) {
        let call = next?.record.call
        let processEnds = next == nil || call == .willTerminate || call?.isLaunch == true
        for p in pending {
            if call == .didDiscardSceneSessions, next?.record.sessions?.contains(p.session) == true { continue }
            if p.from == .foregroundInactive && processEnds { continue }
            let message: String
            let expected: String
            if p.from == .foregroundInactive {
                message = "sceneDidDisconnect(_:) for session \(p.session) from \(p.from), followed neither by "
                    + "didDiscardSceneSessions naming \(p.session) nor by the end of the process"
                expected = "didDisconnect only from background, directly before the discard of its session, or "
                    + "from fgInactive as the process ends (a force quit)"
            } else {
                message = "sceneDidDisconnect(_:) for session \(p.session) from \(p.from), "
                    + "not followed by didDiscardSceneSessions naming \(p.session)"
                expected = "didDisconnect only from background, or directly before the discard of its session; "
                    + "a force quit makes the scene inactive first"
            }
            out.append(Finding(
                rule: rule, place: .traceLine(p.line), message: message, expected: expected,
                notes: [.init(place: .traceLine(p.since), text: "\(p.session)'s scene entered \(p.from) here")]))
        }
    }
}
