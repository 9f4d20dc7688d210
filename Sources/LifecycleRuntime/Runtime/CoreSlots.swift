import Foundation

/// The machine's cores, shared out among what runs apps for this process: a check run here (`CheckTurns`) and each
/// child process of an isolated check (its worker, a confirmation's worker) take one while they run.
///
/// So a test process whose checks all run in children runs as many of them at once as the machine has cores, and a
/// check run here counts as one of them: a child's hang deadline is wall-clock time, and a child starved of a core
/// could be taken for a hang. What a child starts itself (the parts of a proof, `ProofParts`) is the child's own.
@MainActor
package enum CoreSlots {
    /// How many may run at once: the machine's active cores, at least one.
    package static let capacity = max(1, ProcessInfo.processInfo.activeProcessorCount)
    private static var taken = 0
    private static var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` once a slot is free; the slot then goes to the next waiting caller, in the order they came.
    ///
    /// A caller that holds the check turn takes its slot after the turn (`CheckTurns.exclusively`), and nothing that
    /// holds a slot waits for the turn, so a turn and a slot are never each waiting for the other.
    package static func holding<T, E: Error>(_ body: () async throws(E) -> T) async throws(E) -> T {
        if taken < capacity {
            taken += 1
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
        defer {
            if waiting.isEmpty { taken -= 1 } else { waiting.removeFirst().resume() }
        }
        return try await body()
    }
}
