/// A12: every restoration activity has a type the app declares in NSUserActivityTypes, when it declares any.
package final class A12DeclaredActivityTypes: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A12", title: "declared activity types",
        statement: "Every activity returned by stateRestorationActivity(for:) has an activityType the app declares "
            + "(NSUserActivityTypes), when the app declares any.",
        source: "NSUserActivityTypes Info.plist key documentation; the article")
    package nonisolated static let observed: ObservationKinds = [.restorationReturned]
    package nonisolated static let checksAtEventEnd = false

    package func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        guard case .restorationReturned(let activity?, let id) = observation,
              let declared = runtime.configuration.manifest?.userActivityTypes, !declared.isEmpty,
              !declared.contains(activity.activityType) else { return }
        monitor.report(Self.rule, "stateRestorationActivity(for:) of session \(id) returned type '\(activity.activityType)'",
                       expected: "an activity type from NSUserActivityTypes: \(declared.joined(separator: ", "))")
    }
}
