import LifecycleRules

/// The outcome of replaying a sequence: the events that were legal and ran, and the first failure.
public struct Execution: Sendable {
    /// The events that ran, with session names as the replay made them; stops at the failing event.
    public var events: [AnnotatedEvent]
    /// The first failure, if any.
    public var failure: PropertyFailure?
    /// The index in `events` of the event at which the failure was detected
    /// (the last event, for a failure found by the end-of-run checks).
    public var failureIndex: Int?
    /// The specification state after each event (when recorded), for loop cutting.
    public var states: [SpecState]
    /// The callbacks each event produced.
    public var timeline: [[SpecCall]]
    /// How many events of the input were dropped because they were no longer legal.
    public var dropped: Int
    /// What the app did that can be seen from outside it (when recorded, for the determinism check).
    public var observations: [Observation] = []
    /// The stored values each event changed (when observations are recorded), one list per event.
    public var storageChanges: [[String]] = []

    /// The plain events.
    public var plainEvents: [LifecycleEvent] { events.map(\.event) }
}

/// Replays event sequences through fresh runs, repairing them on the way.
@MainActor
public enum Executor {
    /// Replays `events` through a fresh run of `target`.
    ///
    /// Each event's session reference is translated through the map of
    /// original to replayed sessions; an event naming a session that was not
    /// created, or that is not legal in the replayed state, is dropped. The
    /// replay stops at the first failure; if none occurs, the end-of-run checks run.
    ///
    /// - Complexity: O(n) events through the target, plus O(n) state copies when `recordStates`.
    public static func execute(
        _ events: [AnnotatedEvent], on target: PropertyTarget, recordStates: Bool = false, keepNames: Bool = false,
        recordObservations: Bool = false
    ) async -> Execution {
        await CheckTurns.exclusively { () async -> Execution in
            let run = target.makeRun()
            defer { RunMonitor.shared.executionFinished() }
            if recordObservations { run.recordObservations() }
            var map: [SessionID: SessionID] = [:]
            var result = Execution(events: [], failure: nil, failureIndex: nil, states: [], timeline: [], dropped: 0)
            for annotated in events {
                var event = annotated.event
                // In the legacy lifecycle a user action names session A, the app's one window, which no event creates.
                if let original = event.session, run.specification.configuration.usesScenes {
                    guard let actual = map[original] else {
                        result.dropped += 1
                        continue
                    }
                    event = event.renamingSession(actual)
                }
                guard run.canSend(event) else {
                    result.dropped += 1
                    continue
                }
                let before = run.state.sessions.count
                let failure = await run.send(event)
                let after = run.state.sessions.count
                let createdNow = (before..<after).map(SessionID.init)
                if keepNames {
                    for id in createdNow { map[id] = id }
                } else {
                    for (original, actual) in zip(annotated.created, createdNow) { map[original] = actual }
                }
                result.events.append(AnnotatedEvent(event, created: createdNow))
                if recordStates { result.states.append(run.state) }
                if let failure {
                    result.failure = failure
                    result.failureIndex = result.events.count - 1
                    result.timeline = run.timeline
                    result.observations = run.observations
                    result.storageChanges = run.storageChanges
                    return result
                }
            }
            if let failure = await run.finish() {
                result.failure = failure
                result.failureIndex = result.events.isEmpty ? nil : result.events.count - 1
            }
            result.timeline = run.timeline
            result.observations = run.observations
            result.storageChanges = run.storageChanges
            return result
        }
    }

    /// Replays plain events whose session names are the names the replay itself makes
    /// (a generated sequence, a seed's replay, a pasted regression).
    public static func execute(
        plain events: [LifecycleEvent], on target: PropertyTarget, recordStates: Bool = false,
        recordObservations: Bool = false
    ) async -> Execution {
        await execute(events.map { AnnotatedEvent($0) }, on: target, recordStates: recordStates, keepNames: true,
                recordObservations: recordObservations)
    }
}
