import LifecycleSpec

/// An event the runtime is carrying out: its callbacks, how many are delivered, where its trace lines begin.
package struct Performing {
    package let event: LifecycleEvent
    package let origin: RuntimeStep.Origin
    package let calls: [SpecCall]
    package var delivered: Int
    package let traceStart: Int

    /// Where the system's next message begins among `calls`, after the first `index` of them were delivered
    /// (`calls.count` if it does not).
    ///
    /// One event of the specification may stand for more than one message from the system, with turns of the
    /// main run loop between them. Under `SpecOptions.turnsBeforeForegroundDisconnect`, a window closed in the
    /// foreground goes to the background in one message and is disconnected and discarded in the next: a
    /// `didDisconnect` of the scene whose `didEnterBackground` (or `stateRestorationActivity`) came just before it
    /// begins a new message, so what the background callbacks queued runs before the disconnect.
    package static func nextMessage(in calls: [SpecCall], after index: Int) -> Int {
        var i = index + 1
        while i < calls.count {
            if case .didDisconnect(let id, let n) = calls[i] {
                switch calls[i - 1] {
                case .didEnterBackground(id, n), .stateRestorationActivity(id, n): return i
                default: break
                }
            }
            i += 1
        }
        return calls.count
    }
}
