import Foundation

/// The machine's cores, shared out among what runs apps for this process: a check run here (`CheckTurns`) and each
/// child process (an isolated check's worker, a confirmation's worker, a suite run in a process of its own) count
/// as one while they run.
///
/// A child starts only while fewer than the machine's cores are counted, so a test process whose checks all run in
/// children runs as many at once as there are cores. A check run here never waits for a core: the checks of this
/// process take turns, one after another, and a turn that waited for children would hold up every check behind it.
/// So while a turn starts beside children that already hold every core, one more runs than there are cores, until
/// the next child ends. A child's hang deadline is wall-clock time, which that sharing does not come near. A child starts
/// the parts of its proof (`ProofParts`) only on the cores that were free when it started (`coresForLatestChild`), so
/// two children proving at once do not each start a process on every core.
@MainActor
package final class CoreSlots {
    /// This process's: as many as ``coresVariable`` says, else as the machine's active cores; at least one.
    package static let shared = CoreSlots(
        capacity: ProcessInfo.processInfo.environment[coresVariable].flatMap { Int($0) }
            ?? ProcessInfo.processInfo.activeProcessorCount)

    /// The variable that tells a process how many cores it may use, when a process that started it says so
    /// (`LIFECYCLE_WORKER_CORES`): a check's worker cuts its proof into at most that many parts, and this process
    /// starts children only while fewer are counted.
    package nonisolated static let coresVariable = "LIFECYCLE_WORKER_CORES"

    /// How many children and checks may be counted before a child waits, at least one.
    package let capacity: Int
    /// How many run now.
    package private(set) var counted = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// The cores the child counted last may use for processes of its own (a proof's parts): the cores no other child
    /// or turn is counted on, its own included, at least one.
    package var coresForLatestChild: Int { max(1, capacity - counted + 1) }

    package init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Runs `body`, a child's run, once fewer than `capacity` are counted; waiting children start in the order they came.
    package func holdingForChild<T, E: Error>(_ body: () async throws(E) -> T) async throws(E) -> T {
        if counted < capacity {
            counted += 1
        } else {
            // Counted by the one that wakes it (`release`).
            await withCheckedContinuation { waiting.append($0) }
        }
        defer { release() }
        return try await body()
    }

    /// Runs `body`, a check's turn in this process, counted at once, whatever is counted already.
    package func holdingForTurn<T, E: Error>(_ body: () async throws(E) -> T) async throws(E) -> T {
        counted += 1
        defer { release() }
        return try await body()
    }

    private func release() {
        counted -= 1
        while counted < capacity, !waiting.isEmpty {
            counted += 1
            waiting.removeFirst().resume()
        }
    }
}
