import LifecycleRules

/// How complex an event is, for ordering shrink results of equal length, and its simpler replacements.
enum EventComplexity {
    /// A rank per kind: plain lifecycle events first, deliveries and app requests last.
    static func score(_ event: LifecycleEvent) -> Int {
        let rank: Int
        switch event.kind {
        case .launch, .appForeground: rank = 0
        case .openWindow, .appBackground: rank = 1
        case .foreground, .appInterrupt: rank = 2
        case .background, .appEndInterruption: rank = 3
        case .systemDisconnect: rank = 4
        case .discard: rank = 5
        case .processDeath: rank = 6
        case .terminate: rank = 7
        case .interrupt: rank = 8
        case .endInterruption: rank = 9
        case .memoryWarning: rank = 10
        case .backgroundLaunch: rank = 11
        case .openURL: rank = 12
        case .continueActivity: rank = 13
        case .shortcut: rank = 14
        case .connectExternalDisplay: rank = 15
        case .disconnectExternalDisplay: rank = 16
        case .userAction: rank = 17
        case .backgroundConnect: rank = 18
        case .forceQuit: rank = 19
        case .handoff: rank = 20
        case .requestNewWindow: rank = 21
        case .requestForeground: rank = 22
        case .failedHandoff: rank = 24
        case .requestDestruction: rank = 25
        }
        var payload = 0
        switch event {
        case .openURL(_, let p), .continueActivity(_, let p), .shortcut(_, let p): payload = p
        case .userAction(_, let a): payload = a
        case .handoff(_, let p), .failedHandoff(_, let p): payload = p
        case .backgroundConnect(_, let available): payload = available ? 0 : 1
        case .forceQuit(let order): payload = SpecOptions.ForceQuitOrder.allCases.firstIndex(of: order)!
        default: break
        }
        return rank + payload
    }

    /// Simpler events to try in place of `event`, simplest first; each scores lower.
    static func simplifications(_ event: LifecycleEvent) -> [LifecycleEvent] {
        var out: [LifecycleEvent] = []
        switch event {
        case .openWindow(.app): out.append(.openWindow(.user))
        case .foreground(let s, .app): out.append(.foreground(s, .user))
        case .discard(let s, .app): out.append(.discard(s, .user))
        case .openURL(let t, let p), .continueActivity(let t, let p), .shortcut(let t, let p):
            switch t {
            case .newWindow: out.append(.openWindow(.user))
            case .session(let s): out.append(.foreground(s, .user))
            }
            if p > 0 {
                switch event {
                case .openURL: out.append(.openURL(t, payload: 0))
                case .continueActivity: out.append(.continueActivity(t, payload: 0))
                default: out.append(.shortcut(t, payload: 0))
                }
            }
            if case .continueActivity = event { out.append(.openURL(t, payload: p)) }
            if case .shortcut = event { out.append(.openURL(t, payload: p)) }
        case .handoff(let t, let p): out.append(.continueActivity(t, payload: p))
        case .failedHandoff(let t, _):
            switch t {
            case .newWindow: out.append(.openWindow(.user))
            case .session(let s): out.append(.foreground(s, .user))
            }
        case .backgroundConnect(let s, let available):
            out.append(.backgroundLaunch)
            if !available { out.append(.backgroundConnect(s, protectedDataAvailable: true)) }
        case .forceQuit(let order) where order != .disconnectFromInactive: out.append(.forceQuit(.disconnectFromInactive))
        case .terminate: out.append(.processDeath)
        case .interrupt(let s): out.append(.background(s))
        case .backgroundLaunch: out.append(.launch)
        case .userAction(let s, let a) where a > 0: out.append(.userAction(s, action: 0))
        default: break
        }
        return out.filter { score($0) < score(event) }
    }
}
