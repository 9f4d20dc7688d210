
/// Checks take turns: one at a time has the process's app state (`UIApplication.shared`, the user defaults,
/// the app's statics) to itself.
///
/// A check lets the main run loop turn after every event (`ReferenceRuntime.send(_:)`), and
/// during a turn other main-actor code runs, other tests included. A second check running then would install
/// its own app and empty the defaults under the first, so every entry point that drives apps
/// (`LifecycleConformance`, `PropertyRunner.run(_:)`, `Explorer`, `Executor`, `Shrinker`) waits here for the
/// check before it to end. A check started inside another (a replay inside a run) goes ahead at once.
@MainActor
public enum CheckTurns {
    @TaskLocal private static var holding = false
    private static var busy = false
    private static var waiting: [CheckedContinuation<Void, Never>] = []

    /// Whether the calling task holds the turn (it is inside `exclusively(_:)`, or a test with `.holdingCheckTurn`).
    package static var isHeldByCurrentTask: Bool { holding }

    /// Runs `body` once no other check runs, counted as one of the cores in use (`CoreSlots`, which starts an isolated
    /// check's child only on a free core); afterwards the next waiting check goes, in the order they came. The first
    /// check of a process first checks `MainQueueProbe`, which lets runtimes skip turns that would run nothing.
    public static func exclusively<T, E: Error>(_ body: @MainActor () async throws(E) -> T) async throws(E) -> T {
        if holding { return try await body() }
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
        defer {
            if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        }
        let result: Result<T, E> = await CoreSlots.shared.holdingForTurn { () async -> Result<T, E> in
            // The first check of a process checks the main queue's probe (if a check's header has not already).
            if MainQueueProbe.status == .unverified { await MainQueueProbe.verify() }
            return await $holding.withValue(true) {
                do throws(E) {
                    return .success(try await body())
                } catch {
                    return .failure(error)
                }
            }
        }
        return try result.get()
    }
}
