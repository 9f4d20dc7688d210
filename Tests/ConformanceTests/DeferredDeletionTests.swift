import Foundation
import Generators
import LifecycleRules
import LifecycleUIKit
import Testing

/// A2 sees a draft deleted by work that `sceneDidDisconnect` queued (a main-queue block, a `Task`): it runs in the
/// turns of the disconnect's event, after the callback has returned, and deletes what the user typed as surely as
/// a deletion in the callback. Deleting the same draft only when the session is discarded passes.
@MainActor
@Suite("Work queued at a disconnect that deletes the user's data breaks A2", .serialized)
struct DeferredDeletionTests {
    enum Deletion { case mainQueue, task, atDiscardOnly }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            for session in sceneSessions { UserDefaults.standard.removeObject(forKey: "deferred-draft-\(session.persistentIdentifier)") }
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        nonisolated(unsafe) static var deletion = Deletion.atDiscardOnly
        var window: UIWindow?

        func sceneDidEnterBackground(_ scene: UIScene) {
            UserDefaults.standard.set("typed", forKey: "deferred-draft-\(scene.session.persistentIdentifier)")
        }

        func sceneDidDisconnect(_ scene: UIScene) {
            let key = "deferred-draft-\(scene.session.persistentIdentifier)"
            switch Self.deletion {
            case .mainQueue: DispatchQueue.main.async { UserDefaults.standard.removeObject(forKey: key) }
            case .task: Task { UserDefaults.standard.removeObject(forKey: key) }
            case .atDiscardOnly: break
            }
        }
    }

    let A = SessionID(0)

    func run(_ deletion: Deletion, _ events: [LifecycleEvent]) async -> Execution {
        SceneDelegate.deletion = deletion
        let app = AppUnderTest(name: "DeferredDeletion", appDelegate: AppDelegate.self, sceneDelegates: [SceneDelegate.self],
                               manifest: .standard())
        let target = LifecycleConformance.target(app, options: ConformanceOptions(device: .pad))
        return await Executor.execute(plain: events, on: target)
    }

    @Test("a draft deleted by a main-queue block or a Task queued in sceneDidDisconnect breaks A2, named as queued work",
          arguments: [Deletion.mainQueue, .task])
    func deferredDeletionBreaksA2(deletion: Deletion) async throws {
        let execution = await run(deletion, [.launch, .background(A), .systemDisconnect(A)])
        let failure = try #require(execution.failure)
        #expect(failure.rule == "A2")
        #expect(failure.message.contains("work queued by sceneDidDisconnect(_:) of a1 deleted 'UserDefaults.standard[\"deferred-draft-"),
                "\(failure.message)")
    }

    @Test("the same draft deleted only when the session is discarded keeps A2, at a disconnect and at the discard after it")
    func deletionAtDiscardKeepsA2() async {
        let execution = await run(.atDiscardOnly, [.launch, .background(A), .systemDisconnect(A), .discard(A, .user)])
        #expect(execution.failure == nil, "\(String(describing: execution.failure))")
    }

    @Test("a deletion queued at a disconnect that is part of a discard keeps A2: the data is going anyway")
    func deletionInADiscardKeepsA2() async {
        let execution = await run(.mainQueue, [.launch, .background(A), .discard(A, .user)])
        #expect(execution.failure?.rule != "A2", "\(String(describing: execution.failure))")
    }
}
