import Foundation
import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

/// A controller that writes its appearance callbacks to a shared log.
@MainActor
final class LoggingViewController: UIViewController {
    let name: String
    let sink: LogSink
    init(_ name: String, sink: LogSink) {
        self.name = name
        self.sink = sink
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewWillAppear(_ animated: Bool) { sink.log.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) {
        sink.log.append("\(name) didAppear")
        // As Apple's multi-window samples do: the scene's activity describes what is on screen.
        let activity = NSUserActivity(activityType: "com.example.appearance")
        activity.userInfo = ["shown": name]
        view.window?.windowScene?.userActivity = activity
    }
    override func viewWillDisappear(_ animated: Bool) { sink.log.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { sink.log.append("\(name) didDisappear") }
}

/// A list in a navigation controller; a URL pushes a detail, an activity presents a sheet.
@MainActor
final class AppearanceSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var sink = LogSink()
    convenience init(log: LogSink) {
        self.init()
        sink = log
    }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        sink.log.append("willConnect")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: LoggingViewController("list", sink: sink))
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneWillEnterForeground(_ scene: UIScene) { sink.log.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { sink.log.append("didBecomeActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { sink.log.append("didEnterBackground") }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        (window?.rootViewController as? UINavigationController)?.pushViewController(LoggingViewController("detail", sink: sink), animated: true)
    }
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let navigation = window?.rootViewController as? UINavigationController else { return }
        if let sheet = navigation.presentedViewController {
            sheet.dismiss(animated: true)
        } else {
            navigation.present(LoggingViewController("sheet", sink: sink), animated: true)
        }
    }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { scene.userActivity }
}

@MainActor
@Suite("View controllers get UIKit's appearance callbacks", .holdingCheckTurn)
struct AppearanceCallbackTests {
    func runtime(_ log: LogSink) -> ReferenceRuntime {
        ReferenceRuntime.onPad { AppearanceSceneDelegate(log: log) }
    }

    @Test("a window made visible in willConnect shows its root: willAppear and didAppear once, after willConnect returns")
    func windowAppears() async throws {
        let log = LogSink()
        let runtime = runtime(log)
        try await runtime.send(.launch)
        #expect(log.log == ["willConnect", "list willAppear", "list didAppear", "willEnterForeground", "didBecomeActive"])
        #expect(runtime.scene(of: SessionID(0))?.userActivity?.userInfo?["shown"] as? String == "list")
    }

    @Test("a push covers the list, a sheet leaves its presenter on screen, a dismiss takes the sheet away")
    func pushPresentDismiss() async throws {
        let log = LogSink()
        let runtime = runtime(log)
        try await runtime.send(.launch)
        log.log.removeAll()
        try await runtime.send(.openURL(.session(SessionID(0)), payload: 0))
        #expect(log.log == ["list willDisappear", "detail willAppear", "list didDisappear", "detail didAppear"])
        log.log.removeAll()
        try await runtime.send(.continueActivity(.session(SessionID(0)), payload: 0))
        #expect(log.log == ["sheet willAppear", "sheet didAppear"])
        log.log.removeAll()
        try await runtime.send(.continueActivity(.session(SessionID(0)), payload: 0))
        #expect(log.log == ["sheet willDisappear", "sheet didDisappear"])
    }

    @Test("the background and the foreground change no controller's appearance")
    func backgroundIsNotDisappearance() async throws {
        let log = LogSink()
        let runtime = runtime(log)
        try await runtime.send(.launch)
        log.log.removeAll()
        try await runtime.send(.background(SessionID(0)))
        try await runtime.send(.foreground(SessionID(0), .user))
        #expect(log.log == ["didEnterBackground", "willEnterForeground", "didBecomeActive"])
    }

    @Test("what viewDidAppear puts in scene.userActivity is what the scene restores")
    func userActivityFromAppearance() async throws {
        let log = LogSink()
        let runtime = runtime(log)
        try await runtime.send(.launch)
        try await runtime.send(.openURL(.session(SessionID(0)), payload: 0))
        try await runtime.send(.background(SessionID(0)))
        let stored = runtime.session(SessionID(0))?.stateRestorationActivity
        #expect(stored?.userInfo?["shown"] as? String == "detail")
    }
}
