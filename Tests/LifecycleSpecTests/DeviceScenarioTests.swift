import LifecycleSpec
import LifecycleUIKit
import Testing

/// The events real devices added to the alphabet , run through the reference runtime call by call;
/// every trace they make conforms to S1–S13.
@MainActor
@Suite("Device scenarios: force quit, background connects, Handoff, mirroring, closing the last window")
struct DeviceScenarioTests {
    let A = SessionID(0), B = SessionID(1)

    @Test("force quit from the switcher, in each reported order")
    func forceQuitOrders() throws {
        let inactive = Harness(SpecConfiguration(device: .phone))
        _ = try inactive.send(.launch)
        #expect(try inactive.send(.forceQuit(.disconnectFromInactive)) == ["willResignActive a1", "didDisconnect a1"])
        #expect(!inactive.runtime.state.isRunning)
        #expect(try inactive.send(.launch).contains("willConnect a2 (null)"), "the session survives, no configuration")

        let terminate = Harness(SpecConfiguration(device: .phone))
        _ = try terminate.send(.launch)
        #expect(try terminate.send(.forceQuit(.backgroundThenTerminate)) == [
            "willResignActive a1", "didEnterBackground a1", "stateRestorationActivity a1 (doc=doc-A)", "willTerminate",
        ])

        let discard = Harness(SpecConfiguration(device: .pad))
        _ = try discard.send(.launch, .openWindow(.user), .background(B))
        #expect(try discard.send(.forceQuit(.disconnectDiscardTerminate)) == [
            "willResignActive a1", "didDisconnect a1", "didDiscardSceneSessions A", "willTerminate",
        ])
        #expect(try discard.send(.launch).contains("willConnect b2 (doc=doc-B)"), "the background window survives")
        for h in [inactive, terminate, discard] { #expect(h.violations.isEmpty, "\(h.violations)") }
    }

    @Test("force quit needs a visible scene and a listed order")
    func forceQuitLegality() throws {
        let h = Harness(SpecConfiguration(device: .phone))
        _ = try h.send(.launch, .background(A))
        #expect(!h.runtime.specification.isLegal(.forceQuit(.disconnectFromInactive), in: h.runtime.state))
        let only = Specification(SpecConfiguration(options: SpecOptions(forceQuitOrders: [.backgroundThenTerminate])))
        var state = only.initialState()
        _ = only.step(.launch, &state)
        #expect(!only.isLegal(.forceQuit(.disconnectFromInactive), in: state))
        #expect(only.isLegal(.forceQuit(.backgroundThenTerminate), in: state))
    }

    @Test("a background launch connects a scene that stays in the background; locked, without its restoration")
    func backgroundConnect() throws {
        let h = Harness(SpecConfiguration(device: .phone))
        _ = try h.send(.launch, .background(A), .processDeath)
        #expect(try h.send(.backgroundConnect(A, protectedDataAvailable: false)) == [
            "willFinishLaunching", "didFinishLaunching", "willConnect a2 (null)",
        ])
        #expect(h.runtime.state[A].activation == .background)
        #expect(try h.send(.systemDisconnect(A), .foreground(A, .user)).dropFirst().first == "willConnect a3 (doc=doc-A)",
                "the stored activity is the session's again once the locked scene is gone")
        _ = try h.send(.background(A), .processDeath)
        #expect(try h.send(.backgroundConnect(A, protectedDataAvailable: true)).last == "willConnect a4 (doc=doc-A)")
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
    func handoff() throws {
        let h = Harness(SpecConfiguration(device: .phone))
        #expect(try h.send(.handoff(.newWindow, payload: 1)) == [
            "willFinishLaunching", "didFinishLaunching", "configurationForConnecting A", "willConnect a1 (null)",
            "willEnterForeground a1", "continue a1 activities=item=1", "didBecomeActive a1",
        ])
        #expect(try h.send(.handoff(.session(A), payload: 0)) == ["continue a1 activities=item=0"])
        #expect(h.violations.isEmpty, "\(h.violations)")
    }

    @Test("a failed Handoff (SpecOptions.failedHandoffs): the type at connect, then no activity; off by default")
    func failedHandoff() throws {
        let h = Harness(SpecConfiguration(device: .phone, options: SpecOptions(failedHandoffs: true)))
        #expect(try h.send(.failedHandoff(.newWindow, payload: 1)) == [
            "willFinishLaunching", "didFinishLaunching", "configurationForConnecting A", "willConnect a1 (null)",
            "willEnterForeground a1", "didBecomeActive a1",
        ])
        #expect(h.runtime.steps.last?.calls.contains(.failedToContinueActivity(A, scene: 1, payload: 1)) == true)
        #expect(try h.send(.failedHandoff(.session(A), payload: 0)).isEmpty, "trace format 1 has no line for it")
        #expect(h.violations.isEmpty, "\(h.violations)")
        let standard = Specification(SpecConfiguration(device: .phone))
        #expect(!standard.isLegal(.failedHandoff(.newWindow, payload: 0), in: standard.initialState()))
        #expect(!standard.legalEvents(in: standard.initialState()).contains { $0.kind == .failedHandoff })
    }

    @Test("a phone mirrors to a display even without multiple scenes; the session gets UIKit's filled-in configuration")
    func mirroring() throws {
        let h = Harness(SpecConfiguration(device: .phone), manifest: .standard(supportsMultipleScenes: false))
        _ = try h.send(.launch)
        #expect(try h.send(.connectExternalDisplay) == [
            "configurationForConnecting B role=external", "willConnect b1 (null) role=external",
            "willEnterForeground b1", "didBecomeActive b1",
        ])
        #expect(h.violations.isEmpty, "\(h.violations)")
        var bare = SceneManifest.standard(supportsMultipleScenes: false)
        bare.configurations[.windowExternalDisplayNonInteractive] = nil
        let undeclared = Harness(SpecConfiguration(device: .phone), manifest: bare)
        _ = try undeclared.send(.launch, .connectExternalDisplay)
        let filled = try #require(undeclared.runtime.session(B)?.configuration)
        #expect(filled.name == nil && filled.role == .windowExternalDisplayNonInteractive)
        #expect(filled.delegateClass == nil && filled.delegateClassName == nil && filled.storyboardName == nil)
    }

    @Test("closing the last window, as the named choice: the process ends without a discard and the window returns")
    func closeLastWindow() throws {
        let spec = SpecConfiguration(device: .pad, options: SpecOptions(lastWindowClose: .endsProcess))
        let h = Harness(spec)
        _ = try h.send(.launch)
        #expect(try h.send(.discard(A, .user)) == [
            "willResignActive a1", "didEnterBackground a1", "stateRestorationActivity a1 (doc=doc-A)", "didDisconnect a1",
        ])
        #expect(!h.runtime.state.isRunning)
        #expect(try h.send(.launch) == [
            "willFinishLaunching", "didFinishLaunching", "willConnect a2 (doc=doc-A)", "willEnterForeground a2",
            "didBecomeActive a2",
        ])
        _ = try h.send(.openWindow(.user))
        #expect(try h.send(.discard(A, .user)).last == "didDiscardSceneSessions A", "not the last window: a discard")
        #expect(h.violations.isEmpty, "\(h.violations)")
    }
}
