import LifecycleUIKit

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
