import Foundation

/// Who is told when a turn of the main run loop begins and ends (``ReferenceRuntime/mainQueueTurnObserver``).
///
/// Set from any thread, told from the main actor; a lock keeps the two apart.
package final class TurnObserver: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable (Bool) -> Void)?

    package init() {}

    /// Replaces the handler.
    package func set(_ handler: (@Sendable (Bool) -> Void)?) {
        lock.lock()
        self.handler = handler
        lock.unlock()
    }

    /// Tells the handler, if any, that a turn began (`true`) or ended (`false`).
    package func notify(_ began: Bool) {
        lock.lock()
        let handler = self.handler
        lock.unlock()
        handler?(began)
    }
}
