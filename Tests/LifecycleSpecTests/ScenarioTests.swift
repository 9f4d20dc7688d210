import LifecycleRules
import Testing
import LifecycleTesting

/// Every documented order of section 2, run through the reference runtime and compared call by call.
@MainActor
@Suite("Scenarios: the runtime makes exactly the documented callbacks", .holdingCheckTurn)
struct ScenarioTests {
    let A = SessionID(0), B = SessionID(1)

    @Test("cold launch creates, connects and activates the first session")
    func coldLaunch() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        #expect(try await h.send(.launch) == [
            "willFinishLaunching", "didFinishLaunching", "configurationForConnecting A", "willConnect a1 (null)",
            "willEnterForeground a1", "didBecomeActive a1",
        ])
        #expect(h.violations.isEmpty)
    }

    @Test("background and return: resign, background, restoration request, then foreground again")
    func backgroundAndReturn() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        _ = try await h.send(.launch)
        #expect(try await h.send(.background(A)) == [
            "willResignActive a1", "didEnterBackground a1", "stateRestorationActivity a1 (doc=doc-A)",
        ])
        #expect(try await h.send(.foreground(A, .user)) == ["willEnterForeground a1", "didBecomeActive a1"])
        #expect(h.violations.isEmpty)
    }

    @Test("an interruption resigns and reactivates without leaving the foreground")
    func interruption() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        _ = try await h.send(.launch)
        #expect(try await h.send(.interrupt(A)) == ["willResignActive a1"])
        #expect(try await h.send(.endInterruption(A)) == ["didBecomeActive a1"])
        #expect(try await h.send(.interrupt(A), .background(A)) == [
            "willResignActive a1", "didEnterBackground a1", "stateRestorationActivity a1 (doc=doc-A)",
        ])
        #expect(h.violations.isEmpty)
    }

    @Test("system disconnect, then return: a new scene carries the stored restoration activity")
    func systemDisconnectThenReturn() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        _ = try await h.send(.launch, .background(A))
        #expect(try await h.send(.systemDisconnect(A)) == ["didDisconnect a1"])
        #expect(try await h.send(.foreground(A, .user)) == [
            "willConnect a2 (doc=doc-A)", "willEnterForeground a2", "didBecomeActive a2",
        ])
        #expect(h.violations.isEmpty)
    }

    @Test("relaunch after process death reconnects the session with its restoration activity, without configuration")
    func relaunchAfterDeath() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        _ = try await h.send(.launch, .background(A))
        #expect(try await h.send(.processDeath) == [])
        #expect(try await h.send(.launch) == [
            "willFinishLaunching", "didFinishLaunching", "willConnect a2 (doc=doc-A)",
            "willEnterForeground a2", "didBecomeActive a2",
        ])
        #expect(h.violations.isEmpty)
    }

    @Test("discard while running: to background, disconnect, then didDiscard")
    func discardWhileRunning() async throws {
        let h = Harness(SpecConfiguration(device: .pad))
        _ = try await h.send(.launch)
        #expect(try await h.send(.openWindow(.user)) == [
            "configurationForConnecting B", "willConnect b1 (null)", "willEnterForeground b1", "didBecomeActive b1",
        ])
        #expect(try await h.send(.discard(B, .user)) == [
            "willResignActive b1", "didEnterBackground b1", "didDisconnect b1", "didDiscardSceneSessions B",
        ])
        #expect(h.violations.isEmpty)
    }

    @Test("the disconnect-directly reading discards a foreground scene through S4's discard exception")
    func discardDirectly() async throws {
        var spec = SpecConfiguration(device: .pad)
        spec.options.foregroundDiscard = .disconnectDirectly
        let h = Harness(spec)
        _ = try await h.send(.launch)
        #expect(try await h.send(.discard(A, .app)) == ["didDisconnect a1", "didDiscardSceneSessions A"])
        #expect(h.violations.isEmpty)
    }

    @Test("discard while not running is reported after the next launch, and a new session is made")
    func discardWhileNotRunning() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        _ = try await h.send(.launch, .background(A), .processDeath)
        #expect(try await h.send(.discard(A, .user)) == [])
        #expect(try await h.send(.launch) == [
            "willFinishLaunching", "didFinishLaunching", "didDiscardSceneSessions A",
            "configurationForConnecting B", "willConnect b1 (null)", "willEnterForeground b1", "didBecomeActive b1",
        ])
        #expect(h.violations.isEmpty)
    }

    @Test("deferred discards can be reported one call per session")
    func deferredDiscardsPerSession() async throws {
        var spec = SpecConfiguration(device: .pad)
        spec.options.deferredDiscards = .callPerSession
        let h = Harness(spec)
        _ = try await h.send(.launch, .openWindow(.user), .background(A), .background(B), .processDeath,
                       .discard(B, .user), .discard(A, .user))
        #expect(try await h.send(.backgroundLaunch) == [
            "willFinishLaunching", "didFinishLaunching", "didDiscardSceneSessions A", "didDiscardSceneSessions B",
        ])
        #expect(h.violations.isEmpty)
    }

    @Test("open URL at launch arrives in connection options; while running, through openURLContexts")
    func openURL() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        #expect(try await h.send(.openURL(.newWindow, payload: 1)) == [
            "willFinishLaunching", "didFinishLaunching", "configurationForConnecting A",
            "willConnect a1 (null) urls=lifecycle://item/1", "willEnterForeground a1", "didBecomeActive a1",
        ])
        #expect(try await h.send(.openURL(.session(A), payload: 0)) == ["openURLContexts a1 urls=lifecycle://item/0"])
        _ = try await h.send(.background(A))
        #expect(try await h.send(.openURL(.session(A), payload: 0)) == [
            "willEnterForeground a1", "openURLContexts a1 urls=lifecycle://item/0", "didBecomeActive a1",
        ])
        #expect(h.violations.isEmpty)
    }

    @Test("continue activity at launch arrives in connection options; while running, through continue")
    func continueActivity() async throws {
        let h = Harness(SpecConfiguration(device: .pad))
        _ = try await h.send(.backgroundLaunch)
        #expect(try await h.send(.continueActivity(.newWindow, payload: 0)) == [
            "configurationForConnecting A", "willConnect a1 (null) activities=item=0",
            "willEnterForeground a1", "didBecomeActive a1",
        ])
        #expect(try await h.send(.continueActivity(.session(A), payload: 1)) == ["continue a1 activities=item=1"])
        #expect(h.violations.isEmpty)
    }

    @Test("a quick action while not connected arrives at willConnect; while connected through performActionFor")
    func shortcut() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        #expect(try await h.send(.shortcut(.newWindow, payload: 0)) == [
            "willFinishLaunching", "didFinishLaunching", "configurationForConnecting A",
            "willConnect a1 (null) shortcut=com.example.new-0", "willEnterForeground a1", "didBecomeActive a1",
        ])
        #expect(try await h.send(.shortcut(.session(A), payload: 1)) == ["performActionFor a1 shortcut=com.example.new-1"])
        #expect(h.violations.isEmpty)
    }

    @Test("a phone allows one window; a pad with multiple scenes allows more; a pad without the flag does not")
    func phoneVersusPad() async throws {
        let phone = Harness(SpecConfiguration(device: .phone))
        _ = try await phone.send(.launch)
        await #expect(throws: RuntimeError.self) { try await phone.runtime.send(.openWindow(.user)) }
        #expect(!phone.runtime.specification.isLegal(.openURL(.newWindow, payload: 0), in: phone.runtime.state))

        let pad = Harness(SpecConfiguration(device: .pad))
        _ = try await pad.send(.launch, .openWindow(.user), .openWindow(.user))
        #expect(pad.runtime.state.liveApplicationSessionCount == 3)

        let single = Harness(SpecConfiguration(device: .pad), manifest: .standard(supportsMultipleScenes: false))
        _ = try await single.send(.launch)
        await #expect(throws: RuntimeError.self) { try await single.runtime.send(.openWindow(.user)) }
    }

    @Test("legacy mode: the app delegate gets the UI callbacks and no scene exists")
    func legacy() async throws {
        let h = Harness(SpecConfiguration(device: .phone, mode: .legacy), manifest: nil)
        #expect(try await h.send(.launch) == ["willFinishLaunching", "didFinishLaunching", "applicationDidBecomeActive"])
        #expect(try await h.send(.appBackground) == ["applicationWillResignActive", "applicationDidEnterBackground"])
        #expect(try await h.send(.appForeground) == ["applicationWillEnterForeground", "applicationDidBecomeActive"])
        #expect(try await h.send(.appInterrupt, .appEndInterruption) == ["applicationWillResignActive", "applicationDidBecomeActive"])
        #expect(h.runtime.traceHeader.mode == .legacy)
        #expect(h.violations.isEmpty)
    }

    @Test("back-deployed on iOS 12 runs the legacy set only; on iOS 13 the scene set only")
    func backDeployed() async throws {
        let old = Harness(SpecConfiguration(device: .phone, mode: .backDeployed(iOS: 12)))
        #expect(try await old.send(.launch, .appBackground) == [
            "willFinishLaunching", "didFinishLaunching", "applicationDidBecomeActive",
            "applicationWillResignActive", "applicationDidEnterBackground",
        ])
        #expect(old.sink.log.isEmpty)

        let new = Harness(SpecConfiguration(device: .phone, mode: .backDeployed(iOS: 13)))
        _ = try await new.send(.launch, .background(A))
        #expect(new.runtime.trace.allSatisfy { !$0.call.isApplicationUIStateCallback })
        #expect(new.sink.log == ["willConnect a1", "willEnterForeground a1", "didBecomeActive a1",
                                 "willResignActive a1", "didEnterBackground a1"])
        #expect(old.violations.isEmpty && new.violations.isEmpty)
    }

    @Test("an external display gets a session of its own, discarded when the display goes")
    func externalDisplay() async throws {
        let h = Harness(SpecConfiguration(device: .pad))
        _ = try await h.send(.launch)
        #expect(try await h.send(.connectExternalDisplay) == [
            "configurationForConnecting B role=external", "willConnect b1 (null) role=external",
            "willEnterForeground b1", "didBecomeActive b1",
        ])
        #expect(!h.runtime.specification.isLegal(.processDeath, in: h.runtime.state))
        #expect(try await h.send(.disconnectExternalDisplay) == ["didDisconnect b1", "didDiscardSceneSessions B"])
        #expect(h.violations.isEmpty)
    }

    @Test("terminate (running in the background) calls willTerminate last; with the disconnect reading, scenes disconnect first")
    func terminate() async throws {
        let plain = Harness(SpecConfiguration(device: .phone))
        _ = try await plain.send(.launch)
        #expect(!plain.runtime.specification.isLegal(.terminate, in: plain.runtime.state))
        _ = try await plain.send(.background(A))
        #expect(try await plain.send(.terminate) == ["willTerminate"])
        var spec = SpecConfiguration(device: .phone)
        spec.options.disconnectsScenesAtTermination = true
        let disconnecting = Harness(spec)
        _ = try await disconnecting.send(.launch, .background(A))
        #expect(try await disconnecting.send(.terminate) == ["didDisconnect a1", "willTerminate"])
        #expect(plain.violations.isEmpty && disconnecting.violations.isEmpty)
    }

    @Test("a memory warning reaches the app delegate of a running process only")
    func memoryWarning() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        #expect(!h.runtime.specification.isLegal(.memoryWarning, in: h.runtime.state))
        _ = try await h.send(.backgroundLaunch)
        #expect(try await h.send(.memoryWarning) == ["didReceiveMemoryWarning"])
    }

    @Test("an illegal event is refused with the event and the state, and changes nothing")
    func illegalEventRefused() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        await #expect(throws: RuntimeError.illegalEvent(.background(A), state: "not running")) {
            try await h.runtime.send(.background(A))
        }
        #expect(h.runtime.trace.isEmpty && h.runtime.steps.isEmpty)
    }
}
