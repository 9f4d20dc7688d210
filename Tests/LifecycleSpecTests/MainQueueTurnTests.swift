import Foundation
import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

/// `ReferenceRuntime.send(_:)`: each event ends with turns of the main run loop, so what a
/// callback queues on the main actor (`Task { }`, `DispatchQueue.main.async`) runs before the next event, as on a
/// device; `send(_:)` leaves it queued. Work a process queued as it ended runs against the ended process and is
/// undone. Another runtime made during a turn (another test's) does not keep this one's defaults.
///
/// In a process of its own: its apps' tasks wait for an actor, whose work needs a free thread of Swift's thread pool
/// within the event's bounded wait, and CPU-bound tests running in parallel in the test process can hold every one.
@MainActor
@Suite("Main run loop turns: work a callback queues on the main actor runs between events", .holdingCheckTurn, .inOwnProcess)
struct MainQueueTurnTests {
    let A = SessionID(0)
    static let draftKey = "UserDefaults.standard[\"mainQueueTurn.draft\"]"

    /// Saves the draft from a `Task` (or a main-queue block) it starts in sceneDidEnterBackground, and asks for
    /// its own session's destruction from a Task in sceneDidBecomeActive when told to.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        nonisolated(unsafe) static var usesDispatch = false
        nonisolated(unsafe) static var destroysFromTask = false
        var window: UIWindow?

        func sceneDidEnterBackground(_ scene: UIScene) {
            if Self.usesDispatch {
                DispatchQueue.main.async { UserDefaults.standard.set("saved", forKey: "mainQueueTurn.draft") }
            } else {
                Task { await self.save() }
            }
        }

        func save() async { UserDefaults.standard.set("saved", forKey: "mainQueueTurn.draft") }

        func sceneDidBecomeActive(_ scene: UIScene) {
            guard Self.destroysFromTask else { return }
            let session = scene.session
            Task { UIApplication.shared.requestSceneSessionDestruction(session, options: nil, errorHandler: nil) }
        }
    }

    /// Saves from a Task it starts in applicationWillTerminate: on a device that Task dies with the process.
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        nonisolated(unsafe) static var sawApplication: Bool?
        func applicationWillTerminate(_ application: UIApplication) {
            Task { @MainActor in
                AppDelegate.sawApplication = UIApplication.shared.delegate === self
                UserDefaults.standard.set("lost", forKey: "mainQueueTurn.terminate")
            }
        }
    }

    func runtime(resets: (@MainActor @Sendable () -> Void)? = nil) -> ReferenceRuntime {
        ReferenceRuntime(configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone), resetProcessState: resets),
                         appDelegate: { AppDelegate() }, sceneDelegate: { _, _ in SceneDelegate() })
    }

    @Test("a Task a callback starts runs before the event ends: its write is the event's", arguments: [false, true])
    func taskRunsInTheTurn(usesDispatch: Bool) async throws {
        try await CheckTurns.exclusively { () async throws in
            SceneDelegate.usesDispatch = usesDispatch
            SceneDelegate.destroysFromTask = false
            let runtime = runtime()
            try await runtime.send(.launch)
            #expect(runtime.appState.value(forKey: Self.draftKey) == nil)
            try await runtime.send(.background(A))
            #expect(runtime.appState.value(forKey: Self.draftKey) == "saved")
            runtime.tearDown()
        }
    }

    /// Saves from a Task it starts in sceneDidEnterBackground that suspends again first: it yields three times, or
    /// it waits for another actor (a hop to another thread and back). It keeps the task's handle, as apps do.
    final class SuspendingSceneDelegate: UIResponder, UIWindowSceneDelegate {
        nonisolated(unsafe) static var waitsForActor = false
        var window: UIWindow?
        var saving: Task<Void, Never>?

        func sceneDidEnterBackground(_ scene: UIScene) {
            saving = Task {
                if Self.waitsForActor {
                    let value = await DraftStore.shared.draft()
                    UserDefaults.standard.set(value, forKey: "mainQueueTurn.suspending")
                } else {
                    for _ in 0..<3 { await Task.yield() }
                    UserDefaults.standard.set("saved", forKey: "mainQueueTurn.suspending")
                }
            }
        }
    }

    actor DraftStore {
        static let shared = DraftStore()
        func draft() -> String { "saved" }
    }

    @Test("a Task that suspends again, or waits for another actor, still finishes before the event ends",
          arguments: [false, true])
    func suspendingTaskFinishesInTheEvent(waitsForActor: Bool) async throws {
        try await CheckTurns.exclusively { () async throws in
            SuspendingSceneDelegate.waitsForActor = waitsForActor
            let key = "UserDefaults.standard[\"mainQueueTurn.suspending\"]"
            for _ in 0..<20 {
                let runtime = ReferenceRuntime(configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone)),
                                               appDelegate: { AppDelegate() }, sceneDelegate: { _, _ in SuspendingSceneDelegate() })
                try await runtime.send(.launch)
                try await runtime.send(.background(A))
                #expect(runtime.appState.value(forKey: key) == "saved")
                // The task let go of the event's marker as it finished, though its handle is still held.
                #expect(!runtime.hasUnfinishedWork)
                runtime.tearDown()
            }
        }
    }

    /// Pushes, from a Task it starts in sceneDidBecomeActive, a controller that loads its title from an actor in
    /// viewDidLoad, which UIKit sends when the controller comes on screen: after the turn that pushed it.
    final class PushingSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        final class NoteController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                Task { title = await DraftStore.shared.draft() }
            }
        }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UINavigationController(rootViewController: UIViewController())
            window.makeKeyAndVisible()
            self.window = window
        }

        func sceneDidBecomeActive(_ scene: UIScene) {
            Task { (self.window?.rootViewController as? UINavigationController)?.pushViewController(NoteController(), animated: false) }
        }
    }

    @Test("a Task that a controller's viewDidLoad starts, sent after the turn that pushed it, is waited for too")
    func appearanceTaskFinishesInTheEvent() async throws {
        try await CheckTurns.exclusively { () async throws in
            for _ in 0..<20 {
                let delegate = PushingSceneDelegate()
                let runtime = ReferenceRuntime(configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone)),
                                               appDelegate: { AppDelegate() }, sceneDelegate: { _, _ in delegate })
                try await runtime.send(.launch)
                let top = (delegate.window?.rootViewController as? UINavigationController)?.topViewController
                #expect(top is PushingSceneDelegate.NoteController && top?.title == "saved")
                runtime.tearDown()
            }
        }
    }

    @Test("a scene request made from a Task is carried out in the same event, as an app request")
    func requestFromATask() async throws {
        try await CheckTurns.exclusively { () async throws in
            SceneDelegate.usesDispatch = false
            SceneDelegate.destroysFromTask = true
            defer { SceneDelegate.destroysFromTask = false }
            let runtime = runtime()
            let steps = try await runtime.send(.launch)
            #expect(steps.map(\.origin) == [.sent, .appRequest])
            #expect(steps.last?.event == .discard(A, .app))
            runtime.tearDown()
        }
    }

    @Test("work queued as the process ends runs against the ended process, and what it stored is undone")
    func workOfAnEndedProcessIsUndone() async throws {
        try await CheckTurns.exclusively { () async throws in
            SceneDelegate.destroysFromTask = false
            AppDelegate.sawApplication = nil
            let resets = ResetCounter()
            let runtime = runtime(resets: { resets.count += 1 })
            try await runtime.send(.launch)
            try await runtime.send(.background(A))
            try await runtime.send(.terminate)
            #expect(AppDelegate.sawApplication == true, "the Task ran with the ended process's app and delegate")
            #expect(UserDefaults.standard.object(forKey: "mainQueueTurn.terminate") == nil)
            #expect(runtime.appState.keys.allSatisfy { !$0.contains("mainQueueTurn.terminate") })
            #expect(resets.count == 2, "resetProcessState runs at the end and again after the ended process's work")
            runtime.tearDown()
        }
    }

    final class ResetCounter: @unchecked Sendable { var count = 0 }

    /// Saves a draft at launch; in the turn after the background, another runtime (as another test would) is made,
    /// launched and writes.
    final class DisplacedSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func sceneDidBecomeActive(_ scene: UIScene) { UserDefaults.standard.set("mine", forKey: "mainQueueTurn.owned") }
        func sceneDidEnterBackground(_ scene: UIScene) {
            Task { @MainActor in
                let other = ReferenceRuntime(configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone)),
                                             appDelegate: { AppDelegate() }, sceneDelegate: { _, _ in nil })
                _ = try? await other.send(.launch)
                UserDefaults.standard.set("theirs", forKey: "mainQueueTurn.foreign")
                other.tearDown()
            }
        }
    }

    @Test("a runtime made during another's turn empties the defaults; the first gets its own back when it resumes")
    func defaultsComeBackAfterAnotherRuntime() async throws {
        try await CheckTurns.exclusively { () async throws in
            let runtime = ReferenceRuntime(configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone)),
                                           appDelegate: { AppDelegate() }, sceneDelegate: { _, _ in DisplacedSceneDelegate() })
            try await runtime.send(.launch)
            try await runtime.send(.background(A))
            #expect(UserDefaults.standard.string(forKey: "mainQueueTurn.owned") == "mine")
            #expect(UserDefaults.standard.object(forKey: "mainQueueTurn.foreign") == nil)
            #expect(runtime.appState.value(forKey: "UserDefaults.standard[\"mainQueueTurn.owned\"]") == "mine")
            runtime.tearDown()
        }
    }
}
