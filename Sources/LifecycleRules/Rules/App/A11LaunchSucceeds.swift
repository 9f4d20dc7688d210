/// A11: didFinishLaunching returns true and does no per-scene work.
package final class A11LaunchSucceeds: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A11", title: "launch succeeds",
        statement: "didFinishLaunching returns true and does no per-scene work.",
        source: "UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:) documentation; WWDC 2019 "
            + "session 258 (\"one-time non-UI global setup\")")
    package nonisolated static let observed: ObservationKinds = [.launchReturned, .sceneRequestMade]
    package nonisolated static let checksAtEventEnd = false

    package func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        switch observation {
        case .launchReturned(false):
            monitor.report(Self.rule, "application(_:didFinishLaunchingWithOptions:) returned false",
                           expected: "didFinishLaunching returns true")
        case .sceneRequestMade where runtime.currentCall == .didFinishLaunching:
            monitor.report(Self.rule, "application(_:didFinishLaunchingWithOptions:) requested a scene session",
                           expected: "no per-scene work in didFinishLaunching: the system connects scenes itself")
        default:
            break
        }
    }
}
