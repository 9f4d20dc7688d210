import Foundation
import Generators
import LifecycleRules
import LifecycleTesting
import LifecycleUIKit
import Testing

/// A failure the check's own child process finds, but that what an earlier test left in the test's process hides
/// when the check runs there again for its report, fails the test: a pass would be a false green.
@MainActor
@Suite("A failure hidden in the test's process by what earlier tests left")
struct HiddenFailureTests {
    /// Keeps each window's draft in the standard defaults and deletes it when the window's session is discarded,
    /// only when `cleansUp`, a static that "another test" left set in the test's process only.
    final class DraftAppDelegate: UIResponder, UIApplicationDelegate {
        nonisolated(unsafe) static var cleansUp = false

        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }

        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            // The bug: the drafts of discarded windows are kept (A3), unless the leftover static says otherwise.
            guard Self.cleansUp else { return }
            for session in sceneSessions { UserDefaults.standard.removeObject(forKey: "draft-\(session.persistentIdentifier)") }
        }
    }

    final class DraftSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func sceneDidEnterBackground(_ scene: UIScene) {
            UserDefaults.standard.set("text", forKey: "draft-\(scene.session.persistentIdentifier)")
        }
    }

    @Test("a worker's failure reads back as written: rule, events, whether its replays differed; anything else is none")
    func workerFailureText() {
        let failure = WorkerFailure(rule: "A3", events: ["openURL new #0", "discard A"], nondeterministic: true)
        #expect(WorkerFailure(failure.text) == failure)
        #expect(WorkerFailure(WorkerFailure(rule: "A1", events: [], nondeterministic: false).text)?.events == [])
        for broken in ["", "A3\n", "A3\nlaunch\n", "A3\nlaunch\nmaybe\n", "\nlaunch\ndeterministic\n"] {
            #expect(WorkerFailure(broken) == nil, "\(broken.debugDescription)")
        }
    }

    @Test("the child's failure, hidden here by a static an earlier test left, fails the health check, not a pass")
    func hiddenFailureIsNoPass() async throws {
        // Left by "another test", in this process only: the check's child runs this test again from its start, as a
        // worker, and keeps the bug.
        if !IsolatedCheck.isWorker(ProcessInfo.processInfo.environment) { DraftAppDelegate.cleansUp = true }
        defer { DraftAppDelegate.cleansUp = false }
        let app = AppUnderTest(name: "Drafts", appDelegate: DraftAppDelegate.self, sceneDelegates: [DraftSceneDelegate.self],
                               manifest: .standard(delegateClassName: "DraftSceneDelegate"))
        var report: ConformanceReport?
        await withKnownIssue {
            report = await expectLifecycleConformance(app, options: ConformanceOptions(device: .phone, run: RunOptions(cases: 100, seed: Seed(7)),
                                                                                       suppressedHealthChecks: [.stateFromEarlierRuns]))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("HEALTH CHECK FAILED: the check's own child process found a failure") }
        }
        let r = try #require(report)
        #expect(r.run.counterexample == nil, "this process's run passed every rule")
        #expect(!r.passed)
        let message = try #require(r.health.first { $0.check == .stateFromEarlierRuns }?.message)
        #expect(message.hasPrefix("the check's own child process, which ran no other check before it, failed A3 with "), "\(message)")
        #expect(r.health.first?.check == .stateFromEarlierRuns, "the headline names it")
        #expect(message.hasSuffix("but run again here, after the test process's earlier runs, it did not: what they left in this "
            + "process hid the failure"), "\(message)")
        #expect(r.text.hasPrefix("HEALTH CHECK FAILED: the check's own child process found a failure that this process, after its "
            + "earlier runs, did not\n"), "\(r.text)")
        #expect(r.text.contains("Run this test alone (its replay line)"), "\(r.text)")
    }
}
