import LifecycleUIKit

/// A violated app rule, found by watching the runtime drive a delegate implementation.
package struct AppRuleViolation: Hashable, Sendable {
    /// The rule broken.
    package var rule: LifecycleRule
    /// The 1-based number of the sent event during which it was found.
    package var eventNumber: Int
    /// What happened, in one sentence.
    package var message: String
    /// What was expected, in one sentence.
    package var expected: String
    /// Expected against actual, as lines such as `− before: …` and `+ after: …`.
    package var details: [String]

    package init(rule: LifecycleRule, eventNumber: Int, message: String, expected: String, details: [String] = []) {
        self.rule = rule
        self.eventNumber = eventNumber
        self.message = message
        self.expected = expected
        self.details = details
    }
}

/// Watches the runtime for one app rule; one type per rule, in `Rules/App/`.
@MainActor
package protocol AppRuleChecker: AnyObject {
    /// The rule this checker checks.
    nonisolated static var rule: LifecycleRule { get }
    /// A checker with nothing seen yet; the monitor makes one per run.
    init()
    /// The observations `observe` reads; the monitor passes only these (all by default).
    nonisolated static var observed: ObservationKinds { get }
    /// Whether `eventFinished` checks anything; the monitor skips it otherwise (true by default).
    nonisolated static var checksAtEventEnd: Bool { get }
    /// Sees each observation as it happens; report with `monitor.report(…)`.
    func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor)
    /// Called when an event and all the work it caused finished.
    func eventFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor)
    /// Called at the end of a run, after pending work has run.
    func runFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor)
}

extension AppRuleChecker {
    package nonisolated static var observed: ObservationKinds { .all }
    package nonisolated static var checksAtEventEnd: Bool { true }
    package func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {}
    package func eventFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {}
    package func runFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {}
}
