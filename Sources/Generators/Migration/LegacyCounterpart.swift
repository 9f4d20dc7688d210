import LifecycleRules

/// The legacy lifecycle's counterpart of a story step: what the app-delegate version of the app goes
/// through when the scene version goes through an event, following Apple's mapping between the two.
///
/// A URL, activity or quick action reaches the legacy app delegate (in its launch options and then by
/// `application(_:open:options:)`, `application(_:continue:restorationHandler:)` or
/// `application(_:performActionFor:completionHandler:)`); a user action reaches its window. Everything
/// A force quit is the legacy force quit in the same reported order (the app resigns active in the
/// switcher, then is killed there, or goes to the background and terminates, or terminates). Everything
/// else is where the app is: the legacy app is brought to the same place as the scene version (not
/// running, background, inactive, active) by the legacy events that get it there. A scene-only event
/// (the system disconnecting a background scene) has no counterpart and leaves the legacy app as it is.
enum LegacyCounterpart {
    /// The legacy events for `event`, given the legacy app's state and the scene version's state after
    /// the event (`sceneCalls`: the callbacks the scene version got, to tell termination from death).
    static func events(
        for event: LifecycleEvent, legacy: Specification, state: SpecState, scenesAfter: SpecState,
        sceneCalls: [SpecCall]
    ) -> [LifecycleEvent] {
        var out: [LifecycleEvent] = []
        var state = state
        func add(_ e: LifecycleEvent) {
            guard legacy.isLegal(e, in: state) else { return }
            legacy.apply(e, to: &state, emit: { _ in })
            out.append(e)
        }
        switch event {
        case .openURL(_, let p): add(.openURL(.newWindow, payload: p))
        case .continueActivity(_, let p): add(.continueActivity(.newWindow, payload: p))
        case .handoff(_, let p): add(.handoff(.newWindow, payload: p))
        case .failedHandoff(_, let p): add(.failedHandoff(.newWindow, payload: p))
        case .shortcut(_, let p): add(.shortcut(.newWindow, payload: p))
        case .userAction(_, let action): add(.userAction(SessionID(0), action: action))
        case .memoryWarning: add(.memoryWarning)
        case .forceQuit(let order): add(.forceQuit(order))
        default: break
        }
        let target = presence(of: scenesAfter)
        // At most three legacy events reach any place from any other.
        for _ in 0..<3 {
            let now = legacyPresence(state)
            guard now != target else { break }
            switch (now, target) {
            case (.notRunning, .background): add(.backgroundLaunch)
            case (.notRunning, _): add(.launch)
            case (.background, .notRunning):
                add(sceneCalls.contains(.willTerminate) ? .terminate : .processDeath)
            case (.background, _): add(.appForeground)
            case (.active, .inactive): add(.appInterrupt)
            case (.inactive, .active): add(.appEndInterruption)
            case (.active, _), (.inactive, _): add(.appBackground)
            }
        }
        return out
    }

    /// Where the scene version is: active if a scene is, inactive if one is in the foreground, else in
    /// the background while running.
    static func presence(of state: SpecState) -> UserVisibleState.Presence {
        guard state.isRunning else { return .notRunning }
        var presence = UserVisibleState.Presence.background
        for i in state.openIndices {
            switch state.sessions[i].scene?.activation {
            case .foregroundActive?: return .active
            case .foregroundInactive?: presence = .inactive
            default: break
            }
        }
        return presence
    }

    static func legacyPresence(_ state: SpecState) -> UserVisibleState.Presence {
        switch state.legacyActivation {
        case nil: return .notRunning
        case .foregroundActive?: return .active
        case .foregroundInactive?: return .inactive
        case .background?, .unattached?: return .background
        }
    }
}
