import Foundation
import Generators
import LifecycleRules
import LifecycleUIKit
import Testing

/// `SpecOptions.turnsBeforeForegroundDisconnect`: a window closed while in the foreground goes to the background
/// in one message and is disconnected and discarded in the next, with a turn of the main run loop between them:
/// what `sceneDidEnterBackground` queued (a save in a main-queue block or a `Task`) runs before the disconnect, and
/// the discard cleanup deletes it. What `sceneDidDisconnect` queues comes with the discard, and runs after it.
/// By default the callbacks come back to back, and the same save comes after the discard (A4).
@MainActor
@Suite("A window closed in the foreground: background, a turn, then disconnect and discard, as a named choice", .serialized)
struct ForegroundDiscardTurnTests {
    enum Save { case mainQueueAtBackground, taskAtBackground, mainQueueAtDisconnect }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            for session in sceneSessions { UserDefaults.standard.removeObject(forKey: "closed-draft-\(session.persistentIdentifier)") }
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        nonisolated(unsafe) static var save = Save.mainQueueAtBackground
        nonisolated(unsafe) static var order: [String] = []
        var window: UIWindow?

        func sceneDidEnterBackground(_ scene: UIScene) {
            let key = "closed-draft-\(scene.session.persistentIdentifier)"
            switch Self.save {
            case .mainQueueAtBackground:
                DispatchQueue.main.async { Self.order.append("save"); UserDefaults.standard.set("typed", forKey: key) }
            case .taskAtBackground:
                Task { Self.order.append("save"); UserDefaults.standard.set("typed", forKey: key) }
            case .mainQueueAtDisconnect:
                break
            }
        }

        func sceneDidDisconnect(_ scene: UIScene) {
            Self.order.append("didDisconnect")
            guard Self.save == .mainQueueAtDisconnect else { return }
            let key = "closed-draft-\(scene.session.persistentIdentifier)"
            DispatchQueue.main.async { UserDefaults.standard.set("typed", forKey: key) }
        }
    }

    func run(_ save: Save, turns: Bool = true) async -> Execution {
        SceneDelegate.save = save
        SceneDelegate.order = []
        let app = AppUnderTest(name: "ClosedInForeground", appDelegate: AppDelegate.self,
                               sceneDelegates: [SceneDelegate.self], manifest: .standard())
        let options = ConformanceOptions(device: .pad, specOptions: SpecOptions(turnsBeforeForegroundDisconnect: turns))
        let target = LifecycleConformance.target(app, options: options)
        return await Executor.execute(plain: [.launch, .discard(SessionID(0), .user)], on: target)
    }

    @Test("a save queued at the background runs before the disconnect, and the discard deletes it: A3 and A4 hold",
          arguments: [Save.mainQueueAtBackground, .taskAtBackground])
    func saveQueuedAtBackgroundRunsFirst(save: Save) async {
        let execution = await run(save)
        #expect(execution.failure == nil, "\(String(describing: execution.failure))")
        #expect(SceneDelegate.order == ["save", "didDisconnect"])
    }

    @Test("by default the callbacks come back to back: the save queued at the background runs after the discard (A4)",
          arguments: [Save.mainQueueAtBackground, .taskAtBackground])
    func backToBackByDefault(save: Save) async {
        let execution = await run(save, turns: false)
        #expect(execution.failure?.rule == "A4", "\(String(describing: execution.failure))")
        #expect(SceneDelegate.order == ["didDisconnect", "save"])
    }

    @Test("a save queued at the disconnect runs after the discard, in the same message: A4")
    func saveQueuedAtDisconnectIsZombieWork() async {
        let execution = await run(.mainQueueAtDisconnect)
        #expect(execution.failure?.rule == "A4", "\(String(describing: execution.failure))")
    }

    @Test("the system's next message begins at a disconnect that follows the scene's background, and nowhere else")
    func messageBoundaries() {
        let A = SessionID(0), B = SessionID(1)
        let closed: [SpecCall] = [.willResignActive(A, scene: 1), .didEnterBackground(A, scene: 1),
                                  .didDisconnect(A, scene: 1), .didDiscardSceneSessions([A])]
        #expect(Performing.nextMessage(in: closed, after: 0) == 2)
        #expect(Performing.nextMessage(in: closed, after: 2) == 4)
        let restoration: [SpecCall] = [.didEnterBackground(A, scene: 1), .stateRestorationActivity(A, scene: 1),
                                       .didDisconnect(A, scene: 1)]
        #expect(Performing.nextMessage(in: restoration, after: 0) == 2)
        let systemDisconnect: [SpecCall] = [.didDisconnect(A, scene: 1)]
        #expect(Performing.nextMessage(in: systemDisconnect, after: 0) == 1)
        let forceQuit: [SpecCall] = [.willResignActive(A, scene: 1), .didDisconnect(A, scene: 1),
                                     .didDiscardSceneSessions([A]), .willTerminate]
        #expect(Performing.nextMessage(in: forceQuit, after: 0) == 4)
        let another: [SpecCall] = [.didEnterBackground(B, scene: 1), .didDisconnect(A, scene: 1)]
        #expect(Performing.nextMessage(in: another, after: 0) == 2)
    }
}
