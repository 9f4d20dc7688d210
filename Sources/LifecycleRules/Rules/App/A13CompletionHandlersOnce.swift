/// A13: every completion handler the system passes is called exactly once.
///
/// A second call is reported when it happens; a handler never called is
/// reported when its process ends or at the end of the run.
package final class A13CompletionHandlersOnce: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A13", title: "completion handlers once",
        statement: "Every completion handler the system passes (for example a quick action's) is called exactly once.",
        source: "UIWindowSceneDelegate.windowScene(_:performActionFor:completionHandler:) documentation")
    package nonisolated static let observed: ObservationKinds = [.completionHandlerIssued, .completionHandlerCalled, .processWillEnd]
    package nonisolated static let checksAtEventEnd = false

    private var outstanding: [(handler: Int, scene: String)] = []

    package func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        switch observation {
        case .completionHandlerIssued(let scene, let handler):
            outstanding.append((handler, scene))
        case .completionHandlerCalled(let scene, let handler, let count):
            outstanding.removeAll { $0.handler == handler }
            if count == 2 {
                monitor.report(Self.rule, "the quick-action completion handler of \(scene) was called twice",
                               expected: "call each completion handler exactly once")
            }
        case .processWillEnd:
            reportOutstanding(monitor)
        default:
            break
        }
    }

    package func runFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        reportOutstanding(monitor)
    }

    private func reportOutstanding(_ monitor: AppRulesMonitor) {
        if let first = outstanding.first {
            monitor.report(Self.rule, "the quick-action completion handler of \(first.scene) was never called",
                           expected: "call each completion handler exactly once")
        }
        outstanding.removeAll()
    }
}
