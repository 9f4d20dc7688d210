/// Deferred work, run by the runtime at fixed points so every run is deterministic.
///
/// `Application.mainQueue` runs its work after the current event's callbacks
/// return (as `DispatchQueue.main.async` would). `Application.ioQueue` models
/// slow disk or network work: it runs after the *next* event's callbacks, so
/// a save started in `sceneDidEnterBackground` can complete after a discard
/// (A4). Work left when the process dies is dropped with it.
@MainActor
public final class WorkQueue {
    enum Latency { case afterCurrentEvent, afterNextEvent }

    struct Item {
        let work: @MainActor () -> Void
        let enqueuedAtEvent: Int
        let sceneIdentifier: String?
    }

    let latency: Latency
    var items: [Item] = []
    weak var runtime: ReferenceRuntime?

    init(runtime: ReferenceRuntime, latency: Latency) {
        self.runtime = runtime
        self.latency = latency
    }

    /// Schedules `work`; it runs on the main actor at the queue's next turn.
    public func async(_ work: @escaping @MainActor () -> Void) {
        items.append(Item(work: work, enqueuedAtEvent: runtime?.eventNumber ?? 0,
                          sceneIdentifier: runtime?.currentScene?.identifier))
    }

    /// How many work items are waiting.
    public var pendingCount: Int { items.count }

    /// Removes and returns the items due at the end of event `eventNumber`.
    func takeDue(atEndOfEvent eventNumber: Int) -> [Item] {
        switch latency {
        case .afterCurrentEvent:
            let due = items
            items.removeAll()
            return due
        case .afterNextEvent:
            let due = items.filter { $0.enqueuedAtEvent < eventNumber }
            items.removeAll { $0.enqueuedAtEvent < eventNumber }
            return due
        }
    }
}
