import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

/// The events real devices added to the alphabet , run through the reference runtime call by call;
/// every trace they make conforms to S1–S13.
@MainActor
@Suite("Device scenarios: force quit, background connects, Handoff, mirroring, closing the last window", .holdingCheckTurn)
struct DeviceScenarioTests {
    let A = SessionID(0), B = SessionID(1)

    @Test("force quit from the switcher, in each reported order")
    func forceQuitOrders() async throws {
        let inactive = Harness(SpecConfiguration(device: .phone))
        _ = try await inactive.send(.launch)
        #expect(try await inactive.send(.forceQuit(.disconnectFromInactive)) == ["willResignActive a1", "didDisconnect a1"])
        #expect(!inactive.runtime.state.isRunning)
        #expect(try await inactive.send(.launch).contains("willConnect a2 (null)"), "the session survives, no configuration")

        let terminate = Harness(SpecConfiguration(device: .phone))
        _ = try await terminate.send(.launch)
        #expect(try await terminate.send(.forceQuit(.backgroundThenTerminate)) == [
            "willResignActive a1", "didEnterBackground a1", "stateRestorationActivity a1 (doc=doc-A)", "willTerminate",
        ])

        let discard = Harness(SpecConfiguration(device: .pad))
        _ = try await discard.send(.launch, .openWindow(.user), .background(B))
        #expect(try await discard.send(.forceQuit(.disconnectDiscardTerminate)) == [
            "willResignActive a1", "didDisconnect a1", "didDiscardSceneSessions A", "willTerminate",
        ])
        #expect(try await discard.send(.launch).contains("willConnect b2 (doc=doc-B)"), "the background window survives")
        for h in [inactive, terminate, discard] { #expect(h.violations.isEmpty, "\(h.violations)") }
    }

    @Test("force quit needs a visible scene and a listed order")
    func forceQuitLegality() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        _ = try await h.send(.launch, .background(A))
        #expect(!h.runtime.specification.isLegal(.forceQuit(.disconnectFromInactive), in: h.runtime.state))
        let only = Specification(SpecConfiguration(options: SpecOptions(forceQuitOrders: [.backgroundThenTerminate])))
        var state = only.initialState()
        _ = only.step(.launch, &state)
        #expect(!only.isLegal(.forceQuit(.disconnectFromInactive), in: state))
        #expect(only.isLegal(.forceQuit(.backgroundThenTerminate), in: state))
    }

    @Test("a background launch connects a scene that stays in the background; locked, without its restoration")
    func backgroundConnect() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        _ = try await h.send(.launch, .background(A), .processDeath)
        #expect(try await h.send(.backgroundConnect(A, protectedDataAvailable: false)) == [
            "willFinishLaunching", "didFinishLaunching", "willConnect a2 (null)",
        ])
        #expect(h.runtime.state[A].activation == .background)
        #expect(try await h.send(.systemDisconnect(A), .foreground(A, .user)).dropFirst().first == "willConnect a3 (doc=doc-A)",
                "the stored activity is the session's again once the locked scene is gone")
        _ = try await h.send(.background(A), .processDeath)
        #expect(try await h.send(.backgroundConnect(A, protectedDataAvailable: true)).last == "willConnect a4 (doc=doc-A)")
        #expect(h.violations.isEmpty, "\(h.violations)")
        let off = Specification(SpecConfiguration(options: SpecOptions(lockedBackgroundLaunches: false)))
        var state = off.initialState()
        _ = off.step(.launch, &state)
        _ = off.step(.background(A), &state)
        _ = off.step(.processDeath, &state)
        #expect(!off.isLegal(.backgroundConnect(A, protectedDataAvailable: false), in: state))
        #expect(off.isLegal(.backgroundConnect(A, protectedDataAvailable: true), in: state))
    }

    @Test("Handoff at cold start: the options carry only the type; the activity follows by continue")
    func handoff() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        #expect(try await h.send(.handoff(.newWindow, payload: 1)) == [
            "willFinishLaunching", "didFinishLaunching", "configurationForConnecting A", "willConnect a1 (null)",
            "willEnterForeground a1", "continue a1 activities=item=1", "didBecomeActive a1",
        ])
        #expect(try await h.send(.handoff(.session(A), payload: 0)) == ["continue a1 activities=item=0"])
        #expect(h.violations.isEmpty, "\(h.violations)")
    }

    @Test("a failed Handoff (SpecOptions.failedHandoffs): the type at connect, then no activity; off by default")
    func failedHandoff() async throws {
        let h = Harness(SpecConfiguration(device: .phone, options: SpecOptions(failedHandoffs: true)))
        #expect(try await h.send(.failedHandoff(.newWindow, payload: 1)) == [
            "willFinishLaunching", "didFinishLaunching", "configurationForConnecting A", "willConnect a1 (null)",
            "willEnterForeground a1", "didBecomeActive a1",
        ])
        #expect(h.runtime.steps.last?.calls.contains(.failedToContinueActivity(A, scene: 1, payload: 1)) == true)
        #expect(try await h.send(.failedHandoff(.session(A), payload: 0)).isEmpty, "trace format 1 has no line for it")
        #expect(h.violations.isEmpty, "\(h.violations)")
        let standard = Specification(SpecConfiguration(device: .phone))
        #expect(!standard.isLegal(.failedHandoff(.newWindow, payload: 0), in: standard.initialState()))
        #expect(!standard.legalEvents(in: standard.initialState()).contains { $0.kind == .failedHandoff })
    }

    @Test("a phone mirrors to a display even without multiple scenes; the session gets UIKit's filled-in configuration")
    func mirroring() async throws {
        let h = Harness(SpecConfiguration(device: .phone), manifest: .standard(supportsMultipleScenes: false))
        _ = try await h.send(.launch)
        #expect(try await h.send(.connectExternalDisplay) == [
            "configurationForConnecting B role=external", "willConnect b1 (null) role=external",
            "willEnterForeground b1", "didBecomeActive b1",
        ])
        #expect(h.violations.isEmpty, "\(h.violations)")
        var bare = SceneManifest.standard(supportsMultipleScenes: false)
        bare.configurations[.windowExternalDisplayNonInteractive] = nil
        let undeclared = Harness(SpecConfiguration(device: .phone), manifest: bare)
        _ = try await undeclared.send(.launch, .connectExternalDisplay)
        let filled = try #require(undeclared.runtime.session(B)?.configuration)
        #expect(filled.name == nil && filled.role == .windowExternalDisplayNonInteractive)
        #expect(filled.delegateClass == nil && filled.delegateClassName == nil && filled.storyboardName == nil)
    }

    @Test("closing the last window, as the named choice: the process ends without a discard and the window returns")
    func closeLastWindow() async throws {
        let spec = SpecConfiguration(device: .pad, options: SpecOptions(lastWindowClose: .endsProcess))
        let h = Harness(spec)
        _ = try await h.send(.launch)
        #expect(try await h.send(.discard(A, .user)) == [
            "willResignActive a1", "didEnterBackground a1", "stateRestorationActivity a1 (doc=doc-A)", "didDisconnect a1",
        ])
        #expect(!h.runtime.state.isRunning)
        #expect(try await h.send(.launch) == [
            "willFinishLaunching", "didFinishLaunching", "willConnect a2 (doc=doc-A)", "willEnterForeground a2",
            "didBecomeActive a2",
        ])
        _ = try await h.send(.openWindow(.user))
        #expect(try await h.send(.discard(A, .user)).last == "didDiscardSceneSessions A", "not the last window: a discard")
        #expect(h.violations.isEmpty, "\(h.violations)")
    }
}
