import LifecycleSpec
import Testing

@MainActor
final class RequestingSceneDelegate: WindowSceneDelegate {
    var window: Window?
    static var requested = 0
    let log: LogSink
    init(log: LogSink) { self.log = log }
    func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: SceneConnectionOptions) {
        log.log.append("willConnect \(scene.identifier)")
    }
    func sceneDidBecomeActive(_ scene: WindowScene) {
        log.log.append("didBecomeActive \(scene.identifier) begins")
        if scene.session.persistentIdentifier == "A" && scene.identifier == "a1" {
            Application.shared.requestSceneSessionActivation(nil)
        }
        log.log.append("didBecomeActive \(scene.identifier) ends")
    }
}

@MainActor
@Suite("Runtime behaviour: requests, delegates, lifetimes")
struct RuntimeBehaviourTests {
    @Test("a request made inside a callback is carried out after the event's callbacks, never re-entrantly")
    func requestsAreQueued() throws {
        let log = LogSink()
        let runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .pad)),
            appDelegate: { RecordingAppDelegate(createsLegacyWindow: false) },
            sceneDelegate: { _, _ in RequestingSceneDelegate(log: log) })
        let steps = try runtime.send(.launch)
        #expect(log.log == [
            "willConnect a1", "didBecomeActive a1 begins", "didBecomeActive a1 ends",
            "willConnect b1", "didBecomeActive b1 begins", "didBecomeActive b1 ends",
        ])
        #expect(steps.map(\.origin) == [.sent, .appRequest])
        #expect(steps.map(\.event) == [.launch, .openWindow(.app)])
        #expect(TraceChecker.check(runtime.traceLines, header: runtime.traceHeader).isEmpty)
    }

    @Test("a request the device cannot meet calls the error handler instead")
    func requestRefused() throws {
        final class Refused: WindowSceneDelegate {
            var window: Window?
            let log: LogSink
            init(log: LogSink) { self.log = log }
            func sceneDidBecomeActive(_ scene: WindowScene) {
                Application.shared.requestSceneSessionActivation(nil) { [log] error in log.log.append("\(error)") }
            }
        }
        let log = LogSink()
        let runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone)),
            appDelegate: { RecordingAppDelegate(createsLegacyWindow: false) },
            sceneDelegate: { _, _ in Refused(log: log) })
        try runtime.send(.launch)
        #expect(log.log == ["no further window is allowed on this device"])
    }

    @Test("a new scene delegate per connection, released after disconnect when nothing else holds it")
    func delegatePerConnection() throws {
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
        try runtime.run([.launch, .background(SessionID(0)), .systemDisconnect(SessionID(0))])
        #expect(made.count == 1)
        #expect(made[0].value == nil)
        try runtime.send(.foreground(SessionID(0), .user))
        #expect(made.count == 2)
        #expect(made[1].value != nil)
    }

    @Test("storage survives process death and keys are attributed to sessions by path component")
    func storageSurvivesDeath() throws {
        let h = Harness(SpecConfiguration(device: .phone))
        _ = try h.send(.launch)
        h.runtime.storage.set("hello", forKey: "A/draft")
        _ = try h.send(.background(SessionID(0)), .processDeath, .launch)
        #expect(h.runtime.storage.string(forKey: "A/draft") == "hello")
        #expect(h.runtime.storage.keys(ownedBy: "A") == ["A/draft"])
        #expect(!AppStorage.key("AB/draft", isOwnedBy: "A"))
    }

    @Test("the same events give the same trace in two runtimes")
    func deterministic() throws {
        let events: [LifecycleEvent] = [.launch, .openWindow(.user), .background(SessionID(0)),
                                        .systemDisconnect(SessionID(0)), .openURL(.session(SessionID(0)), payload: 1)]
        let first = Harness(SpecConfiguration(device: .pad))
        let second = Harness(SpecConfiguration(device: .pad))
        for e in events {
            _ = try first.send(e)
            _ = try second.send(e)
        }
        #expect(first.runtime.trace == second.runtime.trace)
    }
}

@MainActor
final class WeakRef {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}
