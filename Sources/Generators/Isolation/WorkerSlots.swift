import Foundation

/// How many isolated checks run their workers at once: one fewer than the machine's cores, and at least one.
///
/// A check waits for its workers outside its turn (`CheckTurns`), so this process runs other checks meanwhile;
/// the slots keep the workers and this process to about one core each, however many tests start at once. A
/// worker's hang deadline is wall-clock time, and a worker starved of a core could be taken for a hang.
@MainActor
enum WorkerSlots {
    /// The number of workers that may run at once.
    static let capacity = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
    private static var running = 0
    private static var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` once a slot is free; the slot goes to the next waiting check, in the order they came.
    static func holding<T, E: Error>(_ body: () async throws(E) -> T) async throws(E) -> T {
        if running < capacity {
            running += 1
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
        defer {
            if waiting.isEmpty { running -= 1 } else { waiting.removeFirst().resume() }
        }
        return try await body()
    }
}
