import LifecycleUIKit

/// What a process that ended during an event leaves behind, kept while the work it queued runs.
package struct EndedProcess {
    package let application: UIApplication
    package let appDelegate: (any UIApplicationDelegate)?
    package let scenes: [UIWindowScene]
}

extension ReferenceRuntime {
    /// How many turns of the main run loop the runtime gives one event's queued work at most.
    ///
    /// Each turn runs everything queued on the main actor before it. After a turn in which the app's work
    /// requested a scene (`requestSceneSessionActivation`, `requestSceneSessionDestruction`), the request is
    /// carried out and the main run loop turns again, up to this many turns.
    public static let mainQueueTurnBound = 8

    /// Told `true` as a turn of the main run loop begins and `false` as it ends, from the main actor. Other
    /// main-actor work may run in a turn (other tests, for one), so a watchdog that times the app
    /// (`RunMonitor`) does not count a turn's time.
    nonisolated package static let mainQueueTurnObserver = TurnObserver()

    /// Carries out one event and all the work it causes: the callbacks and the requests they made, then lets the
    /// main run loop turn before the event ends, as it does on a device between two system events.
    ///
    /// What a callback queued on the main actor (`Task { }`, `Task { @MainActor in … }`,
    /// `DispatchQueue.main.async { }`) runs now, with `UIApplication.shared` this run's app, and what it
    /// requests is carried out; then the app's stored values are read and the event's end is observed (the
    /// app rules). Work queued on the main actor runs in the order it was queued, so the same events give
    /// the same calls. Work that waits for another thread (an actor, a detached task, a timer) comes back
    /// when that thread is done, which this runtime does not wait for.
    ///
    /// When the event ends the process, the work the process queued still runs once, against the ended
    /// process's objects, and then everything it stored is undone (user defaults, sessions' `userInfo`), its
    /// requests are dropped and `resetProcessState` runs again: on a device that work dies with the process.
    ///
    /// Other main-actor code may run during a turn (other tests, for one), so call this only inside
    /// `CheckTurns.exclusively(_:)`, which every check of `LifecycleConformance`, `PropertyRunner`, `Explorer`,
    /// `Executor` and `Shrinker` holds: two runtimes taking turns at once would each see the other's app as
    /// `UIApplication.shared`.
    ///
    /// - Throws: `RuntimeError.illegalEvent` if the event is not legal now (nothing happens then),
    ///   `RuntimeError.runawayWork` if the app keeps requesting without end.
    /// - Returns: the steps this event produced (the event itself first, then app requests).
    @discardableResult
    public func send(_ event: LifecycleEvent) async throws(RuntimeError) -> ArraySlice<RuntimeStep> {
        guard specification.isLegal(event, in: state) else {
            throw .illegalEvent(event, state: state.description)
        }
        let firstStep = steps.count
        eventNumber += 1
        keepsEndedProcess = true
        defer { keepsEndedProcess = false }
        try whileCurrent { () throws(RuntimeError) in
            perform(event, origin: .sent, activityOverride: nil)
            try carryOutRequests(event)
        }
        if let ended = endedProcess {
            endedProcess = nil
            await runWorkLeft(by: ended)
        }
        var turns = 0
        while application != nil, turns < Self.mainQueueTurnBound {
            turns += 1
            await turnMainQueue()
            let requested = try whileCurrent { () throws(RuntimeError) in try carryOutRequests(event) }
            guard requested else { break }
        }
        try whileCurrent { () throws(RuntimeError) in endEvent() }
        return steps[firstStep...]
    }

    /// Lets time pass at the end of a run: the main run loop turns and the requests its work makes are carried
    /// out, until a turn makes none (at most `mainQueueTurnBound` turns).
    ///
    /// - Throws: `RuntimeError.runawayWork` if the app keeps requesting without end.
    public func settle() async throws(RuntimeError) {
        var turns = 0
        repeat {
            turns += 1
            if application != nil { await turnMainQueue() }
            let requested = try whileCurrent { () throws(RuntimeError) in try settleRequests() }
            guard requested else { break }
        } while turns < Self.mainQueueTurnBound
    }

    /// One turn of the main run loop with this runtime's app as `UIApplication.shared`: every job queued on
    /// the main actor before it runs.
    private func turnMainQueue() async {
        let previous = ReferenceRuntime.current
        let previousApp = UIApplication.runningApplication
        ReferenceRuntime.current = self
        UIApplication.setRunning(application)
        Self.mainQueueTurnObserver.notify(true)
        await Task.yield()
        Self.mainQueueTurnObserver.notify(false)
        updateAppearance()
        ReferenceRuntime.current = previous
        UIApplication.setRunning(previousApp)
        appState.claim()
    }

    /// Runs what an ended process left queued on the main actor against its own objects, then undoes what that
    /// work stored and dropped what it requested: on a device the work ends with the process.
    private func runWorkLeft(by ended: EndedProcess) async {
        let stored = appState.capture()
        let userInfos = sessionObjects.map(\.userInfo)
        let previousApp = UIApplication.runningApplication
        ended.application.host = nil
        ended.application.delegate = ended.appDelegate
        UIApplication.setRunning(ended.application)
        Self.mainQueueTurnObserver.notify(true)
        for _ in 0..<2 { await Task.yield() }
        Self.mainQueueTurnObserver.notify(false)
        UIApplication.setRunning(previousApp)
        ended.application.delegate = nil
        appState.claim()
        appState.restore(stored)
        for (session, info) in zip(sessionObjects, userInfos) { session.userInfo = info }
        configuration.resetProcessState?()
        withExtendedLifetime(ended) {}
    }
}
