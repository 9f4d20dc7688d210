import ExampleApps
import Foundation
import Generators
import LifecycleRules
import LifecycleTesting
import LifecycleUIKit
import LifecycleXCTest
import Testing
import XCTest

/// Checks isolated in a child process: `expectLifecycleConformance` runs the app in a worker and reports a trap, an
/// exit or a hang as a failure, shrunk; `LifecycleConformance.check`, which runs in its own process, leaves a note
/// (case, event, seed, replay line) on standard error when the app traps or exits, as an exit test shows.
@Suite("A check isolated in a child process")
struct IsolatedCheckTests {
    @Test("an app that traps fails its exit test with the trap note, and the process goes on")
    func trapIsolated() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = try #require(FaultyApps.named("TrapsInDisconnect"))
            _ = await LifecycleConformance.check(app, options: ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(1))))
        }
        let note = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(note.contains("error: the app trapped (signal "), "\(note.suffix(800))")
        #expect(note.contains(" in case ") && note.contains(", at event "), "\(note.suffix(800))")
        #expect(note.contains("Seed 0x0000000000000001, generator v\(EventGenerator.version)\nReplay: "), "\(note.suffix(800))")
    }

    @Test("an app that calls exit(0) in a callback fails its exit test with status 1")
    func exitIsolated() async throws {
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            let app = try #require(FaultyApps.named("ExitsInDisconnect"))
            _ = await LifecycleConformance.check(app, options: ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(1))))
        }
        let note = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(note.contains("error: the app called exit() in case "), "\(note.suffix(800))")
    }

    @Test("expectLifecycleConformance runs the app in a child: a trap, an exit or a hang is a failure, shrunk and proved",
          arguments: [("TrapsInDisconnect", "TRAP the app trapped: signal 4 (SIGILL) at event 2 (discard A): "
                        + "ExampleApps/FaultyApps.swift:50: Precondition failed: the window is gone"),
                      ("ExitsInDisconnect", "EXIT the app called exit(): exit() at event 2 (discard A)"),
                      ("HangsInDisconnect", "HANG the app did not return: no return within the deadline at event 2 (discard A)")])
    func endingsAreFailures(name: String, headline: String) async throws {
        let app = try #require(FaultyApps.named(name))
        var run = RunOptions(seed: Seed(1))
        run.deadline = 1
        var report: ConformanceReport?
        await withKnownIssue {
            report = await expectLifecycleConformance(app, options: ConformanceOptions(device: .pad, run: run))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix(headline + "\n") }
        }
        let counterexample = try #require(report?.run.counterexample)
        #expect(counterexample.events == [.openURL(.newWindow, payload: 0), .discard(SessionID(0), .user)])
        #expect(counterexample.shrunk.minimality.isProved)
        #expect(report!.text.contains("Replay: LIFECYCLE_SEED=0x0000000000000001 swift test --filter "
            + "'ConformanceTests.IsolatedCheckTests/endingsAreFailures'\n"), "\(report!.text)")
        // This process ran the check after the child ended: the same events, stopped before the one that does not return.
        #expect(report!.text.contains("  ▸ 2  discard A\n"), "\(report!.text)")
        // Only a hang's report names the hang Foundation on Linux has and iOS has not.
        #expect(counterexample.failure.details.contains(TrapRecord.hangCauses) == (name == "HangsInDisconnect"),
                "\(counterexample.failure.details)")
    }

    @Test("LIFECYCLE_ISOLATION=none or .none runs in this process; a malformed value is named")
    func isolationSetting() throws {
        #expect(try EnvironmentSettings(["LIFECYCLE_ISOLATION": "none"]).applied(to: ConformanceOptions()).isolation == .none)
        #expect(ConformanceOptions().isolation == .process)
        #expect(throws: RunConfigurationError.invalidIsolation("child")) {
            try EnvironmentSettings(["LIFECYCLE_ISOLATION": "child"])
        }
        #expect(RunConfigurationError.invalidIsolation("child").description
            == "LIFECYCLE_ISOLATION is 'child'; expected one of: process, none")
    }

    @Test("a confirming worker's result reads back as written; an empty or cut-short one is no result")
    func confirmationResultText() {
        #expect(ConfirmationResult(ConfirmationResult.held.text) == .held)
        let failed = ConfirmationResult.failed(rule: "A4", message: "two\nlines")
        #expect(ConfirmationResult(failed.text) == .failed(rule: "A4", message: "two lines"))
        #expect(ConfirmationResult("") == nil)
        #expect(ConfirmationResult("failed\nA4") == nil)
        let failure = PropertyFailure(rule: "A4", title: "no zombie work", message: "m", expected: "e")
        #expect(NewProcessConfirmation.unavailable("why").line(for: failure) == "Not confirmed in a new process: why\n")
        #expect(NewProcessConfirmation.reproduced.line(for: failure)
            == "Confirmed: the shrunk events alone, in a new process, also fail A4\n")
        // A finding that names a delegate of an ended process still alive is reproduced with it alive again.
        var survived = failure
        survived.details = [AppRulesMonitor.survivorNote + "the app delegate (AppDelegate) of the process that ended at event 3."]
        #expect(NewProcessConfirmation.reproduced.line(for: survived).hasPrefix("Reproduced: "))
        #expect(NewProcessConfirmation.notReproduced("failed A3 instead: x").json
            == "{\"reproduced\":false,\"there\":\"failed A3 instead: x\"}")
    }

    @Test("a confirming worker runs only its check; events it cannot read are no events, so it writes no result")
    func confirmingWorkerRole() {
        let unreadable = ["LIFECYCLE_WORKER": "k", "LIFECYCLE_WORKER_CONFIRM": "/nonexistent/events.txt",
                          "LIFECYCLE_WORKER_CONFIRMED": "/nonexistent/result.txt"]
        guard case .confirm(let events, let result) = IsolatedCheck.workerRole(key: "k", environment: unreadable) else {
            Issue.record("the check the worker confirms is not confirmed")
            return
        }
        #expect(events == nil && result == "/nonexistent/result.txt")
        // Another check of the same test, even one its supervisor finished, is not run in a confirming worker.
        guard case .skip = IsolatedCheck.workerRole(key: "other", environment: unreadable) else {
            Issue.record("another check runs in a confirming worker")
            return
        }
    }

    @Test("trap records read back as written, each check's under its key; a record cut short is kept")
    func recordText() {
        let a = TrapRecord(events: ["openURL new #0", "discard A"], atFinish: false, ending: .signal(4), message: "F.swift:1: Fatal error: x")
        let b = TrapRecord(events: ["launch"], atFinish: true, ending: .exit, message: "")
        let c = TrapRecord(events: [], atFinish: false, ending: .hang, message: "two\nlines")
        let text = TrapRecordText.encode(checks: [(key: "t|A|pad|scenes|-#0", records: [a, b]), (key: "t|A|pad|scenes|-#1", records: [c])])
        let back = TrapRecordText.decodeChecks(text)
        #expect(back["t|A|pad|scenes|-#0"] == [a, b])
        #expect(back["t|A|pad|scenes|-#1"] == [TrapRecord(events: [], atFinish: false, ending: .hang, message: "two lines")])
        #expect(IsolatedCheck.fatalMessage(in: "◇ Test \"Precondition failed: x\" started.\nApp/A.swift:3: Fatal error: y\n◇ done")
            == "App/A.swift:3: Fatal error: y")
        #expect(IsolatedCheck.fatalMessage(in: "◇ Test case passing name → \"Precondition failed: the window\"") == "")
        #expect(TrapRecordText.decode("T signal:11\nE launch\n") == [TrapRecord(events: ["launch"], atFinish: false, ending: .signal(11), message: "")])
    }

    @Test("a correct app passes in the child, and the exit test passes")
    func passIsolated() async {
        await #expect(processExitsWith: .success) {
            await expectLifecycleConformance(DocumentEditor.app(), options: ConformanceOptions(run: RunOptions(cases: 50, seed: Seed(1))))
        }
    }

    @Test("a check that passes in its child is not run again in this process, and reports what a run here reports")
    @MainActor
    func passIsNotRunTwice() async throws {
        let app = AppUnderTest(name: "Counting", appDelegate: LaunchCountingAppDelegate.self,
                               sceneDelegates: [PlainSceneDelegate.self],
                               manifest: .standard(delegateClassName: "PlainSceneDelegate"))
        let options = ConformanceOptions(device: .pad, run: RunOptions(cases: 60, seed: Seed(7)))
        LaunchCountingAppDelegate.launches = 0
        let isolated = try #require(await expectLifecycleConformance(app, options: options))
        #expect(isolated.passed)
        #expect(LaunchCountingAppDelegate.launches == 0, "the passing check ran again in this process")

        var here = options
        here.isolation = .none
        let inProcess = try #require(await expectLifecycleConformance(app, options: here))
        #expect(LaunchCountingAppDelegate.launches > 0)
        #expect(inProcess.text == isolated.text)
        #expect(inProcess.run.eventsRun == isolated.run.eventsRun && inProcess.run.casesRun == isolated.run.casesRun)
        #expect(inProcess.run.coverage.hits == isolated.run.coverage.hits)
        #expect(inProcess.run.lengthHistogram == isolated.run.lengthHistogram)
        #expect(inProcess.run.kindCounts == isolated.run.kindCounts)
    }

    @Test("a check that fails in its child is not shrunk again in this process: the worker's shrink runs once here")
    @MainActor
    func failureIsNotShrunkTwice() async throws {
        var app = NotesApp.app(forgetsNote: true)
        app.sceneDelegateClasses["NotesSceneDelegate"] = {
            ConnectionCounter.scenes += 1
            return ForgetfulNotesSceneDelegate()
        }
        let options = ConformanceOptions(device: .phone, run: RunOptions(cases: 200, seed: Seed(0x0A)))
        ConnectionCounter.scenes = 0
        var isolated: ConformanceReport?
        await withKnownIssue {
            isolated = await expectLifecycleConformance(app, options: options)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("A1 restoration round-trip: ") }
        }
        let madeHere = ConnectionCounter.scenes
        var here = options
        here.isolation = .none
        ConnectionCounter.scenes = 0
        var inProcess: ConformanceReport?
        await withKnownIssue {
            inProcess = await expectLifecycleConformance(app, options: here)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("A1 restoration round-trip: ") }
        }
        let shrunk = try #require(inProcess?.run.counterexample?.shrunk)
        // The isolated check also ran the shrunk events alone in a new process, where they fail the same way.
        let confirmed = "Confirmed: the shrunk events alone, in a new process, also fail A1\n"
        #expect(isolated?.run.counterexample?.confirmation == .reproduced)
        #expect(isolated?.text.contains(confirmed) == true, "\(isolated?.text ?? "")")
        #expect(inProcess?.run.counterexample?.confirmation == nil)
        #expect(isolated?.text.replacingOccurrences(of: confirmed, with: "") == inProcess?.text)
        // The shrinker's candidates and the proof's sequences each connect a scene; here they ran in the child only.
        #expect(madeHere + shrunk.candidates <= ConnectionCounter.scenes, "made \(madeHere) scene delegates here")
        #expect(shrunk.minimality.isProved)
    }
}

/// An app delegate that counts the launches this process ran.
@MainActor
final class LaunchCountingAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var launches = 0

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.launches += 1
        return true
    }
}

/// A scene delegate that keeps its window and does nothing else.
@MainActor
final class PlainSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// The XCTest entry point runs its checks in a child process the same way: the test binary again, with only the
/// calling method (`Module.Class/method`, as `--list-tests` names it).
final class IsolatedCheckXCTests: FailureCapturingTestCase {
    func test_trappingDelegate_failsWithTheTrapShrunkAndProved() async throws {
        let app = try XCTUnwrap(FaultyApps.named("TrapsInDisconnect"))
        let (report, failures) = await capturingFailures {
            await XCTAssertLifecycleConformance(app, options: ConformanceOptions(device: .pad, run: RunOptions(seed: Seed(1))))
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("TRAP the app trapped: signal 4 (SIGILL) at event 2 (discard A): "
            + "ExampleApps/FaultyApps.swift:50: Precondition failed: the window is gone\n") == true, failures.first ?? "")
        XCTAssertEqual(report?.run.counterexample?.events, [.openURL(.newWindow, payload: 0), .discard(SessionID(0), .user)])
        XCTAssertEqual(report?.run.counterexample?.shrunk.minimality.isProved, true)
    }
}

/// How many scene delegates the test's process made.
@MainActor
enum ConnectionCounter {
    static var scenes = 0
}
