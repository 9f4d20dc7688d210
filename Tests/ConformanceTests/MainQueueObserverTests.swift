import Dispatch
import Foundation
import Generators
import LifecycleRules
import LifecycleTesting
import LifecycleUIKit
import Testing

/// An observer added with `queue: .main` runs as on iOS: within a post made on the main queue (main-actor code, where
/// a check runs the app), and on the main queue, waited for, for a post from another thread.
@MainActor
@Suite("Observers on the main queue")
struct MainQueueObserverTests {
    /// One name per test: the suite's tests run at once, and each posts its own.
    nonisolated static let modelChanged = Notification.Name("MainQueueObserverTests.modelChanged")
    nonisolated static let postedHere = Notification.Name("MainQueueObserverTests.postedHere")
    nonisolated static let postedElsewhere = Notification.Name("MainQueueObserverTests.postedElsewhere")

    /// What observers saw, in order; written by blocks that run on the main queue.
    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    @Test("a post from main-actor code runs the block before the post returns", .timeLimit(.minutes(1)))
    func postOnTheMainQueue() {
        let log = Log()
        let token = NotificationCenter.default.addObserver(forName: Self.postedHere, object: nil, queue: .main) { _ in
            log.entries.append("observer")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        NotificationCenter.default.post(name: Self.postedHere, object: nil)
        log.entries.append("post returned")
        #expect(log.entries == ["observer", "post returned"])
    }

    @Test("a post from another thread runs the block on the main queue and returns after it")
    func postFromAnotherThread() async {
        let log = Log()
        let onMain = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: onMain, value: true)
        let token = NotificationCenter.default.addObserver(forName: Self.postedElsewhere, object: nil, queue: .main) { _ in
            log.entries.append(DispatchQueue.getSpecific(key: onMain) == true ? "observer on main" : "observer elsewhere")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let postedOnMain = await Task.detached {
            NotificationCenter.default.post(name: Self.postedElsewhere, object: nil)
            log.entries.append("post returned")
            return DispatchQueue.getSpecific(key: onMain) == true
        }.value
        #expect(!postedOnMain)
        #expect(log.entries == ["observer on main", "post returned"])
    }

    /// Observes UIKit's notification and the model's with `queue: .main`, the usual idiom, and shows the count of
    /// model changes; a user action changes the model.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var observers: [any NSObjectProtocol] = []
        let label = UILabel()
        var changes = 0
        var backgrounds = 0

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            let controller = UIViewController()
            controller.view.addSubview(label)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            self.window = window
            observers.append(NotificationCenter.default.addObserver(forName: MainQueueObserverTests.modelChanged, object: nil,
                                                                    queue: .main) { [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.changes += 1
                    self.label.text = "\(self.changes) changes"
                }
            })
            observers.append(NotificationCenter.default.addObserver(forName: UIScene.didEnterBackgroundNotification, object: scene,
                                                                    queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.backgrounds += 1 }
            })
        }

        func sceneDidDisconnect(_ scene: UIScene) {
            for observer in observers { NotificationCenter.default.removeObserver(observer) }
            observers = []
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    static var app: AppUnderTest {
        AppUnderTest(name: "MainQueueObservers", appDelegate: AppDelegate.self, sceneDelegates: [SceneDelegate.self],
                     manifest: .standard(),
                     userActions: [UserAction("change") { _ in
                         NotificationCenter.default.post(name: MainQueueObserverTests.modelChanged, object: nil)
                     }])
    }

    @Test("an app whose observers use queue: .main runs its lifecycles without a hang, and each block runs in its event")
    func appWithMainQueueObservers() async throws {
        // The check first: its watchdog reports a hang as a failure (a HANG), where a plain execution would wait.
        let report = await LifecycleConformance.check(Self.app, options: ConformanceOptions(device: .pad, run: RunOptions(cases: 40, seed: Seed(0x51))))
        try #require(report.run.counterexample == nil, "\(report.text)")
        let target = LifecycleConformance.target(Self.app, options: ConformanceOptions(device: .pad))
        let A = SessionID(0)
        let execution = await Executor.execute(
            plain: [.launch, .userAction(A, action: 0), .background(A), .foreground(A, .user), .userAction(A, action: 0)], on: target)
        #expect(execution.failure == nil, "\(String(describing: execution.failure))")
    }
}
