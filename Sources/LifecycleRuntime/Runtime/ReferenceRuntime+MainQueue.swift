import LifecycleUIKit

/// What a process that ended during an event leaves behind, kept while the work it queued runs.
package struct EndedProcess {
    package let application: UIApplication
    package let appDelegate: (any UIApplicationDelegate)?
    package let scenes: [UIWindowScene]
}

extension ReferenceRuntime {
    /// How many turns of the main run loop after which the app's work requested a scene one event gives at most.
    ///
    /// Each turn runs everything queued on the main actor before it. After a turn in which the app's work
    /// requested a scene (`requestSceneSessionActivation`, `requestSceneSessionDestruction`), the request is
    /// carried out and the main run loop turns again, up to this many turns. Turns given to the event's
    /// unfinished tasks (``unfinishedWorkTurnBound``, ``unfinishedWorkSleepBound``) come on top.
    public static let mainQueueTurnBound = 8

    /// How many more turns of the main run loop the runtime gives one event's unfinished tasks, for their work on
    /// the main actor.
    ///
    /// A task a callback starts (`Task { }`) that suspends again, or waits for another actor, finishes in a later
    /// turn: the main run loop turns until every task the event started has finished (`EventWork`), up to this
    /// many more turns, and then up to ``unfinishedWorkSleepBound`` turns that each give other threads 100 µs
    /// (an actor's work runs on another thread). Work that waits longer (a timer, the network, a loop that never
    /// ends) keeps running into later events, as it would on a device.
    public static let unfinishedWorkTurnBound = 8

    /// How many turns of 100 µs the runtime gives one event's unfinished tasks after ``unfinishedWorkTurnBound``,
    /// for their work on other threads. A runtime gives them in at most ``unfinishedWorkSleepingEvents`` events:
    /// an app whose tasks never finish (an observation loop) costs each case, shrink step and replay at most three
    /// such waits (about 13 ms in a debug build), not one per event. After three, a task that waits for another
    /// actor in a later event of the same case gets only the plain turns, and may finish in a later event.
    public static let unfinishedWorkSleepBound = 20

    /// In how many events a runtime waits out ``unfinishedWorkSleepBound`` before it gives unfinished tasks only
    /// the turns of ``unfinishedWorkTurnBound``.
    public static let unfinishedWorkSleepingEvents = 3

    /// Told `true` as a turn of the main run loop begins and `false` as it ends, from the main actor. Other
    /// main-actor work may run in a turn (other tests, for one), so a watchdog that times the app
    /// (`RunMonitor`) does not count a turn's time.
    nonisolated package static let mainQueueTurnObserver = TurnObserver()

    /// Carries out one event and all the work it causes: the callbacks and the requests they made, then lets the
    /// main run loop turn before the event ends, as it does on a device between two system events. A turn that
    /// would run nothing is skipped (`MainQueueProbe`): no task of the event is unfinished and nothing is queued
    /// on the main queue.
    ///
    /// What a callback queued on the main actor (`Task { }`, `Task { @MainActor in … }`,
    /// `DispatchQueue.main.async { }`) runs now, with `UIApplication.shared` this run's app, and what it
    /// requests is carried out; then the app's stored values are read and the event's end is observed (the
    /// app rules). Work queued on the main actor runs in the order it was queued, so the same events give
    /// the same calls. A task the event's callbacks started that suspends again (`await Task.yield()`, an
    /// `await` on another actor) is waited for: the main run loop turns until every such task has finished
    /// (`EventWork`), up to `unfinishedWorkTurnBound` more turns and then `unfinishedWorkSleepBound` turns that
    /// give other threads 100 µs each. Work started outside a task (a detached task, a
    /// Dispatch block on another queue, a timer) comes back when its thread is done, which this runtime does not
    /// wait for.
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
        // A task of an earlier event that is still running keeps that event's marker; this event gets its own.
        if hasUnfinishedWork { eventWork = EventWork() }
        keepsEndedProcess = true
        defer { keepsEndedProcess = false }
        let split = try whileCurrent { () throws(RuntimeError) -> Bool in
            beginPerform(event, origin: .sent, activityOverride: nil)
            return deliverPerformed(untilSystemMessage: configuration.spec.options.turnsBeforeForegroundDisconnect)
        }
        // Turns given to the event's unfinished tasks, counted over the whole event (a split event's two waits
        // share one budget).
        var waits = 0
        var sleeps = false
        if split {
            // The rest comes in the system's next message (`SpecOptions.turnsBeforeForegroundDisconnect`): the
            // main run loop turns first. What the app requests meanwhile is carried out with the event's other
            // requests, after its last callback.
            repeat {
                await turnMainQueue(sleeping: sleeps)
                guard let next = waitForUnfinishedWork(after: &waits) else { break }
                sleeps = next
            } while true
            sleeps = false
        }
        try whileCurrent { () throws(RuntimeError) in
            deliverPerformed(untilSystemMessage: false)
            endPerform()
            try carryOutRequests(event)
        }
        if let ended = endedProcess {
            endedProcess = nil
            await runWorkLeft(by: ended)
        }
        var turns = 0
        while application != nil, turns < Self.mainQueueTurnBound {
            await turnMainQueue(sleeping: sleeps)
            let requested = requests.isEmpty
                ? false : try whileCurrent { () throws(RuntimeError) in try carryOutRequests(event) }
            if requested {
                turns += 1
                continue
            }
            guard let next = waitForUnfinishedWork(after: &waits) else { break }
            sleeps = next
        }
        try whileCurrent(delivering: false) { () throws(RuntimeError) in endEvent() }
        return steps[firstStep...]
    }

    /// Lets time pass at the end of a run: the main run loop turns and the requests its work makes are carried
    /// out, until a turn makes none (at most `mainQueueTurnBound` turns), and the last event's unfinished tasks
    /// are waited for as `send(_:)` waits for them.
    ///
    /// - Throws: `RuntimeError.runawayWork` if the app keeps requesting without end.
    public func settle() async throws(RuntimeError) {
        var turns = 0
        var waits = 0
        var sleeps = false
        repeat {
            if application != nil { await turnMainQueue(sleeping: sleeps) }
            let requested = try whileCurrent { () throws(RuntimeError) in try settleRequests() }
            if requested {
                turns += 1
                continue
            }
            guard application != nil, let next = waitForUnfinishedWork(after: &waits) else { break }
            sleeps = next
        } while turns < Self.mainQueueTurnBound
    }

    /// Whether the event's unfinished tasks get another turn, after `waits` turns given to them (counted here):
    /// `nil` when every task the event started has finished or the wait is over, `true` when the turn should
    /// give other threads 100 µs.
    private func waitForUnfinishedWork(after waits: inout Int) -> Bool? {
        guard hasUnfinishedWork else { return nil }
        let sleeps = sleepingEvents < Self.unfinishedWorkSleepingEvents ? Self.unfinishedWorkSleepBound : 0
        guard waits < Self.unfinishedWorkTurnBound + sleeps else {
            if sleeps > 0 { sleepingEvents += 1 }
            return nil
        }
        waits += 1
        return waits > Self.unfinishedWorkTurnBound
    }

    /// One turn of the main run loop with this runtime's app as `UIApplication.shared`: every job queued on
    /// the main actor before it runs; `sleeping`, also what other threads queue in the next 100 µs. A turn that
    /// would run nothing (no task of the event unfinished, nothing queued on the main queue as
    /// `MainQueueProbe` sees it) is skipped; what follows a turn still happens.
    private func turnMainQueue(sleeping: Bool = false) async {
        let previous = ReferenceRuntime.current
        let previousApp = UIApplication.runningApplication
        ReferenceRuntime.current = self
        UIApplication.setRunning(application)
        if sleeping || hasUnfinishedWork || MainQueueProbe.mayHaveQueuedWork {
            MainQueueProbe.turnsTaken += 1
            Self.mainQueueTurnObserver.notify(true)
            if sleeping {
                try? await Task.sleep(for: .microseconds(100))
            } else {
                await Task.yield()
            }
            Self.mainQueueTurnObserver.notify(false)
        } else {
            MainQueueProbe.turnsSkipped += 1
        }
        // Appearance callbacks (viewDidLoad, viewWillAppear) are the app's code: a task they start is the event's.
        EventWork.$current.withValue(eventWork) { updateAppearance() }
        ReferenceRuntime.current = previous
        UIApplication.setRunning(previousApp)
        appState.claim()
    }

    /// Runs what an ended process left queued on the main actor against its own objects, then undoes what that
    /// work stored and dropped what it requested: on a device the work ends with the process.
    private func runWorkLeft(by ended: EndedProcess) async {
        let stored = appState.capture()
        let marks = appState.writeMarks()
        let userInfos = sessionObjects.map(\.userInfo)
        let previousApp = UIApplication.runningApplication
        ended.application.host = nil
        ended.application.delegate = ended.appDelegate
        UIApplication.setRunning(ended.application)
        Self.mainQueueTurnObserver.notify(true)
        var turns = 0
        repeat {
            if hasUnfinishedWork || MainQueueProbe.mayHaveQueuedWork { await Task.yield() }
            turns += 1
        } while turns < 2 || (hasUnfinishedWork && turns < 2 + Self.unfinishedWorkTurnBound)
        Self.mainQueueTurnObserver.notify(false)
        UIApplication.setRunning(previousApp)
        ended.application.delegate = nil
        appState.claim()
        // What the work stored is undone; when it stored nothing (as the probes tell), there is nothing to undo.
        if !appState.unwritten(since: marks) { appState.restore(stored) }
        for (session, info) in zip(sessionObjects, userInfos) { session.userInfo = info }
        configuration.resetProcessState?()
        withExtendedLifetime(ended) {}
    }
}
