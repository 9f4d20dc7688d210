/// The executable specification of UIKit's scene-based app lifecycle.
///
/// A specification is a configuration (device, mode, manifest flag, named
/// choices) plus three pure functions over `SpecState`: which events are
/// legal (`isLegal(_:in:)`, `legalEvents(in:into:)`), and what an event does
/// (`apply(_:to:emit:)`): the exact callbacks, in order, and the next state.
/// It is the single source the reference runtime, the generator, the
/// shrinker, the exhaustive explorer and the generated state diagram use.
///
/// The table it implements is the scene lifecycle CONFORMANCE.md draws ("The scene lifecycle, generated from the specification"):
///
/// ```text
/// launch            not running      [willFinish] didFinish [didDiscard pending] + connect recent or new
/// backgroundConnect not running      [willFinish] didFinish [didDiscard pending] willConnect (stays in background)
/// forceQuit         a scene visible  willResignActive … then per order: didDisconnect | didEnterBackground,
///                                    restoration, willTerminate | didDisconnect, didDiscard, willTerminate
/// openWindow        running          configurationForConnecting → willConnect → willEnterForeground → didBecomeActive
/// foreground s      s unattached/bg  [launch] [willConnect(restoration)] → willEnterForeground → didBecomeActive
/// background s      s foreground     [willResignActive] → didEnterBackground → stateRestorationActivity
/// systemDisconnect  s background     didDisconnect
/// discard s         s live           running: [to background] didDisconnect, didDiscard; else deferred (S7)
/// ```
public struct Specification: Sendable {
    /// The parameters this specification was made with.
    public let configuration: SpecConfiguration

    /// Makes the specification for a configuration.
    public init(_ configuration: SpecConfiguration = SpecConfiguration()) {
        self.configuration = configuration
    }

    /// The state of a fresh install: not running, no sessions.
    public func initialState() -> SpecState { SpecState() }

    // MARK: - Legality

    /// Whether `event` may happen in `state`.
    ///
    /// - Complexity: O(number of sessions) for the few events that count
    ///   sessions; O(1) otherwise.
    public func isLegal(_ event: LifecycleEvent, in state: SpecState) -> Bool {
        let config = configuration
        if !config.excludedKinds.isEmpty, config.excludedKinds.contains(event.kind) { return false }
        if case .failedHandoff = event, !config.options.failedHandoffs { return false }
        if !config.handoffExcludedPayloads.isEmpty {
            switch event {
            case .handoff(_, let p), .failedHandoff(_, let p): if config.handoffExcludedPayloads.contains(p) { return false }
            default: break
            }
        }
        guard config.usesScenes else { return isLegalLegacy(event, in: state) }
        switch event {
        case .launch, .backgroundLaunch:
            return !state.isRunning
        case .backgroundConnect(let s, let protectedDataAvailable):
            guard !state.isRunning, liveApplicationSession(s, in: state) != nil else { return false }
            return protectedDataAvailable || config.options.lockedBackgroundLaunches
        case .forceQuit(let order):
            // The switcher shows the app: one of its scenes was in the foreground. An app driving an
            // external display is left out, as for process death.
            guard config.options.forceQuitOrders.contains(order), state.isRunning,
                  state.externalDisplaySession == nil else { return false }
            for i in state.openIndices where state.sessions[i].role == .application
                && state.sessions[i].activation.isForeground {
                return true
            }
            return false
        case .openWindow:
            return state.isRunning && canCreateApplicationSession(in: state)
        case .foreground(let s, let requester):
            guard let session = liveApplicationSession(s, in: state) else { return false }
            if requester == .app && !state.isRunning { return false }
            return session.activation == .unattached || session.activation == .background
        case .interrupt(let s):
            return applicationActivation(s, in: state) == .foregroundActive
        case .endInterruption(let s):
            return applicationActivation(s, in: state) == .foregroundInactive
        case .background(let s):
            return applicationActivation(s, in: state)?.isForeground ?? false
        case .systemDisconnect(let s):
            return applicationActivation(s, in: state) == .background
        case .discard(let s, let requester):
            guard liveApplicationSession(s, in: state) != nil else { return false }
            return requester == .user || state.isRunning
        case .processDeath, .terminate:
            // Killed while suspended, or terminated while running in the background: either way
            // every scene is in the background (iOS never terminates a foreground app with
            // applicationWillTerminate), and an app driving an external display is not suspended.
            guard state.isRunning, state.externalDisplaySession == nil else { return false }
            for i in state.openIndices where state.sessions[i].scene != nil {
                if state.sessions[i].activation != .background { return false }
            }
            return true
        case .openURL(let target, let payload), .continueActivity(let target, let payload),
             .handoff(let target, let payload), .failedHandoff(let target, let payload),
             .shortcut(let target, let payload):
            guard payload >= 0, payload < config.payloadCount, config.deliveries.contains(event.deliveryKind)
            else { return false }
            switch target {
            case .newWindow: return canCreateApplicationSession(in: state)
            case .session(let s): return liveApplicationSession(s, in: state) != nil
            }
        case .memoryWarning:
            return state.isRunning
        case .connectExternalDisplay:
            return config.externalDisplays && state.isRunning && state.externalDisplaySession == nil
        case .disconnectExternalDisplay:
            return state.externalDisplaySession != nil
        case .userAction(let s, let action):
            return action >= 0 && action < config.userActionCount
                && applicationActivation(s, in: state) == .foregroundActive
        case .appForeground, .appBackground, .appInterrupt, .appEndInterruption:
            return false
        }
    }

    private func isLegalLegacy(_ event: LifecycleEvent, in state: SpecState) -> Bool {
        switch event {
        case .launch, .backgroundLaunch: return !state.isRunning
        case .appForeground: return state.legacyActivation == .background
        case .appBackground: return state.legacyActivation?.isForeground ?? false
        case .appInterrupt: return state.legacyActivation == .foregroundActive
        case .appEndInterruption: return state.legacyActivation == .foregroundInactive
        case .processDeath, .terminate: return state.legacyActivation == .background
        case .forceQuit(let order):
            // The switcher shows the app: it was in the foreground.
            return configuration.options.forceQuitOrders.contains(order) && (state.legacyActivation?.isForeground ?? false)
        case .memoryWarning: return state.isRunning
        case .openURL(.newWindow, let payload), .continueActivity(.newWindow, let payload),
             .handoff(.newWindow, let payload), .failedHandoff(.newWindow, let payload),
             .shortcut(.newWindow, let payload):
            // The app delegate receives it: at launch (launch options, then the delivery call) or while running.
            return payload >= 0 && payload < configuration.payloadCount
                && configuration.deliveries.contains(event.deliveryKind)
        case .userAction(let s, let action):
            // The legacy app has one window, named by session A.
            return s.index == 0 && action >= 0 && action < configuration.userActionCount
                && state.legacyActivation == .foregroundActive
        default: return false
        }
    }

    /// Whether a new `windowApplication` session may be created now (S9 and the session bound).
    ///
    /// While not running, sessions pending discard will be reported at launch
    /// and do not count.
    public func canCreateApplicationSession(in state: SpecState) -> Bool {
        let live = state.liveApplicationSessionCount
        if live >= configuration.maxLiveSessions { return false }
        return configuration.allowsMultipleApplicationSessions || live == 0
    }

    private func liveApplicationSession(_ id: SessionID, in state: SpecState) -> SpecSession? {
        guard let session = state.session(id), session.status == .live, session.role == .application else {
            return nil
        }
        return session
    }

    private func applicationActivation(_ id: SessionID, in state: SpecState) -> ActivationState? {
        guard state.isRunning, let session = liveApplicationSession(id, in: state) else { return nil }
        return session.activation
    }

    /// Appends every legal event in `state` to `events`, in a fixed order.
    ///
    /// The order is by kind (`LifecycleEvent.Kind.allCases`), then by session
    /// in creation order, then by payload or action number; it never depends
    /// on hashing, so the generator's draws are reproducible.
    public func legalEvents(in state: SpecState, into events: inout [LifecycleEvent]) {
        func add(_ e: LifecycleEvent) { if isLegal(e, in: state) { events.append(e) } }
        let ids = state.openIndices.lazy.filter { state.sessions[$0].status == .live }.map(SessionID.init)
        add(.launch)
        add(.backgroundLaunch)
        for s in ids {
            add(.backgroundConnect(s, protectedDataAvailable: true))
            add(.backgroundConnect(s, protectedDataAvailable: false))
        }
        add(.openWindow(.user))
        add(.openWindow(.app))
        for s in ids { add(.foreground(s, .user)) }
        for s in ids { add(.foreground(s, .app)) }
        for s in ids { add(.interrupt(s)) }
        for s in ids { add(.endInterruption(s)) }
        for s in ids { add(.background(s)) }
        for s in ids { add(.systemDisconnect(s)) }
        for s in ids { add(.discard(s, .user)) }
        for s in ids { add(.discard(s, .app)) }
        add(.processDeath)
        add(.terminate)
        for order in SpecOptions.ForceQuitOrder.allCases { add(.forceQuit(order)) }
        let payloads = configuration.payloadCount
        let deliveries = configuration.deliveries
        for p in 0..<payloads where deliveries.contains(.urls) {
            add(.openURL(.newWindow, payload: p))
            for s in ids { add(.openURL(.session(s), payload: p)) }
        }
        for p in 0..<payloads where deliveries.contains(.activities) {
            add(.continueActivity(.newWindow, payload: p))
            for s in ids { add(.continueActivity(.session(s), payload: p)) }
        }
        for p in 0..<payloads where deliveries.contains(.activities) {
            add(.handoff(.newWindow, payload: p))
            for s in ids { add(.handoff(.session(s), payload: p)) }
        }
        for p in 0..<payloads where deliveries.contains(.shortcuts) {
            add(.shortcut(.newWindow, payload: p))
            for s in ids { add(.shortcut(.session(s), payload: p)) }
        }
        add(.memoryWarning)
        add(.connectExternalDisplay)
        add(.disconnectExternalDisplay)
        for s in ids {
            for a in 0..<configuration.userActionCount { add(.userAction(s, action: a)) }
        }
        if !configuration.usesScenes {
            for a in 0..<configuration.userActionCount { add(.userAction(SessionID(0), action: a)) }
        }
        add(.appForeground)
        add(.appBackground)
        add(.appInterrupt)
        add(.appEndInterruption)
        // A failed Handoff's callbacks differ by payload only in the type's name: one payload keeps the
        // alphabet, and so the exhaustive searches, small.
        if deliveries.contains(.activities) && configuration.options.failedHandoffs,
           let p = (0..<payloads).first(where: { !configuration.handoffExcludedPayloads.contains($0) }) {
            add(.failedHandoff(.newWindow, payload: p))
            for s in ids { add(.failedHandoff(.session(s), payload: p)) }
        }
    }

    /// Every legal event in `state`, in the order of `legalEvents(in:into:)`.
    public func legalEvents(in state: SpecState) -> [LifecycleEvent] {
        var events: [LifecycleEvent] = []
        legalEvents(in: state, into: &events)
        return events
    }
}
