import LifecycleRules

/// One run of a system under test: events go in, failures come out.
///
/// The generator draws events legal in `state`; the shrinker and the explorer
/// replay sequences through fresh runs. A run must be deterministic: the same
/// events give the same failures. Make one with a `PropertyTarget`.
@MainActor
public protocol LifecycleRun: AnyObject {
    /// The specification state now (it may differ from a pure replay when the app makes requests).
    var state: SpecState { get }
    /// The specification the run follows.
    var specification: Specification { get }
    /// Carries out a legal event and returns the first property it breaks, if any. A run of an app lets the
    /// main run loop turn before the event ends (`ReferenceRuntime.send(_:)`), so work its
    /// callbacks queued on the main actor runs between events, as on a device.
    func send(_ event: LifecycleEvent) async -> PropertyFailure?
    /// Checks what can only be judged at the end (leaks, pending completion handlers).
    func finish() async -> PropertyFailure?
    /// The callbacks each sent event produced so far, for timelines (one entry per sent event).
    var timeline: [[SpecCall]] { get }
    /// Starts recording what the app does that can be seen from outside it (what it stores, what
    /// its scenes show, what it returns to the system), for the determinism check. Call before the
    /// first event. A run that cannot record leaves `observations` empty.
    func recordObservations()
    /// What was recorded since `recordObservations()`, in order: equal for two runs of the same
    /// events exactly when the app behaved the same way, as far as the record sees.
    var observations: [Observation] { get }
    /// While recording, the stored values each sent event changed (`key = value`, `key removed`), one list per
    /// event, for the timeline of a report. Empty when the run does not record or cannot tell.
    var storageChanges: [[String]] { get }
    /// Whether the system could send `event`, legal in the specification now, to this app now: a run of
    /// the reference runtime says no to a delivery its app's activation conditions route elsewhere
    /// (`ReferenceRuntime.routes(_:)`). The generator, the shrinker and the searches only send events a
    /// run admits. The default admits every legal event.
    func admits(_ event: LifecycleEvent) -> Bool
    /// Whether the app keeps something stored for `session` now (a key that names the session's
    /// `persistentIdentifier`: defaults, a session's userInfo, a file), read after the last event.
    /// Guided generation (`GeneratorConfiguration.guided`) uses it to tell apart states the specification
    /// alone cannot, such as a discarded window whose draft is still stored. A run that cannot tell answers
    /// `false`; the answer must depend only on the events sent, like every other part of a run.
    func holdsStoredData(for session: SessionID) -> Bool
}

extension LifecycleRun {
    public func recordObservations() {}
    public var observations: [Observation] { [] }
    public var storageChanges: [[String]] { [] }
    public func admits(_ event: LifecycleEvent) -> Bool { true }

    /// Appends every event that can happen now (legal in the specification and admitted by the run)
    /// to `events`, in the specification's order.
    public func possibleEvents(into events: inout [LifecycleEvent]) {
        let start = events.count
        specification.legalEvents(in: state, into: &events)
        var kept = start
        for i in start..<events.count where admits(events[i]) {
            events[kept] = events[i]
            kept += 1
        }
        events.removeSubrange(kept...)
    }

    /// Whether `event` can happen now: legal in the specification and admitted by the run.
    public func canSend(_ event: LifecycleEvent) -> Bool {
        specification.isLegal(event, in: state) && admits(event)
    }
    public func holdsStoredData(for session: SessionID) -> Bool { false }
}

/// Makes fresh runs of a system under test.
public struct PropertyTarget: Sendable {
    /// A name for reports, such as `DocumentEditor` or `fails iff X, Y, Z in order`.
    public var name: String
    /// The specification's parameters the runs use.
    public var spec: SpecConfiguration
    /// Makes a fresh run.
    public var makeRun: @MainActor @Sendable () -> any LifecycleRun

    public init(name: String, spec: SpecConfiguration, makeRun: @escaping @MainActor @Sendable () -> any LifecycleRun) {
        self.name = name
        self.spec = spec
        self.makeRun = makeRun
    }
}
