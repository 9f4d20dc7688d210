import ExampleApps
import Foundation
import Generators
import LifecycleRules
import LifecycleTesting
import LifecycleUIKit
import Testing

/// An observer an app delegate registers on `NotificationCenter.default` at launch and never removes is right on a
/// device, where it dies with the process. Here every process of a check, and every replay, runs in one test
/// process, so it outlives its run, holds its app delegate and acts in later runs on what that run knew: a failure
/// it causes is not one a device shows. A check isolated in worker processes runs the shrunk failure alone in a new
/// one, and reports such a failure as the health problem it is (`HealthCheck.stateFromEarlierRuns`).
@MainActor
@Suite("Observers of an ended process", .serialized, .holdingCheckTurn)
struct StaleObserverTests {
    /// Marks every session it configured as seen when the app goes to the background, from an observer it
    /// registers at launch and never removes; forgets a session and its mark at the discard.
    final class SessionMarkingAppDelegate: UIResponder, UIApplicationDelegate {
        var knownSessions: [String] = []
        /// Every observer registered, so the test removes them: left registered, they act in other tests' checks.
        nonisolated(unsafe) static var observers: [any NSObjectProtocol] = []

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            Self.observers.append(NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated {
                    // Only in this app's processes: the checks of other tests' apps run in this test process too.
                    guard UIApplication.runningApplication?.delegate is SessionMarkingAppDelegate else { return }
                    for id in self.knownSessions { UserDefaults.standard.set("1", forKey: "stale-seen-\(id)") }
                }
            })
            return true
        }

        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            knownSessions.append(connectingSceneSession.persistentIdentifier)
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }

        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            for session in sceneSessions {
                knownSessions.removeAll { $0 == session.persistentIdentifier }
                UserDefaults.standard.removeObject(forKey: "stale-seen-\(session.persistentIdentifier)")
            }
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
    }

    static var app: AppUnderTest {
        AppUnderTest(name: "SessionMarking", appDelegate: SessionMarkingAppDelegate.self, sceneDelegates: [SceneDelegate.self],
                     manifest: .standard())
    }

    /// Ends the observers the app registered: left registered, they would act in this app's later checks.
    static func removeObservers() {
        for observer in SessionMarkingAppDelegate.observers { NotificationCenter.default.removeObserver(observer) }
        SessionMarkingAppDelegate.observers.removeAll()
    }

    @Test("an observer of an earlier run, never removed, writes for a session this run discarded: in one process, A4")
    func staleObserverWritesAfterTheDiscard() async {
        defer { Self.removeObservers() }
        let app = Self.app
        let target = LifecycleConformance.target(app, options: ConformanceOptions(device: .pad))
        let A = SessionID(0)
        let events: [LifecycleEvent] = [.launch, .openWindow(.user), .discard(A, .user), .background(SessionID(1))]
        // Alone, the run holds every rule: nothing marks A once it is discarded.
        #expect(await Executor.execute(plain: events, on: target).failure == nil)
        // An earlier run knew session A and ended without discarding it (its observer stays registered).
        _ = await Executor.execute(plain: [.launch, .background(A), .terminate], on: target)
        // The same run now: the earlier run's observer marks A after this run discarded it.
        let failure = await Executor.execute(plain: events, on: target).failure
        #expect(failure?.rule == "A4" && failure?.message.contains("stale-seen-") == true, "\(String(describing: failure))")
        // No process of this run ended: nothing of it outlived its process.
        #expect(failure?.details.contains { $0.hasPrefix("Note: alive") } == false, "\(String(describing: failure))")
    }

    @Test("an observer of an earlier process of the same run: the finding names the app delegate that outlived its process")
    func survivorOfTheSameRunIsNamed() async {
        defer { Self.removeObservers() }
        let app = Self.app
        let target = LifecycleConformance.target(app, options: ConformanceOptions(device: .pad))
        let A = SessionID(0)
        // The first process knows A and ends; the second discards A and goes to the background, where the first
        // process's observer marks A again.
        let execution = await Executor.execute(
            plain: [.launch, .background(A), .terminate, .launch, .openWindow(.user), .discard(A, .user), .background(SessionID(1))],
            on: target)
        let failure = execution.failure
        #expect(failure?.rule == "A4", "\(String(describing: failure))")
        let note: String = "Note: alive although its process ended: the app delegate (SessionMarkingAppDelegate) "
            + "of the process that ended at event 3. Something outside the process keeps it (an observer left on "
            + "NotificationCenter.default, a static, a task); on a device it ends with its process, so what its code did "
            + "here a device would not do."
        #expect(failure?.details.last == note, "\(String(describing: failure))")
    }

    @Test("a finding after a process end, by an app that keeps nothing of the process alive, names no survivor")
    func noSurvivorNamed() async {
        let target = LifecycleConformance.target(NotesApp.app(forgetsNote: true), options: ConformanceOptions(device: .phone))
        let failure = await Executor.execute(
            plain: [.continueActivity(.newWindow, payload: 0), .forceQuit(.backgroundThenTerminate), .launch], on: target).failure
        #expect(failure?.rule == "A1", "\(String(describing: failure))")
        #expect(failure?.details.contains { $0.hasPrefix(AppRulesMonitor.survivorNote) } == false, "\(String(describing: failure))")
    }

    @Test("an observer another test left in this process makes the report here fail first: the child's failure is named")
    func leftoverOfAnotherTest() async throws {
        // Left by "another test": it marks session A at every background, in this process only (not in the check's
        // child, which runs this test again from its start). The suite holds the check turn, so no other test's
        // check runs while it is registered.
        var leftover: (any NSObjectProtocol)?
        if !IsolatedCheck.isWorker(ProcessInfo.processInfo.environment) {
            leftover = NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil,
                                                              queue: nil) { _ in
                UserDefaults.standard.set("1", forKey: "leftover-5CE7E55D-0000-4000-8000-000000000001")
            }
        }
        defer { if let leftover { NotificationCenter.default.removeObserver(leftover) } }
        var report: ConformanceReport?
        await withKnownIssue {
            report = await expectLifecycleConformance(NotesApp.app(forgetsNote: true),
                                                      options: ConformanceOptions(device: .phone, run: RunOptions(cases: 200, seed: Seed(0x0A))))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("HEALTH CHECK FAILED [stateFromEarlierRuns]: ") }
        }
        let r = try #require(report)
        #expect(r.health.map(\.check) == [.stateFromEarlierRuns])
        // The child, which ran the check with nothing before it, found the app's own bug: A1, in 3 events.
        // Those events fail A1 alone in a new process too: the report says the failure is the app's own.
        #expect(r.health.first?.message.hasSuffix("; the check's own child process, which ran it with no earlier runs, failed A1 "
            + "with 3 events (continueActivity new #0, forceQuit backgroundThenTerminate, launch), which fail A1 alone in a "
            + "new process too: that failure is the app's own, and this test run alone reports it") == true,
                "\(r.health.first?.message ?? "")")
    }

    @Test("a confirming worker's events run alone: held, or the rule they fail; an event it cannot read is no answer")
    func runAloneAnswers() async {
        let app = NotesApp.app(forgetsNote: true)
        let options = ConformanceOptions(device: .phone)
        #expect(await LifecycleConformance.runAlone(["launch"], app: app, options: options) == .held)
        let failing = ["continueActivity new #0", "forceQuit backgroundThenTerminate", "launch"]
        guard case .failed(let rule, _)? = await LifecycleConformance.runAlone(failing, app: app, options: options) else {
            Issue.record("the forgetful notes app's A1 lifecycle did not fail alone")
            return
        }
        #expect(rule == "A1")
        #expect(await LifecycleConformance.runAlone(["launch", "no such event"], app: app, options: options) == nil)
    }

    @Test("before a proof, a worker asks about a rule's failure once, never about a trap, an exit or a hang")
    func proofGateAsksOnlyAboutRules() async {
        var asked: [String] = []
        ProofGate.failsAlone = { _, rule in
            asked.append(rule)
            return false
        }
        defer { ProofGate.failsAlone = nil }
        let target = LifecycleConformance.target(NotesApp.app(forgetsNote: true), options: ConformanceOptions(device: .phone))
        let failing: [LifecycleEvent] = [.continueActivity(.newWindow, payload: 0), .forceQuit(.backgroundThenTerminate), .launch]
        // A hang would end (or stop) the new process too: its proof runs unasked.
        #expect(await ProofGate.admits(failing, rule: "HANG", target: target))
        #expect(asked.isEmpty)
        // A rule's failure is asked about, once for the same events, and left unproved when the new process does not
        // show it.
        #expect(await !ProofGate.admits(failing, rule: "A1", target: target))
        #expect(await !ProofGate.admits(failing, rule: "A1", target: target))
        #expect(asked == ["A1"])
    }
}

/// The same app checked isolated, as a team's test checks it. Its tests hold the check turn, as the in-process suite's
/// do: a failing isolated check's report is rebuilt in this process, whose observers stay registered until the test
/// removes them, and the other suite's runs (the same app delegate class) must not meet them, nor have their own
/// removed by this suite.
@MainActor
@Suite("Observers of an ended process, in an isolated check", .serialized, .holdingCheckTurn)
struct StaleObserverIsolatedTests {
    /// Ten cases of seed 1 (the false A4 is case 4).
    private static let run = RunOptions(cases: 10, seed: Seed(1))

    /// The app's check, then the end of its observers (left registered, they would act in its later checks).
    private func checked(_ options: ConformanceOptions) async -> ConformanceReport? {
        defer { StaleObserverTests.removeObservers() }
        let app = StaleObserverTests.app
        var report: ConformanceReport?
        await withKnownIssue {
            report = await expectLifecycleConformance(app, options: options)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("HEALTH CHECK FAILED [stateFromEarlierRuns]: the A4 failure found here")
                || $0.rawValue.hasPrefix("A4 ") }
        }
        return report
    }

    @Test("isolated, such a failure is run alone in a new process, where it holds: a health problem, not A4")
    func reportedAsStateFromEarlierRuns() async throws {
        let report = try #require(await checked(ConformanceOptions(device: .pad, run: Self.run)))
        let c = try #require(report.run.counterexample)
        #expect(c.failure.rule == "A4")
        #expect(c.confirmation == .notReproduced("hold every rule"))
        // The worker asked before its proof, which would have run thousands of lifecycles through piled-up observers.
        #expect(c.shrunk.minimality == .notProved(reason: "its events alone, in a new process, do not fail A4, so no search was run"))
        #expect(report.health.map(\.check) == [.stateFromEarlierRuns])
        #expect(!report.passed)
        #expect(report.text.hasPrefix("HEALTH CHECK FAILED: what the check found is not what a device would do"), "\(report.text)")
        #expect(report.text.contains("Not confirmed: the shrunk events alone, in a new process, hold every rule\n"), "\(report.text)")
        let json = report.json
        #expect(json.contains("\"health\":[{\"check\":\"stateFromEarlierRuns\","), "\(json)")
        #expect(json.contains("\"confirmation\":{\"reproduced\":false,\"there\":\"hold every rule\"}"), "\(json)")
        #expect(json.contains("\"passed\":false"), "\(json)")
    }

    @Test("with the health check suppressed, the failure is reported as A4, and not run in a new process")
    func suppressedReportsTheRule() async throws {
        // Suppressed, nothing stops the proof, which would run thousands of lifecycles through piled-up observers.
        var run = Self.run
        run.shrink.exhaustiveEventBudget = 0
        let options = ConformanceOptions(device: .pad, run: run, suppressedHealthChecks: [.stateFromEarlierRuns])
        let report = try #require(await checked(options))
        let c = try #require(report.run.counterexample)
        #expect(c.failure.rule == "A4")
        #expect(c.confirmation == nil)
        #expect(report.health.isEmpty)
        #expect(LifecycleConformanceFailure(report)?.description.hasPrefix("A4 ") == true)
    }
}
