import Foundation
import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

/// A4 and A5 with the deferred work the runtime runs, main-actor work in the turns of the main run loop that end
/// each event. A discard of a window in the foreground sends its background, disconnect and discard callbacks back
/// to back, and then the `Task` its `sceneDidEnterBackground` queued runs: a backup that checks its session is still
/// open keeps A4, one that does not breaks it. A `Task` that holds the delegate across `sceneDidDisconnect` lets go
/// of it in the same turns, so A5 holds.
@MainActor
@Suite("A4 and A5 with main-actor work", .holdingCheckTurn)
struct DeferredWorkRuleTests {
    let A = SessionID(0)

    /// Backs up in a Task from sceneDidEnterBackground, checking the session first if told to; holds itself in a
    /// Task from sceneDidDisconnect.
    final class BackupSceneDelegate: UIResponder, UIWindowSceneDelegate {
        nonisolated(unsafe) static var checksSession = true
        var window: UIWindow?

        func sceneDidEnterBackground(_ scene: UIScene) {
            let id = scene.session.persistentIdentifier
            Task { @MainActor in
                let open = UIApplication.shared.openSessions.contains { $0.persistentIdentifier == id }
                guard open || !Self.checksSession else { return }
                UserDefaults.standard.set("backup", forKey: "deferredWorkRule.backup-\(id)")
            }
        }

        func sceneDidDisconnect(_ scene: UIScene) {
            Task { @MainActor in _ = self.window }
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    func violations(checksSession: Bool) async throws -> [String] {
        BackupSceneDelegate.checksSession = checksSession
        let runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .pad)),
            appDelegate: { AppDelegate() }, sceneDelegate: { _, _ in BackupSceneDelegate() })
        let monitor = AppRulesMonitor(rules: ["A4", "A5"])
        monitor.attach(to: runtime)
        try await runtime.run([.launch, .discard(A, .user)])
        monitor.runFinished()
        return monitor.findings.map { "\($0.rule.id)@\($0.place.event ?? 0)" }
    }

    @Test("a backup that checks its session is still open keeps A4 across a discard from the foreground")
    func checkedBackupHolds() async throws {
        #expect(try await violations(checksSession: true) == [])
    }

    @Test("a backup that does not check its session writes after the discard: A4 at the discard")
    func uncheckedBackupBreaksA4() async throws {
        #expect(try await violations(checksSession: false) == ["A4@2"])
    }
}
