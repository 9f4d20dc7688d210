/// A marker of one event's work: every unstructured task the event's callbacks start holds it until it finishes.
///
/// `Task { }` copies the task-local values of the code that creates it and releases them when it finishes, and a
/// task it starts copies them again. The runtime binds its marker (``current``) while it delivers an event's
/// callbacks and carries out the requests they make: while the runtime's is not the only reference to it, a task
/// the event started (or one such a task started) has not finished, so the main run loop turns again, as a device
/// lets such work finish long before the next system event. A marker no task holds serves the next event too. `Task.detached`, Dispatch blocks
/// and threads copy no task-local values, so their work is not seen.
package final class EventWork: Sendable {
    /// The marker of the event whose callbacks are running, in the code that runs them and in every task it starts.
    @TaskLocal package static var current: EventWork?

    package init() {}
}
