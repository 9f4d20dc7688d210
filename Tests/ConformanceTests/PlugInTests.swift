import Generators
import LifecycleRules
import LifecycleTesting
import LifecycleUIKit
import LifecycleXCTest
import Testing
import XCTest

/// A delegate from outside the package, checked in a few lines through the public API only.
@MainActor
@Suite("Plugging in a delegate written outside the package", .holdingCheckTurn)
struct PlugInTests {
    @Test("a correct port passes, through the Swift Testing entry point")
    func notesConform() async {
        let options = ConformanceOptions(device: .pad, run: RunOptions(cases: 200, seed: Seed(0x0A)))
        let report = await expectLifecycleConformance(NotesApp.app(), options: options)
        #expect(report?.passed == true)
    }

    @Test("an app delegate subclass passed as its base class's metatype is the class the runtime makes")
    func appDelegateSubclassThroughBaseMetatype() async throws {
        let types: [BaseNotesAppDelegate.Type] = [BaseNotesAppDelegate.self, KeepsNotesAppDelegate.self]
        let made = types.map { AppUnderTest(name: "Notes", appDelegate: $0, sceneDelegates: []).makeAppDelegate() }
        #expect(made.map { String(describing: type(of: $0)) } == ["BaseNotesAppDelegate", "KeepsNotesAppDelegate"])

        let runtime = AppUnderTest(name: "Notes", appDelegate: types[1], sceneDelegates: []).makeRuntime(SpecConfiguration(device: .pad))
        try await runtime.send(.launch)
        #expect(runtime.application?.delegate is KeepsNotesAppDelegate)
    }

    @Test("a planted bug fails the test with the readable report at the caller")
    func plantedBugIsReported() async throws {
        let options = ConformanceOptions(device: .phone, run: RunOptions(cases: 200, seed: Seed(0x0A)))
        var report: ConformanceReport?
        await withKnownIssue("the planted bug must be reported as an issue") {
            report = await expectLifecycleConformance(NotesApp.app(forgetsNote: true), options: options)
        } matching: { issue in
            // A comment, not a thrown error; the headline once, as the report's first line.
            let text = issue.comments.map(\.rawValue).joined()
            return issue.error == nil && text.hasPrefix("A1 restoration round-trip: ")
                && text.components(separatedBy: "A1 restoration round-trip: ").count == 2
                && text.contains("Replay: LIFECYCLE_SEED=0x000000000000000A")
        }
        let c = try #require(report?.run.counterexample)
        #expect(c.failure.rule == "A1")
        #expect(c.events.count == 3)  // launch, forceQuit backgroundThenTerminate, launch
    }

    @Test("an app with no URL scheme and no quick action is never sent one, and runs without a trap")
    func emptyPayloadKinds() async {
        var app = NotesApp.app()
        app.payloads = PayloadCatalog(urls: [], activities: app.payloads.activities, shortcuts: [])
        let report = await LifecycleConformance.check(app, options: ConformanceOptions(
            device: .pad, run: RunOptions(cases: 100, seed: Seed(5))))
        #expect(report.passed)
        #expect(report.run.kindCounts[.openURL] == nil)
        #expect(report.run.kindCounts[.shortcut] == nil)
        #expect((report.run.kindCounts[.continueActivity] ?? 0) > 0)
    }

    @Test("only and skip choose the rules")
    func ruleSelection() async {
        var options = ConformanceOptions(device: .phone, run: RunOptions(cases: 200, seed: Seed(0x0A)))
        options.skip = ["A1"]
        #expect(await LifecycleConformance.check(NotesApp.app(forgetsNote: true), options: options).passed)
        options.skip = []
        options.only = ["A1"]
        #expect(await !LifecycleConformance.check(NotesApp.app(forgetsNote: true), options: options).passed)
    }
}

/// The replay line a test prints reproduces its report byte for byte, whatever the environment set.
@MainActor
@Suite("Replay lines of the test entry points", .holdingCheckTurn)
struct TestReplayLineTests {
    /// The `NAME=value` words before `swift test` in a replay line.
    func variables(of replayLine: Substring) -> [String: String] {
        var environment: [String: String] = [:]
        for word in replayLine.dropFirst("Replay: ".count).split(separator: " ") {
            guard let eq = word.firstIndex(of: "="), word.hasPrefix("LIFECYCLE_") else { break }
            environment[String(word[..<eq])] = String(word[word.index(after: eq)...])
        }
        return environment
    }

    @Test("a check that names no seed takes LIFECYCLE_SEED, so the replay line its report prints replays it")
    func unseededCheckTakesTheReplaySeed() async throws {
        var notes: [String] = []
        let note: (String) -> Void = { notes.append($0) }
        #expect(LifecycleConformance.seedForUnseededRun(environment: ["LIFECYCLE_SEED": "0x2A"], note: note) == Seed(0x2A))
        let fresh = LifecycleConformance.seedForUnseededRun(environment: [:], note: note)
        #expect(LifecycleConformance.seedForUnseededRun(environment: ["LIFECYCLE_SEED": ""], note: note) != fresh)
        #expect(notes.isEmpty)
        let drawn = LifecycleConformance.seedForUnseededRun(environment: ["LIFECYCLE_SEED": "0xNOPE"], note: note)
        #expect(notes == ["LIFECYCLE_SEED=0xNOPE is not a seed (1 to 16 hex digits, such as 0x2A); this check drew \(drawn) instead\n"])

        // The report of a check that drew its seed prints the line; that seed, given back, draws the same report.
        let app = NotesApp.app(forgetsNote: true)
        let first = await LifecycleConformance.check(app, options: ConformanceOptions(device: .phone, run: RunOptions(cases: 50)))
        let line = try #require(first.text.split(separator: "\n").last { $0.hasPrefix("Replay: ") })
        #expect(line == "Replay: LIFECYCLE_SEED=\(first.run.seed) swift test")
        let seed = LifecycleConformance.seedForUnseededRun(environment: variables(of: line), note: note)
        let again = await LifecycleConformance.check(app, options: ConformanceOptions(device: .phone, run: RunOptions(cases: 50, seed: seed)))
        #expect(again.text == first.text)
    }

    @Test("copied verbatim, the replay line reproduces the report in every profile, with rules chosen by environment",
          arguments: ["quick", "ci", "deep"])
    func replayLineReproduces(profile: String) async throws {
        let app = NotesApp.app(forgetsNote: true)
        let options = ConformanceOptions(device: .phone, run: RunOptions(cases: 7, seed: Seed(1)))
        var announced = ""
        let environment = ["LIFECYCLE_PROFILE": profile, "LIFECYCLE_SEED": "0x2A", "LIFECYCLE_RULES": "A1,S4"]
        let first = try await LifecycleConformance.checkInTest(
            app, device: .pad, mode: .scenes, options: options, environment: environment,
            filter: "ConformanceTests.Notes/replay", announce: { announced += $0 })
        #expect(first.run.seed == Seed(0x2A), "LIFECYCLE_SEED overrides the seed passed in code")
        #expect(first.run.casesPlanned == RunProfile(rawValue: profile)!.cases, "LIFECYCLE_PROFILE overrides the budget")
        #expect(first.run.counterexample?.failure.rule == "A1")
        let line = try #require(first.text.split(separator: "\n").last { $0.hasPrefix("Replay: ") })
        #expect(line == "Replay: LIFECYCLE_SEED=0x000000000000002A LIFECYCLE_PROFILE=\(profile) LIFECYCLE_RULES=S4,A1 "
            + "swift test --filter 'ConformanceTests.Notes/replay'")
        // The replay line ends the announcement, unless lines note that every event pays for fidelity.
        let note = FidelityNotes.notes(suites: app.userDefaultsSuites).map { "Note: \($0)\n" }.joined()
        #expect(announced.hasSuffix("\(line)\n\(note)"), "the replay line is announced before the first case")
        let again = try await LifecycleConformance.checkInTest(
            app, device: .pad, mode: .scenes, options: options, environment: variables(of: line),
            filter: "ConformanceTests.Notes/replay", announce: { _ in })
        #expect(again.text == first.text)
    }

    @Test("a malformed variable is an error naming it")
    func malformedVariable() {
        #expect(throws: RunConfigurationError.invalidRules("A1,Z9", unknown: "Z9")) {
            _ = try EnvironmentSettings(["LIFECYCLE_RULES": "A1,Z9"])
        }
        #expect(throws: RunConfigurationError.invalidDeadline("soon")) {
            _ = try EnvironmentSettings(["LIFECYCLE_DEADLINE": "soon"])
        }
    }

    @Test("one check per device, as a parameterised test", arguments: DeviceProfile.allCases)
    func perDevice(device: DeviceProfile) async {
        let report = await expectLifecycleConformance(NotesApp.app(), options: ConformanceOptions(
            device: device, run: RunOptions(cases: 60, seed: Seed(3))))
        #expect(report?.passed == true)
    }
}

/// The XCTest entry point, for suites that have not moved to Swift Testing: called from an ordinary,
/// non-isolated test method, exactly as a team writes one.
final class NotesXCTests: FailureCapturingTestCase {
    func test_notes_conformOnPhone() async {
        let options = ConformanceOptions(device: .phone, run: RunOptions(cases: 100, seed: Seed(0x0B)))
        let report = await XCTAssertLifecycleConformance(NotesApp.app(), options: options)
        XCTAssertEqual(report?.passed, true)
        XCTAssertEqual(report?.run.casesRun, 100)
    }

    func test_notes_plantedBugFailsWithReplayLine() async {
        let options = ConformanceOptions(device: .phone, run: RunOptions(cases: 200, seed: Seed(0x0A)))
        let (report, failures) = await capturingFailures {
            await XCTAssertLifecycleConformance(NotesApp.app(forgetsNote: true), options: options)
        }
        XCTAssertEqual(report?.run.counterexample?.failure.rule, "A1")
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("A1 restoration round-trip: ") == true, failures.first ?? "")
        XCTAssertTrue(failures.first?.contains(
            "Replay: LIFECYCLE_SEED=0x000000000000000A swift test --filter 'ConformanceTests\\..*/test_notes_plantedBugFailsWithReplayLine'")
            == true, failures.first ?? "")
    }
}

/// An Info.plist that names a scene delegate the test did not pass in is a setup mistake, reported before any
/// case runs: otherwise every scene would connect without a delegate, as UIKit makes it, and the check would pass
/// without running the app's scene code.
@MainActor
@Suite("A scene delegate the Info.plist names but the test did not pass in", .holdingCheckTurn)
struct UnresolvedSceneDelegateTests {
    @Test("the check stops before the first case and says which class to pass in")
    func unresolvedDelegateIsReported() async throws {
        let app = AppUnderTest(name: "Notes", makeAppDelegate: { NotesAppDelegate() }, sceneDelegates: [],
                               manifest: .standard(delegateClassName: "$(PRODUCT_MODULE_NAME).NotesSceneDelegate"))
        var announced = ""
        await #expect(throws: RunConfigurationError.unresolvedSceneDelegates(
            app: "Notes", names: ["$(PRODUCT_MODULE_NAME).NotesSceneDelegate"], known: [])) {
            _ = try await LifecycleConformance.checkInTest(app, device: .phone, mode: .scenes, options: nil,
                                                           environment: [:], filter: "x", announce: { announced += $0 })
        }
        #expect(announced.isEmpty, "nothing runs")
        let message = RunConfigurationError.unresolvedSceneDelegates(
            app: "Notes", names: ["$(PRODUCT_MODULE_NAME).NotesSceneDelegate"], known: []).description
        #expect(message.contains("pass it in AppUnderTest(sceneDelegates:), as NotesSceneDelegate.self"))
    }

    @Test("a declared delegate class name is the last part between dots, as UIKit reads a module-qualified name")
    func declaredClassName() {
        let cases: [(String, String)] = [
            ("SceneDelegate", "SceneDelegate"), ("$(PRODUCT_MODULE_NAME).SceneDelegate", "SceneDelegate"),
            ("App.Scenes.Delegate", "Delegate"), ("App.Delegate.", "Delegate"), ("A..B", "B"), (".A", "A"),
            (".", "."), ("..", ".."), ("", ""), ("Módulo.Escena", "Escena"),
        ]
        for (declared, name) in cases {
            #expect(AppUnderTest.className(declared) == name, "\(declared)")
            // What splitting at the dots gives, the text the lookup used before.
            #expect(AppUnderTest.className(declared) == (declared.split(separator: ".").last.map(String.init) ?? declared), "\(declared)")
        }
    }

    @Test("with the class passed in, the same app runs")
    func resolvedDelegateRuns() async throws {
        let app = AppUnderTest(name: "Notes", makeAppDelegate: { NotesAppDelegate() }, sceneDelegates: [NotesSceneDelegate.self],
                               manifest: .standard(delegateClassName: "$(PRODUCT_MODULE_NAME).NotesSceneDelegate"))
        #expect(app.unresolvedDelegateClassNames.isEmpty)
        let report = try await LifecycleConformance.checkInTest(
            app, device: .phone, mode: .scenes, options: ConformanceOptions(device: .phone, run: RunOptions(cases: 20, seed: Seed(0x0A))),
            environment: [:], filter: "x", announce: { _ in })
        #expect(report.passed)
    }
}

/// An app delegate a team subclasses for a variant, as test targets do.
@MainActor
class BaseNotesAppDelegate: UIResponder, UIApplicationDelegate {}

/// The variant: what a parameterized test passes as `BaseNotesAppDelegate.Type`.
@MainActor
final class KeepsNotesAppDelegate: BaseNotesAppDelegate {}
