import Foundation
import Generators
import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

/// UIKit gives an activity or quick action with a target content identifier to a scene whose activation
/// conditions prefer it, else to one that can take it (or a new window): the runtime routes the same way,
/// and the generator, shrinker and searches never deliver where UIKit would not.
@MainActor
@Suite("Activation conditions decide which scene receives a targeted activity", .holdingCheckTurn)
struct ActivationConditionTests {
    let A = SessionID(0), B = SessionID(1)
    let note = 0, compose = 1

    @Test("a main window refusing \"compose\" and a compose window preferring it: each delivery goes where UIKit sends it")
    func routing() async throws {
        let runtime = try ComposeWindowsApp.app().makeRuntime(SpecConfiguration(device: .pad))
        try await runtime.send(.launch)
        #expect(!runtime.routes(.continueActivity(.session(A), payload: compose)), "the main window refuses compose")
        #expect(runtime.routes(.continueActivity(.newWindow, payload: compose)), "nothing prefers it: a new window")
        #expect(runtime.routes(.continueActivity(.session(A), payload: note)))
        try await runtime.send(.continueActivity(.newWindow, payload: compose))
        #expect(runtime.scene(of: B)?.session.configuration.name == "Compose")
        #expect(runtime.routes(.continueActivity(.session(B), payload: compose)))
        #expect(!runtime.routes(.continueActivity(.newWindow, payload: compose)), "the compose window prefers it")
        #expect(!runtime.routes(.handoff(.session(A), payload: compose)))
        #expect(!runtime.routes(.continueActivity(.session(B), payload: note)), "the compose window takes only compose")
        #expect(runtime.routes(.continueActivity(.newWindow, payload: note)))
        // A session without a scene: UIKit has not been given its conditions in this process.
        try await runtime.send(.background(B))
        try await runtime.send(.systemDisconnect(B))
        #expect(runtime.routes(.continueActivity(.session(B), payload: note)))
        #expect(runtime.routes(.openWindow(.user)), "events that deliver nothing are not routed")
    }

    @Test("an app that never sets conditions keeps UIKit's defaults: every delivery is routable")
    func defaultsRouteEverything() async throws {
        var app = try ComposeWindowsApp.app(unconditionedMain: true)
        app.sceneDelegateClasses["ComposeWindowSceneDelegate"] = { UnconditionedMainWindowSceneDelegate() }
        let runtime = app.makeRuntime(SpecConfiguration(device: .pad))
        try await runtime.run([.launch, .continueActivity(.newWindow, payload: compose)])
        for target in [LifecycleEvent.Target.session(A), .session(B), .newWindow] {
            for payload in [note, compose] { #expect(runtime.routes(.continueActivity(target, payload: payload))) }
        }
    }

    @Test("the two-window app passes every rule: no compose activity reaches the main window it refuses")
    func conditionedAppPasses() async throws {
        let options = ConformanceOptions(device: .pad, run: RunOptions(cases: 300, seed: Seed(0xC0DE)))
        let report = await LifecycleConformance.check(try ComposeWindowsApp.app(), options: options)
        #expect(report.passed, "\(report.text)")
        #expect((report.run.kindCounts[.continueActivity] ?? 0) > 0)
    }

    @Test("every lifecycle of up to 3 events passes for the two-window app on a pad")
    func conditionedAppPassesExhaustively() async throws {
        let target = LifecycleConformance.target(try ComposeWindowsApp.app(), options: ConformanceOptions(device: .pad))
        let search = await Explorer.shortestFailure(of: target, rule: nil, maxLength: 3, eventBudget: 1_000_000)
        #expect(search.complete)
        #expect(search.found == nil, "\(search.found?.failure.map { "\($0)" } ?? "")")
    }

    @Test("a main window left with UIKit's default conditions is given \"compose\" and is caught by A10 in 2 events")
    func unconditionedMainIsCaught() async throws {
        let options = ConformanceOptions(device: .pad, run: RunOptions(cases: 300, seed: Seed(0xC0DE)))
        let report = await LifecycleConformance.check(try ComposeWindowsApp.app(unconditionedMain: true), options: options)
        let counterexample = try #require(report.run.counterexample)
        #expect(counterexample.failure.rule == "A10")
        #expect(counterexample.events.count == 2)
        #expect(counterexample.events.last == .continueActivity(.session(A), payload: compose))
        #expect(counterexample.shrunk.minimality.isProved)
    }
}
