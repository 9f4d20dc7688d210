import LifecycleRules
import Testing

/// A trait that runs each test of a suite (or one test) while no check runs: its turn of `CheckTurns`.
///
/// A test that drives a `ReferenceRuntime` itself lets the main run loop turn after every event, and during a turn
/// other main-actor code runs, other tests included; a test that reads process-wide state (`UIApplication.shared`,
/// `UserDefaults.standard`, notifications posted to `NotificationCenter.default`) would see theirs. The checks of
/// this package take their turns already; give this trait to a suite whose tests drive runtimes directly:
///
/// ```swift
/// @MainActor @Suite(.holdingCheckTurn) struct ReminderTests { … }
/// ```
public struct HoldingCheckTurnTrait: SuiteTrait, TestTrait, TestScoping {
    /// Every test of the suite, not the suite as a whole, takes its turn.
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's own scope (no test case) needs no turn: its tests take theirs.
        guard testCase != nil || !test.isSuite else { return try await function() }
        try await CheckTurns.exclusively { () async throws in try await function() }
    }
}

extension Trait where Self == HoldingCheckTurnTrait {
    /// Runs each test while no check runs (`HoldingCheckTurnTrait`).
    public static var holdingCheckTurn: Self { HoldingCheckTurnTrait() }
}
