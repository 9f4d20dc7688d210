/// Runs the app-rule checkers on a runtime and keeps their findings in the order they were found.
///
/// Attach it with `monitor.attach(to: runtime)`; after each event call
/// `eventFinished()`, at the end `runFinished()`. The first finding is the
/// run's failure.
@MainActor
package final class AppRulesMonitor: RuntimeObserver {
    /// Every app-rule checker, in ID order: the one list of the app rules, which the catalogue, the options and the
    /// environment's rule list derive from.
    package nonisolated(unsafe) static let allCheckers: [any AppRuleChecker.Type] = [
        A1RestorationRoundTrip.self, A2DisconnectKeepsUserData.self, A3DiscardDeletesSessionData.self,
        A4NoZombieWork.self, A5DisconnectReleases.self, A6NoCallbacksAfterDisconnect.self, A7ScenesInSync.self,
        A8UIOnlyWhereItBelongs.self, A9ConfigurationByRole.self, A10URLsAndActivitiesHandled.self,
        A11LaunchSucceeds.self, A12DeclaredActivityTypes.self, A13CompletionHandlersOnce.self,
    ]

    /// The app rules A1–A13, in ID order.
    package nonisolated static let rules: [LifecycleRule] = allCheckers.map { $0.rule }

    private let checkers: [any AppRuleChecker]
    /// The monitored checkers by their position in `allCheckers` (`nil` where a rule is not monitored).
    private let slots: [(any AppRuleChecker)?]

    /// For each observation case, the positions in `allCheckers` of the checkers that read it, in ID order.
    /// Computed once per process, so a monitor costs thirteen small objects and nothing more.
    private static let routes: [[Int]] = (0..<RuntimeObservation.caseCount).map { index in
        let kind = ObservationKinds(rawValue: 1 << UInt32(index))
        return allCheckers.indices.filter { allCheckers[$0].observed.contains(kind) }
    }
    /// The positions in `allCheckers` of the checkers with an end-of-event check.
    private static let eventRoute: [Int] = allCheckers.indices.filter { allCheckers[$0].checksAtEventEnd }
    private weak var runtime: ReferenceRuntime?
    /// The findings, in the order they were found, each at the event during which it was found.
    package private(set) var findings: [Finding] = []

    /// Monitors the rules whose IDs are in `ruleIDs` (all when `nil`).
    package init(rules ruleIDs: Set<RuleID>? = nil) {
        slots = Self.allCheckers.map { ruleIDs?.contains($0.rule.id) ?? true ? $0.init() : nil }
        checkers = slots.compactMap { $0 }
    }

    /// Starts watching `runtime`.
    package func attach(to runtime: ReferenceRuntime) {
        self.runtime = runtime
        runtime.observers.append(self)
    }

    package func runtime(_ runtime: ReferenceRuntime, observed observation: RuntimeObservation) {
        for index in Self.routes[observation.caseIndex] {
            slots[index]?.observe(observation, in: runtime, monitor: self)
        }
        if case .eventFinished = observation {
            for index in Self.eventRoute { slots[index]?.eventFinished(in: runtime, monitor: self) }
        }
    }

    /// Runs the end-of-run checks (call after `ReferenceRuntime.settle()`).
    package func runFinished() {
        guard let runtime else { return }
        for checker in checkers { checker.runFinished(in: runtime, monitor: self) }
    }

    /// How the line a finding gets for a delegate that outlived its process starts.
    package nonisolated static let survivorNote = "Note: alive although its process ended: "

    /// Records a finding of `rule` at the event being sent now.
    ///
    /// A delegate of a process that ended at an earlier event and is still alive (`ReferenceRuntime.survivingEndedObjects`)
    /// is named under the details: its code can act in this process, which a device never allows, so the finding
    /// may be its doing.
    package func report(_ rule: LifecycleRule, _ message: String, expected: String, details: [String] = []) {
        var details = details
        if let survivors = runtime?.survivingEndedObjects, !survivors.isEmpty {
            details.append(Self.survivorNote + survivors.joined(separator: "; ") + ". Something "
                + "outside the process keeps it (an observer left on NotificationCenter.default, a static, a task); on a "
                + "device it ends with its process, so what its code did here a device would not do.")
        }
        findings.append(Finding(rule: rule, place: .event(runtime?.eventNumber ?? 0), message: message,
                                expected: expected, details: details))
    }
}
