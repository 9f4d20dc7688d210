import ExampleApps
import Generators
import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

/// App rules on what real devices do : A1 demands only the round-trips the system offers, and A9
/// accepts UIKit's filled-in configuration for a role the manifest does not declare.
@MainActor
@Suite("App rules on device behaviour: protected data, force quit, undeclared roles", .holdingCheckTurn, .inOwnProcess)
struct DeviceAppRuleTests {
    let A = SessionID(0), B = SessionID(1)

    /// The app rules broken by sending `events` to `app`, as `A1@3` (rule and event number).
    func appRules(_ app: AppUnderTest, _ spec: SpecConfiguration, _ events: [LifecycleEvent]) async throws -> [String] {
        let runtime = app.makeRuntime(spec)
        let monitor = AppRulesMonitor()
        monitor.attach(to: runtime)
        try await runtime.run(events)
        try await runtime.settle()
        monitor.runFinished()
        return monitor.findings.map { "\($0.rule.id)@\($0.place.event ?? 0)" }
    }

    /// The editor showing doc-1 in window A, stored for restoration, then the process killed.
    var storedThenKilled: [LifecycleEvent] {
        [.launch, .userAction(A, action: 1), .userAction(A, action: 1), .background(A), .processDeath]
    }

    @Test("A1 holds when a locked background launch connects without the restoration activity")
    func protectedDataHolds() async throws {
        let phone = SpecConfiguration(device: .phone, userActionCount: 2)
        let events = storedThenKilled + [.backgroundConnect(A, protectedDataAvailable: false), .foreground(A, .user),
                                         .background(A), .systemDisconnect(A), .foreground(A, .user)]
        #expect(try await appRules(DocumentEditor.app(), phone, events) == [])
        let goneUnasked = storedThenKilled + [.backgroundConnect(A, protectedDataAvailable: false), .processDeath, .launch]
        #expect(try await appRules(DocumentEditor.app(), phone, goneUnasked) == [], "the stored activity comes back")
    }

    @Test("A1 is still broken by an app that loses what it showed when the system offered the round-trip")
    func protectedDataBroken() async throws {
        let phone = SpecConfiguration(device: .phone, userActionCount: 2)
        // Compared once the scene is on screen: the background reconnect, then the user brings it up.
        let events = storedThenKilled + [.backgroundConnect(A, protectedDataAvailable: true), .foreground(A, .user)]
        #expect(try await appRules(MutantCatalog.named("NoRestorationActivity")!.app, phone, events) == ["A1@7"])
    }

    @Test("A1 does not demand a round-trip after a force quit that never asked for the restoration activity")
    func forceQuitWithoutAsking() async throws {
        let phone = SpecConfiguration(device: .phone, userActionCount: 2)
        let quit: [LifecycleEvent] = [.launch, .userAction(A, action: 1), .forceQuit(.disconnectFromInactive), .launch]
        #expect(try await appRules(DocumentEditor.app(), phone, quit) == [])
        let asked: [LifecycleEvent] = [.launch, .userAction(A, action: 1), .forceQuit(.backgroundThenTerminate), .launch]
        #expect(try await appRules(DocumentEditor.app(), phone, asked) == [])
        #expect(try await appRules(MutantCatalog.named("NoRestorationActivity")!.app, phone, asked) == ["A1@4"])
    }

    @Test("the bundled apps pass under the other device readings: closing the last window ends the process, one force-quit order")
    func bundledAppsUnderDeviceChoices() async {
        let readings = [SpecOptions(lastWindowClose: .endsProcess), SpecOptions(forceQuitOrders: [.disconnectFromInactive]),
                        SpecOptions(foregroundDiscard: .disconnectDirectly, forceQuitOrders: [.disconnectDiscardTerminate])]
        for (i, reading) in readings.enumerated() {
            let options = ConformanceOptions(device: .pad, specOptions: reading, run: RunOptions(cases: 150, seed: Seed(0xD1CE)))
            let editor = await LifecycleConformance.check(DocumentEditor.app(), options: options)
            #expect(editor.passed, "reading \(i): \(editor.text)")
            let chat = await LifecycleConformance.check(ChatApp.app(), options: options)
            #expect(chat.passed, "reading \(i): \(chat.text)")
        }
    }

    @Test("A9 accepts any configuration of the session's role for an undeclared role, as devices do, and rejects another role's")
    func undeclaredRole() async throws {
        var manifest = SceneManifest.standard(supportsMultipleScenes: false, delegateClassName: "EditorSceneDelegate")
        manifest.configurations[.windowExternalDisplayNonInteractive] = nil
        let phone = SpecConfiguration(device: .phone, supportsMultipleScenes: false)
        func app(_ name: String, _ delegate: @escaping @MainActor @Sendable () -> FilledInAppDelegate) -> AppUnderTest {
            AppUnderTest(name: name, makeAppDelegate: delegate, sceneDelegates: [EditorSceneDelegate.self], manifest: manifest)
        }
        let connect: [LifecycleEvent] = [.launch, .connectExternalDisplay]
        #expect(try await appRules(app("ReturnsFilledIn") { FilledInAppDelegate(madeUpName: nil) }, phone, connect) == [])
        // Xcode's template: a named configuration for every role; UIKit makes a delegate-less, mirroring scene.
        let named = app("NamedForEveryRole") { FilledInAppDelegate(madeUpName: "Default Configuration") }
        #expect(try await appRules(named, phone, connect) == [])
        let wrongRole = app("ApplicationRoleForDisplay") {
            FilledInAppDelegate(madeUpName: "Default Configuration", role: .windowApplication)
        }
        #expect(try await appRules(wrongRole, phone, connect) == ["A9@2"])
    }
}

/// Returns the session's filled-in configuration, or, for an external display, a configuration named
/// `madeUpName` for `role` (the session's own role unless given).
@MainActor
final class FilledInAppDelegate: UIResponder, UIApplicationDelegate {
    var madeUpName: String?
    var role: UISceneSession.Role?

    convenience init(madeUpName: String?, role: UISceneSession.Role? = nil) {
        self.init()
        self.madeUpName = madeUpName
        self.role = role
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        if let madeUpName, connectingSceneSession.role != .windowApplication {
            return UISceneConfiguration(name: madeUpName, sessionRole: role ?? connectingSceneSession.role)
        }
        return connectingSceneSession.configuration
    }
}
