import Foundation
import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

@MainActor
final class RequestingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var sink: LogSink?
    convenience init(log: LogSink) {
        self.init()
        sink = log
    }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        sink?.log.append("willConnect \(scene.identifier)")
    }
    func sceneDidBecomeActive(_ scene: UIScene) {
        sink?.log.append("didBecomeActive \(scene.identifier) begins")
        if scene.session.persistentIdentifier == SessionID(0).persistentIdentifier && scene.identifier == "a1" {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil, errorHandler: nil)
        }
        sink?.log.append("didBecomeActive \(scene.identifier) ends")
    }
}

@MainActor
@Suite("Runtime behaviour: requests, delegates, lifetimes", .holdingCheckTurn)
struct RuntimeBehaviourTests {
    @Test("a request made inside a callback is carried out after the event's callbacks, never re-entrantly")
    func requestsAreQueued() async throws {
        let log = LogSink()
        let runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .pad)),
            appDelegate: { RecordingAppDelegate(createsLegacyWindow: false) },
            sceneDelegate: { _, _ in RequestingSceneDelegate(log: log) })
        let steps = try await runtime.send(.launch)
        #expect(log.log == [
            "willConnect a1", "didBecomeActive a1 begins", "didBecomeActive a1 ends",
            "willConnect b1", "didBecomeActive b1 begins", "didBecomeActive b1 ends",
        ])
        #expect(steps.map(\.origin) == [.sent, .appRequest])
        #expect(steps.map(\.event) == [.launch, .openWindow(.app)])
        #expect(TraceChecker.check(runtime.traceLines, header: runtime.traceHeader).isEmpty)
    }

    @Test("a request the device cannot meet calls the error handler instead")
    func requestRefused() async throws {
        final class Refused: UIResponder, UIWindowSceneDelegate {
            var sink: LogSink?
            func sceneDidBecomeActive(_ scene: UIScene) {
                UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { [sink] error in
                    sink?.log.append("\(error)")
                }
            }
        }
        let log = LogSink()
        let runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone)),
            appDelegate: { RecordingAppDelegate(createsLegacyWindow: false) },
            sceneDelegate: { _, _ in
                let refused = Refused()
                refused.sink = log
                return refused
            })
        try await runtime.send(.launch)
        #expect(log.log == ["no further window is allowed on this device"])
    }

    @Test("a new scene delegate per connection, released after disconnect when nothing else holds it")
    func delegatePerConnection() async throws {
        let sink = LogSink()
        var made: [WeakRef] = []
        let runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone)),
            appDelegate: { RecordingAppDelegate(createsLegacyWindow: false) },
            sceneDelegate: { _, _ in
                let d = RestoringSceneDelegate(sink: sink)
                made.append(WeakRef(d))
                return d
            })
        try await runtime.run([.launch, .background(SessionID(0)), .systemDisconnect(SessionID(0))])
        #expect(made.count == 1)
        #expect(made[0].value == nil)
        try await runtime.send(.foreground(SessionID(0), .user))
        #expect(made.count == 2)
        #expect(made[1].value != nil)
    }

    @Test("app state survives process death and keys are attributed to sessions by persistent identifier")
    func storageSurvivesDeath() async throws {
        let h = Harness(SpecConfiguration(device: .phone))
        _ = try await h.send(.launch)
        let a = SessionID(0).persistentIdentifier
        UserDefaults.standard.set("hello", forKey: "draft-\(a)")
        h.runtime.session(SessionID(0))?.userInfo = ["cursor": 7]
        _ = try await h.send(.background(SessionID(0)), .processDeath, .launch)
        let defaultsKey = "UserDefaults.standard[\"draft-\(a)\"]"
        let userInfoKey = "UISceneSession(\(a)).userInfo[\"cursor\"]"
        #expect(UserDefaults.standard.string(forKey: "draft-\(a)") == "hello")
        #expect(h.runtime.appState.value(forKey: defaultsKey) == "hello")
        #expect(h.runtime.appState.value(forKey: userInfoKey) == "7")
        #expect(h.runtime.appState.keys(ownedBy: a) == [defaultsKey, userInfoKey].sorted())
        #expect(h.runtime.appState.keys(ownedBy: SessionID(1).persistentIdentifier).isEmpty)
        #expect(!AppState.key("draft-\(SessionID(16).persistentIdentifier)", isOwnedBy: a))
        #expect(!AppState.key("draft-\(SessionID(1).persistentIdentifier)", isOwnedBy: a))
    }

    @Test("registered defaults are not storage: only stored values are keys, in the first runtime of a process and every later one")
    func registeredDefaultsAreNotStored() async throws {
        let theme = "UserDefaults.standard[\"theme\"]"
        let launches = "UserDefaults.standard[\"launches\"]"
        var seen: [[String]] = []
        for _ in 0..<2 {
            let runtime = ReferenceRuntime(
                configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone)),
                appDelegate: { RegisteringAppDelegate() },
                sceneDelegate: { _, _ in RequestingSceneDelegate(log: LogSink()) })
            try await runtime.send(.launch)
            #expect(UserDefaults.standard.string(forKey: "theme") == "dark")
            seen.append(runtime.appState.keys.filter { $0.hasPrefix("UserDefaults.standard") })
        }
        #expect(seen == [[launches], [launches]])

        // A value stored equal to the registered one is stored all the same.
        let runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone)),
            appDelegate: { RegisteringAppDelegate(storesTheme: true) },
            sceneDelegate: { _, _ in RequestingSceneDelegate(log: LogSink()) })
        try await runtime.send(.launch)
        #expect(runtime.appState.value(forKey: theme) == "dark")
        #expect(runtime.appState.value(forKey: launches) == "1")
    }

    @Test("a declared suite's stored values are app state, owned by the session they name; a fresh install empties it")
    func suiteValuesAreAppState() async throws {
        let suiteName = "group.example.lifecycle-spec-tests"
        let a = SessionID(0).persistentIdentifier
        let key = "UserDefaults(suiteName: \"\(suiteName)\")[\"draft-\(a)\"]"
        func runtime() async -> ReferenceRuntime {
            ReferenceRuntime(
                configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone), userDefaultsSuites: [suiteName]),
                appDelegate: { RecordingAppDelegate(createsLegacyWindow: false) },
                sceneDelegate: { _, _ in RequestingSceneDelegate(log: LogSink()) })
        }
        let suite = try #require(UserDefaults(suiteName: suiteName))
        suite.set("left by another run", forKey: "stale")
        let first = await runtime()
        #expect(suite.object(forKey: "stale") == nil)
        try await first.send(.launch)
        suite.register(defaults: ["theme": "dark"])
        suite.set("hello", forKey: "draft-\(a)")
        suite.set(3, forKey: "count")
        try await first.send(.background(SessionID(0)))
        #expect(first.appState.value(forKey: key) == "hello")
        #expect(first.appState.value(forKey: "UserDefaults(suiteName: \"\(suiteName)\")[\"count\"]") == "3")
        #expect(first.appState.keys(ownedBy: a) == [key])
        #expect(!first.appState.keys.contains { $0.contains("theme") })

        // Another runtime's fresh install empties the suite; the first gets its values back when it runs again.
        let second = await runtime()
        #expect(suite.object(forKey: "draft-\(a)") == nil)
        try await second.send(.launch)
        #expect(second.appState.keys(ownedBy: a).isEmpty)
        suite.removeObject(forKey: "count")
        try await first.send(.foreground(SessionID(0), .user))
        #expect(suite.string(forKey: "draft-\(a)") == "hello")
        #expect(first.appState.value(forKey: key) == "hello")
        #expect(first.appState.value(forKey: "UserDefaults(suiteName: \"\(suiteName)\")[\"count\"]") == "3")
    }

    @Test("a key belongs to a session when it contains the identifier anywhere, as Foundation's contains(_:) says")
    func keyOwnership() {
        let a = SessionID(0).persistentIdentifier
        let keys = [a, "draft-\(a)", "\(a)-draft", "brouillon é-\(a)-ü", "file:Drafts/\(a).txt", "draft-", "",
                    String(a.dropLast()), "é\(a.dropFirst())", "\(a.prefix(8))-\(a)"]
        for key in keys {
            #expect(AppState.key(key, isOwnedBy: a) == key.contains(a), "\(key)")
        }
        #expect(!AppState.key("draft", isOwnedBy: ""))
        #expect(!AppState.key("", isOwnedBy: a))
        #expect(AppState.key("naïve-ß", isOwnedBy: "ï"))
    }

    @Test("the same events give the same trace in two runtimes")
    func deterministic() async throws {
        let events: [LifecycleEvent] = [.launch, .openWindow(.user), .background(SessionID(0)),
                                        .systemDisconnect(SessionID(0)), .openURL(.session(SessionID(0)), payload: 1)]
        let first = Harness(SpecConfiguration(device: .pad))
        let second = Harness(SpecConfiguration(device: .pad))
        for e in events {
            _ = try await first.send(e)
            _ = try await second.send(e)
        }
        #expect(first.runtime.trace == second.runtime.trace)
    }
}

@MainActor
final class WeakRef {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}

/// Registers a default and stores a value at launch, as apps do in `didFinishLaunching`.
@MainActor
final class RegisteringAppDelegate: UIResponder, UIApplicationDelegate {
    var storesTheme = false

    convenience init(storesTheme: Bool) {
        self.init()
        self.storesTheme = storesTheme
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        UserDefaults.standard.register(defaults: ["theme": "dark"])
        UserDefaults.standard.set(UserDefaults.standard.integer(forKey: "launches") + 1, forKey: "launches")
        if storesTheme { UserDefaults.standard.set("dark", forKey: "theme") }
        return true
    }
}

/// Records, in each callback of a scene on its way out, whether UIKit's lists still hold it.
@MainActor
final class ConnectedListsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var sink: LogSink?
    convenience init(log: LogSink) {
        self.init()
        sink = log
    }
    func note(_ callback: String, _ scene: UIScene) {
        let connected = UIApplication.shared.connectedScenes.contains(scene)
        let open = UIApplication.shared.openSessions.contains(scene.session)
        sink?.log.append("\(callback) connected=\(connected) open=\(open)")
    }
    func sceneWillResignActive(_ scene: UIScene) { note("willResignActive", scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { note("didEnterBackground", scene) }
    func sceneDidDisconnect(_ scene: UIScene) { note("didDisconnect", scene) }
}

@MainActor
@Suite("Runtime behaviour: a scene stays connected until it disconnects", .holdingCheckTurn)
struct ConnectedUntilDisconnectTests {
    @Test("while its session is discarded, a scene is in connectedScenes and openSessions until sceneDidDisconnect returns",
          arguments: [LifecycleEvent.discard(SessionID(0), .user), .discard(SessionID(0), .app)])
    func discardKeepsTheSceneConnected(discard: LifecycleEvent) async throws {
        let log = LogSink()
        let runtime = ReferenceRuntime.onPad { ConnectedListsSceneDelegate(log: log) }
        try await runtime.send(.launch)
        // An app-level observer, as apps that save on the app's background notification have.
        var observed: [String] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated {
                observed.append("app didEnterBackground scenes=\(UIApplication.shared.connectedScenes.count)")
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        try await runtime.send(discard)
        #expect(log.log.filter { !$0.hasPrefix("willConnect") } == [
            "willResignActive connected=true open=true",
            "didEnterBackground connected=true open=true",
            "didDisconnect connected=true open=true",
        ])
        #expect(observed == ["app didEnterBackground scenes=1"])
        // Once it has disconnected and its session is discarded, neither list has it.
        #expect(runtime.application?.connectedScenes.isEmpty ?? true)
        #expect(runtime.application?.openSessions.isEmpty ?? true)
    }
}

@MainActor
@Suite("Connection options know what the app read", .holdingCheckTurn)
struct ConnectionOptionReadTests {
    @Test("content the app never read is named; a read, or no content, is not")
    func unreadContent() {
        let options = UIScene.ConnectionOptions(
            urlContexts: [UIOpenURLContext(url: URL(string: "notes://item/0")!, options: UIScene.OpenURLOptions())],
            shortcutItem: UIApplicationShortcutItem(type: "com.example.new", localizedTitle: "New"))
        #expect(options.unreadContent == ["connectionOptions.urlContexts", "connectionOptions.shortcutItem"])
        _ = options.urlContexts
        #expect(options.unreadContent == ["connectionOptions.shortcutItem"])
        _ = options.userActivities  // read, but it carries nothing
        options.forgetReads()
        #expect(options.unreadContent == ["connectionOptions.urlContexts", "connectionOptions.shortcutItem"])
        #expect(UIScene.ConnectionOptions().unreadContent.isEmpty)
    }
}
