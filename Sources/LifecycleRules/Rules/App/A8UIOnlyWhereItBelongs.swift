/// A8: in scene mode, windows are made only in scene(_:willConnectTo:options:), for the scene passed in.
package final class A8UIOnlyWhereItBelongs: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A8", title: "UI only where it belongs",
        statement: "In scene mode windows are created only in scene(_:willConnectTo:options:), for the scene passed "
            + "in; never in didFinishLaunching.",
        source: "WWDC 2019 session 258 (\"any UI setup … now needs to migrate to the … Scene Delegate\"; "
            + "UIWindow(windowScene:))")
    package nonisolated static let observed: ObservationKinds = [.windowCreated]
    package nonisolated static let checksAtEventEnd = false

    package func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        guard case .windowCreated(let sceneIdentifier) = observation, runtime.specification.configuration.usesScenes else {
            return
        }
        let during = runtime.currentCall.flatMap { $0.traceCall?.rawValue } ?? "queued work"
        if case .willConnect(let id, let n, _)? = runtime.currentCall, sceneIdentifier == id.sceneName(n) { return }
        let which = sceneIdentifier.map { "for scene \($0)" } ?? "without a scene"
        monitor.report(Self.rule, "a window was created \(which) during \(during)",
                       expected: "create windows in scene(_:willConnectTo:options:) with UIWindow(windowScene:) for that scene")
    }
}
