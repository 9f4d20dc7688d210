import LifecycleRules

/// The features a guided run counts as progress: small integers for what a case reached after each event.
///
/// Three kinds, each tagged in the low bits so they never collide:
/// - the spec transition taken (`TransitionCoverage.key`: the event's kind and the state it starts from);
/// - the same transition with what the app keeps: the event's kind, whether the process was running, and
///   the target session's status, activation and whether the app held stored data for it;
/// - the state reached, abstracted: whether the process runs, and the sorted multiset of the open sessions'
///   (status, activation, role, holds stored data), so sessions are not told apart by name or order.
///
/// "Holds stored data" comes from `LifecycleRun.holdsStoredData(for:)`: it is what lets a discarded or
/// disconnected window whose draft survived a process death count as a state of its own, which the
/// specification's state alone cannot show. Keys are computed with fixed arithmetic, never `Hasher`, so
/// they are the same in every process. After each event the state's utility is computed too (see
/// `stateKeyAndUtility`): the number the corpus's best prefix maximises.
package enum GuidanceFeatures {
    /// The features of `event`, taken in `before` and leading to the run's current state, appended to `out`.
    ///
    /// - Parameters:
    ///   - targetHeldData: whether the app held stored data for the event's session before the event.
    /// - Returns: the utility of the state reached (see `stateKeyAndUtility`).
    @MainActor
    @discardableResult
    package static func append(
        _ event: LifecycleEvent, before: SpecState, targetHeldData: Bool, run: any LifecycleRun, into out: inout [Int]
    ) -> Int {
        out.append(TransitionCoverage.key(event, in: before) << 2 | 0)
        var enriched = event.kind.ordinal * 2 + (before.isRunning ? 1 : 0)
        if let s = event.session, s.index < before.sessions.count {
            enriched = enriched * 64 + 1 + code(before[s], holdsData: targetHeldData)
        } else {
            enriched *= 64
        }
        out.append(enriched << 2 | 1)
        let (key, utility) = stateKeyAndUtility(run)
        out.append(key << 2 | 2)
        return utility
    }

    /// Whether the app holds stored data for the session an event names (`false` when it names none).
    @MainActor
    package static func targetHoldsData(_ event: LifecycleEvent, in run: any LifecycleRun) -> Bool {
        guard let s = event.session, s.index < run.state.sessions.count else { return false }
        return run.holdsStoredData(for: s)
    }

    /// A session's description, from 0 to 31: activation, status, role, stored data.
    static func code(_ session: SpecSession, holdsData: Bool) -> Int {
        let activation: Int
        switch session.activation {
        case .unattached: activation = 0
        case .background: activation = 1
        case .foregroundInactive: activation = 2
        case .foregroundActive: activation = 3
        }
        let status = session.status == .live ? 0 : 1
        let role = session.role == .application ? 0 : 1
        return activation + 4 * status + 8 * role + (holdsData ? 16 : 0)
    }

    /// The abstract state of a run: running (and the legacy activation), and the open sessions' codes sorted;
    /// and the state's utility: how far the app's stored data has travelled through the lifecycle. For each
    /// open session the app holds data for, one point if its scene is not connected, one if its discard is
    /// pending (made while the app was not running, reported at the next launch), and one if the process is
    /// not running. Those are the states where a window's data must survive (A1, A2) or go (A3, A4) without
    /// the scene that wrote it, which random cases rarely reach: a draft typed, backgrounded, the process killed,
    /// the window swiped away.
    @MainActor
    static func stateKeyAndUtility(_ run: any LifecycleRun) -> (key: Int, utility: Int) {
        let state = run.state
        var codes: [Int] = []
        var utility = 0
        codes.reserveCapacity(state.openIndices.count)
        for i in state.openIndices where state.sessions[i].status != .discarded {
            let session = state.sessions[i]
            let holds = run.holdsStoredData(for: session.id)
            codes.append(code(session, holdsData: holds))
            guard holds else { continue }
            if session.scene == nil { utility += 1 }
            if session.status == .pendingDiscard { utility += 1 }
            if !state.isRunning { utility += 1 }
        }
        codes.sort()
        var key: UInt64 = state.isRunning ? 2 : 1
        if let legacy = state.legacyActivation {
            key = key &* 8 &+ UInt64(code(legacyActivation: legacy))
        }
        for c in codes { key = key &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(c + 1) }
        return (Int(truncatingIfNeeded: key >> 2), utility)
    }

    private static func code(legacyActivation: ActivationState) -> Int {
        switch legacyActivation {
        case .unattached: return 1
        case .background: return 2
        case .foregroundInactive: return 3
        case .foregroundActive: return 4
        }
    }
}
