extension Specification {
    /// Applies a legal event: calls `emit` with each callback in order and updates `state`.
    ///
    /// The callbacks are exactly those of the scene lifecycle CONFORMANCE.md draws ("The scene lifecycle, generated from the specification")
    /// under this specification's options. `emit` is called synchronously and
    /// never stored.
    ///
    /// - Precondition: `isLegal(event, in: state)`; an illegal event traps
    ///   with the event and the state in the message.
    public func apply(_ event: LifecycleEvent, to state: inout SpecState, emit: (SpecCall) -> Void) {
        precondition(isLegal(event, in: state), "\(event) is not legal in state: \(state)")
        guard configuration.usesScenes else {
            applyLegacy(event, to: &state, emit: emit)
            return
        }
        switch event {
        case .launch:
            launchProcess(&state, emit: emit)
            if let recent = state.mostRecentSession, state[recent].status == .live {
                connectAndActivate(recent, content: .none, in: &state, emit: emit)
            } else if let first = state.openIndices.first(where: {
                state.sessions[$0].status == .live && state.sessions[$0].role == .application
            }) {
                connectAndActivate(SessionID(first), content: .none, in: &state, emit: emit)
            } else {
                let id = createSession(.application, content: .none, in: &state, emit: emit)
                connectAndActivate(id, content: .none, in: &state, emit: emit)
            }
        case .backgroundLaunch:
            launchProcess(&state, emit: emit)
        case .backgroundConnect(let s, let protectedDataAvailable):
            launchProcess(&state, emit: emit)
            connect(s, content: protectedDataAvailable ? .none : .withheldRestoration, in: &state, emit: emit)
        case .forceQuit(let order):
            forceQuit(order, in: &state, emit: emit)
        case .openWindow:
            let id = createSession(.application, content: .none, in: &state, emit: emit)
            connectAndActivate(id, content: .none, in: &state, emit: emit)
        case .foreground(let s, _):
            if !state.isRunning { launchProcess(&state, emit: emit) }
            connectAndActivate(s, content: .none, in: &state, emit: emit)
        case .interrupt(let s):
            let n = state[s].scene!.number
            emit(.willResignActive(s, scene: n))
            state.sessions[s.index].scene!.activation = .foregroundInactive
        case .endInterruption(let s):
            let n = state[s].scene!.number
            emit(.didBecomeActive(s, scene: n))
            state.sessions[s.index].scene!.activation = .foregroundActive
            state.mostRecentSession = s
        case .background(let s):
            moveToBackground(s, askRestoration: true, in: &state, emit: emit)
        case .systemDisconnect(let s):
            disconnect(s, in: &state, emit: emit)
        case .discard(let s, let requester):
            if closesLastWindowEndingProcess(s, requester, in: state) {
                if state[s].activation.isForeground {
                    moveToBackground(s, askRestoration: true, in: &state, emit: emit)
                }
                disconnect(s, in: &state, emit: emit)
                endProcess(&state)
                return
            }
            if state.isRunning {
                if let scene = state[s].scene {
                    if scene.activation.isForeground && configuration.options.foregroundDiscard == .backgroundFirst {
                        moveToBackground(s, askRestoration: false, in: &state, emit: emit)
                    }
                    disconnect(s, in: &state, emit: emit)
                }
                emit(.didDiscardSceneSessions([s]))
                markDiscarded(s, in: &state)
            } else {
                state.sessions[s.index].status = .pendingDiscard
            }
            if state.mostRecentSession == s { state.mostRecentSession = nil }
        case .processDeath:
            endProcess(&state)
        case .terminate:
            if configuration.options.disconnectsScenesAtTermination {
                for session in state.openIndices.map({ state.sessions[$0] }) where session.scene != nil {
                    if session.activation.isForeground {
                        moveToBackground(session.id, askRestoration: true, in: &state, emit: emit)
                    }
                    disconnect(session.id, in: &state, emit: emit)
                }
            }
            emit(.willTerminate)
            endProcess(&state)
        case .openURL(let target, let p):
            deliver(.url(p), to: target, in: &state, emit: emit)
        case .continueActivity(let target, let p):
            deliver(.activity(p), to: target, in: &state, emit: emit)
        case .handoff(let target, let p):
            deliver(.handoff(p), to: target, in: &state, emit: emit)
        case .failedHandoff(let target, let p):
            deliver(.handoff(p), to: target, failing: true, in: &state, emit: emit)
        case .shortcut(let target, let p):
            deliver(.shortcut(p), to: target, in: &state, emit: emit)
        case .memoryWarning:
            emit(.didReceiveMemoryWarning)
        case .connectExternalDisplay:
            let id = createSession(.externalDisplay, content: .none, in: &state, emit: emit)
            connectAndActivate(id, content: .none, in: &state, emit: emit)
        case .disconnectExternalDisplay:
            let id = state.externalDisplaySession!
            disconnect(id, in: &state, emit: emit)
            emit(.didDiscardSceneSessions([id]))
            markDiscarded(id, in: &state)
        case .userAction(let s, let action):
            emit(.userAction(s, scene: state[s].scene!.number, action: action))
        case .appForeground, .appBackground, .appInterrupt, .appEndInterruption:
            preconditionFailure("legacy event \(event) in scenes mode")
        }
    }

    /// Applies an event and returns its callbacks (a convenience over `apply(_:to:emit:)`).
    public func step(_ event: LifecycleEvent, _ state: inout SpecState) -> [SpecCall] {
        var calls: [SpecCall] = []
        apply(event, to: &state, emit: { calls.append($0) })
        return calls
    }

    // MARK: - Building blocks

    /// Whether discarding `s` is closing the last window under `LastWindowClose.endsProcess`: the user
    /// closes the only application session of a running app, its scene connected, no display attached.
    private func closesLastWindowEndingProcess(_ s: SessionID, _ requester: LifecycleEvent.Requester,
                                               in state: SpecState) -> Bool {
        configuration.options.lastWindowClose == .endsProcess && requester == .user && state.isRunning
            && state[s].scene != nil && state.liveApplicationSessionCount == 1 && state.externalDisplaySession == nil
    }

    /// A force quit: every foreground application scene resigns active (the switcher), then the order's
    /// callbacks, scene by scene in creation order; the process ends.
    private func forceQuit(_ order: SpecOptions.ForceQuitOrder, in state: inout SpecState, emit: (SpecCall) -> Void) {
        let visible = state.openIndices.filter {
            state.sessions[$0].role == .application && state.sessions[$0].activation.isForeground
        }.map(SessionID.init)
        for s in visible where state[s].activation == .foregroundActive {
            emit(.willResignActive(s, scene: state[s].scene!.number))
            state.sessions[s.index].scene!.activation = .foregroundInactive
        }
        switch order {
        case .disconnectFromInactive:
            for s in visible { disconnect(s, in: &state, emit: emit) }
        case .backgroundThenTerminate:
            for s in visible { moveToBackground(s, askRestoration: true, in: &state, emit: emit) }
            emit(.willTerminate)
        case .disconnectDiscardTerminate:
            for s in visible { disconnect(s, in: &state, emit: emit) }
            emit(.didDiscardSceneSessions(visible))
            for s in visible {
                markDiscarded(s, in: &state)
                if state.mostRecentSession == s { state.mostRecentSession = nil }
            }
            emit(.willTerminate)
        }
        endProcess(&state)
    }

    private func launchProcess(_ state: inout SpecState, emit: (SpecCall) -> Void) {
        state.launchCount += 1
        state.isRunning = true
        if configuration.options.callsWillFinishLaunching { emit(.willFinishLaunching) }
        emit(.didFinishLaunching)
        var pending: [SessionID] = []
        for i in state.openIndices where state.sessions[i].status == .pendingDiscard { pending.append(SessionID(i)) }
        guard !pending.isEmpty else { return }
        switch configuration.options.deferredDiscards {
        case .singleCall: emit(.didDiscardSceneSessions(pending))
        case .callPerSession: for id in pending { emit(.didDiscardSceneSessions([id])) }
        }
        for id in pending { markDiscarded(id, in: &state) }
    }

    private func markDiscarded(_ id: SessionID, in state: inout SpecState) {
        state.sessions[id.index].status = .discarded
        if let k = state.openIndices.firstIndex(of: id.index) { state.openIndices.remove(at: k) }
    }

    private func endProcess(_ state: inout SpecState) {
        state.isRunning = false
        state.legacyActivation = nil
        for i in state.openIndices where state.sessions[i].scene != nil {
            state.sessions[i].scene = nil
        }
    }

    private func createSession(
        _ role: SpecRole, content: ConnectionContent, in state: inout SpecState, emit: (SpecCall) -> Void
    ) -> SessionID {
        let id = state.nextSessionID
        state.sessions.append(SpecSession(id: id, role: role, status: .live, scene: nil, sceneCount: 0))
        state.openIndices.append(id.index)
        emit(.configurationForConnecting(id, role, content))
        return id
    }

    private func connect(_ s: SessionID, content: ConnectionContent, in state: inout SpecState, emit: (SpecCall) -> Void) {
        state.sessions[s.index].sceneCount += 1
        let n = state.sessions[s.index].sceneCount
        emit(.willConnect(s, scene: n, content))
        state.sessions[s.index].scene = SpecSession.Scene(number: n, activation: .background)
    }

    /// Connects `s` if needed, then brings it to foregroundActive.
    private func connectAndActivate(
        _ s: SessionID, content: ConnectionContent, in state: inout SpecState, emit: (SpecCall) -> Void
    ) {
        if state[s].scene == nil { connect(s, content: content, in: &state, emit: emit) }
        activate(s, in: &state, emit: emit)
    }

    private func activate(_ s: SessionID, in state: inout SpecState, emit: (SpecCall) -> Void) {
        let n = state[s].scene!.number
        if state[s].activation == .background {
            emit(.willEnterForeground(s, scene: n))
            state.sessions[s.index].scene!.activation = .foregroundInactive
        }
        if state[s].activation == .foregroundInactive {
            emit(.didBecomeActive(s, scene: n))
            state.sessions[s.index].scene!.activation = .foregroundActive
        }
        if state[s].role == .application { state.mostRecentSession = s }
    }

    private func moveToBackground(
        _ s: SessionID, askRestoration: Bool, in state: inout SpecState, emit: (SpecCall) -> Void
    ) {
        let n = state[s].scene!.number
        if state[s].activation == .foregroundActive { emit(.willResignActive(s, scene: n)) }
        emit(.didEnterBackground(s, scene: n))
        state.sessions[s.index].scene!.activation = .background
        if askRestoration { emit(.stateRestorationActivity(s, scene: n)) }
    }

    private func disconnect(_ s: SessionID, in state: inout SpecState, emit: (SpecCall) -> Void) {
        emit(.didDisconnect(s, scene: state[s].scene!.number))
        state.sessions[s.index].scene = nil
    }

    /// A URL, activity or quick action: delivered to a connected scene, or in connection options.
    /// A `failing` Handoff goes the same way, with the failure where the activity would be continued.
    private func deliver(
        _ content: ConnectionContent, to target: LifecycleEvent.Target, failing: Bool = false,
        in state: inout SpecState, emit: (SpecCall) -> Void
    ) {
        if !state.isRunning { launchProcess(&state, emit: emit) }
        let s: SessionID
        switch target {
        case .newWindow:
            s = createSession(.application, content: content, in: &state, emit: emit)
        case .session(let existing):
            s = existing
        }
        guard let scene = state[s].scene else {
            guard case .handoff(let p) = content else {
                connectAndActivate(s, content: content, in: &state, emit: emit)
                return
            }
            // Handoff: only the type at connect; the activity follows by continue once connected.
            connect(s, content: content, in: &state, emit: emit)
            let n = state[s].scene!.number
            emit(.willEnterForeground(s, scene: n))
            state.sessions[s.index].scene!.activation = .foregroundInactive
            emit(failing ? .failedToContinueActivity(s, scene: n, payload: p) : .continueActivity(s, scene: n, payload: p))
            activate(s, in: &state, emit: emit)
            return
        }
        let n = scene.number
        if scene.activation == .background {
            emit(.willEnterForeground(s, scene: n))
            state.sessions[s.index].scene!.activation = .foregroundInactive
        }
        switch content {
        case .url(let p): emit(.openURLContexts(s, scene: n, payload: p))
        case .handoff(let p) where failing: emit(.failedToContinueActivity(s, scene: n, payload: p))
        case .activity(let p), .handoff(let p): emit(.continueActivity(s, scene: n, payload: p))
        case .shortcut(let p): emit(.performAction(s, scene: n, payload: p))
        case .none, .withheldRestoration: break
        }
        if scene.activation == .background {
            emit(.didBecomeActive(s, scene: n))
            state.sessions[s.index].scene!.activation = .foregroundActive
        }
        if state[s].activation == .foregroundActive { state.mostRecentSession = s }
    }

    // MARK: - Legacy lifecycle

    /// A URL, activity or quick action for a legacy app: a cold launch carries it in the launch options and
    /// delivers it between didFinishLaunching and applicationDidBecomeActive; a background app comes to the
    /// foreground around it; a foreground app receives it where it is.
    private func deliverLegacy(_ call: SpecCall, in state: inout SpecState, emit: (SpecCall) -> Void) {
        switch state.legacyActivation {
        case nil:
            launchProcess(&state, emit: emit)
            emit(call)
            emit(.applicationDidBecomeActive)
            state.legacyActivation = .foregroundActive
        case .background?:
            emit(.applicationWillEnterForeground)
            emit(call)
            emit(.applicationDidBecomeActive)
            state.legacyActivation = .foregroundActive
        case .foregroundInactive?, .foregroundActive?:
            emit(call)
        case .unattached?:
            preconditionFailure("a legacy app is never unattached")
        }
    }

    private func applyLegacy(_ event: LifecycleEvent, to state: inout SpecState, emit: (SpecCall) -> Void) {
        switch event {
        case .launch:
            launchProcess(&state, emit: emit)
            emit(.applicationDidBecomeActive)
            state.legacyActivation = .foregroundActive
        case .backgroundLaunch:
            launchProcess(&state, emit: emit)
            state.legacyActivation = .background
        case .appForeground:
            emit(.applicationWillEnterForeground)
            emit(.applicationDidBecomeActive)
            state.legacyActivation = .foregroundActive
        case .appBackground:
            if state.legacyActivation == .foregroundActive { emit(.applicationWillResignActive) }
            emit(.applicationDidEnterBackground)
            state.legacyActivation = .background
        case .appInterrupt:
            emit(.applicationWillResignActive)
            state.legacyActivation = .foregroundInactive
        case .appEndInterruption:
            emit(.applicationDidBecomeActive)
            state.legacyActivation = .foregroundActive
        case .processDeath:
            endProcess(&state)
        case .terminate:
            emit(.willTerminate)
            endProcess(&state)
        case .forceQuit(let order):
            // The app callbacks of the order the scene lifecycle reports: the app resigns active in the
            // switcher, then is killed there, or goes to the background and terminates, or terminates.
            if state.legacyActivation == .foregroundActive { emit(.applicationWillResignActive) }
            switch order {
            case .disconnectFromInactive: break
            case .backgroundThenTerminate:
                emit(.applicationDidEnterBackground)
                emit(.willTerminate)
            case .disconnectDiscardTerminate: emit(.willTerminate)
            }
            endProcess(&state)
        case .memoryWarning:
            emit(.didReceiveMemoryWarning)
        case .openURL(_, let p):
            deliverLegacy(.applicationOpenURL(payload: p), in: &state, emit: emit)
        case .continueActivity(_, let p), .handoff(_, let p):
            deliverLegacy(.applicationContinueActivity(payload: p), in: &state, emit: emit)
        case .failedHandoff(_, let p):
            deliverLegacy(.applicationFailedToContinueActivity(payload: p), in: &state, emit: emit)
        case .shortcut(_, let p):
            deliverLegacy(.applicationPerformAction(payload: p), in: &state, emit: emit)
        case .userAction(let s, let action):
            emit(.userAction(s, scene: 0, action: action))
        default:
            preconditionFailure("\(event) is not a legacy event")
        }
    }
}
