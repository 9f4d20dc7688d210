import Foundation

/// Deferred work that the runtime runs at fixed points, so every run is deterministic. Not UIKit.
///
/// A `Task { }` or `DispatchQueue.main.async` block runs in the main run loop's
/// turn at the end of each event of a check; these run at fixed points within
/// the event, attributed to the scene that queued them: `WorkQueue.main` runs
/// its work after the current event's callbacks return, before the turn, and
/// `WorkQueue.io` models slow disk or network work that completes after the
/// *next* event's callbacks, so a save started in `sceneDidEnterBackground`
/// can complete after a discard (rule A4). Work left when the process dies
/// is dropped with it.
@MainActor
public final class WorkQueue {
    package enum Latency { case afterCurrentEvent, afterNextEvent }

    package struct Item {
        package let work: @MainActor () -> Void
        package let enqueuedAtEvent: Int
        package let sceneIdentifier: String?
    }

    package let latency: Latency
    package var items: [Item] = []
    private weak var host: (any UIKitHost)?

    package init(host: any UIKitHost, latency: Latency) {
        self.host = host
        self.latency = latency
    }

    /// The running process's main queue. Traps outside a run, as `UIApplication.shared` does.
    public static var main: WorkQueue { UIApplication.shared.mainQueue }
    /// The running process's slow I/O queue. Traps outside a run.
    public static var io: WorkQueue { UIApplication.shared.ioQueue }

    /// Schedules `work`; it runs on the main actor at the queue's next turn.
    public func async(_ work: @escaping @MainActor () -> Void) {
        items.append(Item(work: work, enqueuedAtEvent: host?.eventNumber ?? 0,
                          sceneIdentifier: host?.currentUIScene?.identifier))
    }

    /// How many items wait.
    public var pendingCount: Int { items.count }

    /// Removes and returns the items due at the end of event `eventNumber`, in order.
    package func takeDue(atEndOfEvent eventNumber: Int) -> [Item] {
        let due: [Item]
        switch latency {
        case .afterCurrentEvent: due = items
        case .afterNextEvent: due = items.filter { $0.enqueuedAtEvent < eventNumber }
        }
        guard !due.isEmpty else { return [] }
        switch latency {
        case .afterCurrentEvent: items.removeAll()
        case .afterNextEvent: items.removeAll { $0.enqueuedAtEvent < eventNumber }
        }
        return due
    }
}
