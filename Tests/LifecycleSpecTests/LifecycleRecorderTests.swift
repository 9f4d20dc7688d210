import Foundation
import LifecycleRecorder
import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

@Suite("The recorder a real app calls", .holdingCheckTurn)
struct LifecycleRecorderTests {
    /// Collects what a recorder writes; the recorder calls it under its own lock.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [String] = []
        func append(_ line: String) {
            lock.lock()
            collected.append(line)
            lock.unlock()
        }
        var all: [String] {
            lock.lock()
            defer { lock.unlock() }
            return collected
        }
        var text: String { all.joined() }
    }

    @Test("it writes the header once, names scenes per session, and writes exactly the expected lines")
    func records() {
        let lines = Lines()
        let recorder = LifecycleRecorder(header: TraceHeader(device: .phone, multipleScenes: false)) { lines.append($0) }
        recorder.record(.didFinishLaunching)
        recorder.record(.configurationForConnecting, session: "S", role: "UIWindowSceneSessionRoleApplication")
        recorder.record(.willConnect, session: "S", restoration: .some(nil))
        recorder.record(.willEnterForeground, session: "S")
        recorder.record(.didBecomeActive, session: "S")
        recorder.record(.willResignActive, session: "S")
        recorder.record(.didEnterBackground, session: "S")
        recorder.record(.stateRestorationActivity, session: "S", restoration: .some(TraceActivity(type: "t", id: "1")))
        recorder.record(.didDisconnect, session: "S")
        recorder.record(.willConnect, session: "S", restoration: .some(TraceActivity(type: "t", id: "1")))
        #expect(lines.all == [
            #"{"trace":1,"mode":"scenes","device":"phone","multipleScenes":false}"# + "\n",
            #"{"call":"application(_:didFinishLaunchingWithOptions:)"}"# + "\n",
            #"{"call":"application(_:configurationForConnecting:options:)","session":"S","role":"UIWindowSceneSessionRoleApplication"}"# + "\n",
            #"{"call":"scene(_:willConnectTo:options:)","session":"S","scene":"S-1","restoration":null}"# + "\n",
            #"{"call":"sceneWillEnterForeground(_:)","session":"S","scene":"S-1"}"# + "\n",
            #"{"call":"sceneDidBecomeActive(_:)","session":"S","scene":"S-1"}"# + "\n",
            #"{"call":"sceneWillResignActive(_:)","session":"S","scene":"S-1"}"# + "\n",
            #"{"call":"sceneDidEnterBackground(_:)","session":"S","scene":"S-1"}"# + "\n",
            #"{"call":"stateRestorationActivity(for:)","session":"S","scene":"S-1","restoration":{"type":"t","id":"1"}}"# + "\n",
            #"{"call":"sceneDidDisconnect(_:)","session":"S","scene":"S-1"}"# + "\n",
            #"{"call":"scene(_:willConnectTo:options:)","session":"S","scene":"S-2","restoration":{"type":"t","id":"1"}}"# + "\n",
        ])
        #expect(recorder.currentScene(of: "S") == "S-2")
        #expect(recorder.currentScene(of: "T") == nil)
        let (header, read, errors) = TraceReader.readAll(text: lines.text)
        #expect(errors.isEmpty)
        #expect(read.count == 10)
        #expect(TraceChecker.check(read, header: header).isEmpty)
    }

    @Test("scene names are kept apart per session, and a scene the app names itself is used")
    func sceneNames() {
        let lines = Lines()
        let recorder = LifecycleRecorder { lines.append($0) }
        recorder.record(.willConnect, session: "A", restoration: .some(nil))
        recorder.record(.willConnect, session: "B", scene: "mine", restoration: .some(nil))
        recorder.record(.didBecomeActive, session: "B")
        recorder.record(.didBecomeActive, session: "A", scene: "explicit")
        recorder.record(.didDiscardSceneSessions, sessions: ["A"])
        let records = TraceReader.readAll(text: lines.text).lines.map(\.record)
        #expect(records.map(\.scene) == ["A-1", "mine", "mine", "explicit", nil])
    }

    @Test("without a clock no t is written; with one, each line gets its reading")
    func clock() {
        let plain = Lines()
        LifecycleRecorder { plain.append($0) }.record(.didFinishLaunching)
        #expect(plain.all.last == #"{"call":"application(_:didFinishLaunchingWithOptions:)"}"# + "\n")

        final class Ticks: @unchecked Sendable { var now = 0.0 }
        let ticks = Ticks()
        let timed = Lines()
        let recorder = LifecycleRecorder(clock: { ticks.now += 0.5; return ticks.now }) { timed.append($0) }
        recorder.record(.didFinishLaunching)
        recorder.record(.didReceiveMemoryWarning)
        recorder.record(TraceRecord(call: .willTerminate, t: 9))
        #expect(Array(timed.all.dropFirst()) == [
            #"{"call":"application(_:didFinishLaunchingWithOptions:)","t":0.5}"# + "\n",
            #"{"call":"applicationDidReceiveMemoryWarning(_:)","t":1.0}"# + "\n",
            #"{"call":"applicationWillTerminate(_:)","t":9.0}"# + "\n",
        ])
    }

    @Test("appending to a file writes the header only into an empty file, so relaunches make one trace")
    func appendsToFile() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("recorder-\(UInt64.random(in: 0...UInt64.max)).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let first = try LifecycleRecorder(appendingTo: path, header: TraceHeader(device: .phone, multipleScenes: false))
            first.record(.didFinishLaunching)
            first.record(.configurationForConnecting, session: "A")
            first.record(.willConnect, session: "A", restoration: .some(nil))
        }
        do {
            let second = try LifecycleRecorder(appendingTo: path, header: TraceHeader(device: .phone, multipleScenes: false))
            second.record(.didFinishLaunching)
            second.record(.willConnect, session: "A", restoration: .some(nil))
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.components(separatedBy: "\"trace\":1").count == 2)
        let read = TraceReader.readAll(text: text)
        #expect(read.errors.isEmpty)
        #expect(read.header == TraceHeader(device: .phone, multipleScenes: false))
        #expect(read.lines.map(\.record.call) == [.didFinishLaunching, .configurationForConnecting, .willConnect,
                                                  .didFinishLaunching, .willConnect])
        #expect(read.lines.map(\.record.scene) == [nil, nil, "A-1", nil, "A-1"])
    }

    @Test("a file that cannot be opened is an error, not a crash")
    func unopenableFile() {
        #expect(throws: TraceError(line: 0, message: "cannot open '/nonexistent/dir/trace.jsonl' for appending")) {
            _ = try LifecycleRecorder(appendingTo: "/nonexistent/dir/trace.jsonl")
        }
    }

    @Test("calls from many threads give whole, valid lines, each exactly once")
    func threads() {
        let lines = Lines()
        let recorder = LifecycleRecorder { lines.append($0) }
        DispatchQueue.concurrentPerform(iterations: 8) { k in
            for n in 0..<250 {
                recorder.record(.openURLContexts, session: "S\(k)", urls: ["x://\(k)/\(n)"])
            }
        }
        let read = TraceReader.readAll(text: lines.text)
        #expect(lines.all.count == 2001)
        #expect(read.errors.isEmpty)
        #expect(Set(read.lines.compactMap(\.record.urls?.first)).count == 2000)
        for k in 0..<8 {
            let mine = read.lines.compactMap { $0.record.session == "S\(k)" ? $0.record.urls?.first : nil }
            #expect(mine == (0..<250).map { "x://\(k)/\($0)" })
        }
    }

    // MARK: - The UIKit conveniences, called from delegates the reference runtime drives

    @Test("traceActivity renders an NSUserActivity: target first, else userInfo sorted by key, else the web page")
    @MainActor
    func traceActivityOfUserActivity() {
        let activity = NSUserActivity(activityType: "com.example.edit")
        activity.userInfo = ["doc": "7", "cursor": 12, "tags": ["a", "b"], "meta": ["z": 1, "y": "x"]]
        #expect(LifecycleRecorder.traceActivity(activity)
            == TraceActivity(type: "com.example.edit", id: "cursor=12&doc=7&meta={y=x&z=1}&tags=[a,b]"))
        activity.targetContentIdentifier = "doc-7"
        #expect(LifecycleRecorder.traceActivity(activity) == TraceActivity(type: "com.example.edit", id: "doc-7"))
        let page = NSUserActivity(activityType: "NSUserActivityTypeBrowsingWeb")
        page.webpageURL = URL(string: "https://example.com/a")
        #expect(LifecycleRecorder.traceActivity(page).id == "https://example.com/a")
        #expect(LifecycleRecorder.traceActivity(NSUserActivity(activityType: "t")) == TraceActivity(type: "t", id: ""))
    }

    @Test("delegates that record every callback through the UIKit conveniences write the runtime's own trace")
    @MainActor
    func conveniencesMatchTheRuntime() async throws {
        let lines = Lines()
        let spec = SpecConfiguration(device: .pad)
        let recorder = LifecycleRecorder(header: TraceHeader(device: .pad, multipleScenes: true)) { lines.append($0) }
        let runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: spec),
            appDelegate: {
                let delegate = RecordedAppDelegate()
                delegate.recorder = recorder
                return delegate
            },
            sceneDelegate: { _, _ in
                let delegate = RecordedSceneDelegate()
                delegate.recorder = recorder
                return delegate
            })
        let A = SessionID(0), B = SessionID(1)
        try await runtime.run([
            .launch, .openURL(.session(A), payload: 1), .continueActivity(.session(A), payload: 0),
            .shortcut(.session(A), payload: 1), .openWindow(.user), .background(A), .systemDisconnect(A),
            .foreground(A, .user), .discard(B, .user), .continueActivity(.newWindow, payload: 1), .background(A),
            .background(SessionID(2)), .processDeath, .shortcut(.newWindow, payload: 0), .openURL(.session(SessionID(2)), payload: 0),
            .handoff(.session(A), payload: 1),
        ])
        let (header, recorded, errors) = TraceReader.readAll(text: lines.text)
        #expect(errors.isEmpty, "\(errors)")
        #expect(header == runtime.traceHeader)
        #expect(TraceChecker.check(recorded, header: header).isEmpty)
        #expect(recorded.contains { $0.record.call == .performActionForShortcut })
        #expect(recorded.contains { $0.record.call == .didDiscardSceneSessions })
        #expect(recorded.contains { $0.record.call == .willConnect && $0.record.restoration != .some(nil) })
        // The recorder names sessions by persistent identifier and scenes `<identifier>-<n>`; the runtime names
        // them `A` and `a1`. Renamed, the two traces are the same call for call, field for field.
        let names = Dictionary(uniqueKeysWithValues: (0..<8).map { (SessionID($0).persistentIdentifier, SessionID($0)) })
        let renamed = recorded.map(\.record).map { record -> TraceRecord in
            var record = record
            if let session = record.session, let id = names[session] {
                record.session = id.name
                if let scene = record.scene, let n = scene.split(separator: "-").last { record.scene = id.sceneName(Int(n)!) }
            }
            record.sessions = record.sessions?.map { names[$0]?.name ?? $0 }
            return record
        }
        // The runtime's trace has the willContinue / restoreInteractionState calls nowhere: they are not trace calls.
        #expect(renamed == runtime.trace)
    }
}

/// An app delegate that records its calls through the recorder's UIKit conveniences, as a real app would.
@MainActor
final class RecordedAppDelegate: UIResponder, UIApplicationDelegate {
    var recorder: LifecycleRecorder?

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        recorder?.record(.willFinishLaunching)
        return true
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        recorder?.record(.didFinishLaunching)
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        recorder?.recordConfiguration(connectingSceneSession)
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        recorder?.recordDiscard(sceneSessions)
    }
}

/// A scene delegate that records every callback through the recorder's UIKit conveniences.
@MainActor
final class RecordedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var recorder: LifecycleRecorder?
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        recorder?.recordWillConnect(session, options: connectionOptions)
        guard let windowScene = scene as? UIWindowScene else { return }
        let activity = session.stateRestorationActivity ?? NSUserActivity(activityType: "com.example.edit")
        if activity.userInfo == nil { activity.userInfo = ["doc": session.persistentIdentifier, "page": 3] }
        scene.userActivity = activity
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { recorder?.record(.didDisconnect, scene: scene) }
    func sceneWillEnterForeground(_ scene: UIScene) { recorder?.record(.willEnterForeground, scene: scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { recorder?.record(.didBecomeActive, scene: scene) }
    func sceneWillResignActive(_ scene: UIScene) { recorder?.record(.willResignActive, scene: scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { recorder?.record(.didEnterBackground, scene: scene) }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        recorder?.recordRestoration(scene.userActivity, for: scene)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        recorder?.recordOpenURLContexts(URLContexts, scene: scene)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        recorder?.recordContinue(userActivity, scene: scene)
    }

    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        recorder?.recordPerformAction(shortcutItem, scene: windowScene)
        completionHandler(true)
    }
}
