import Generators
import LifecycleSpec
import LifecycleTesting
import Testing
import XCTest

/// A delegate from outside the package, checked in a few lines through the public API only.
@MainActor
@Suite("Plugging in a delegate written outside the package")
struct PlugInTests {
    @Test("a correct port passes, through the Swift Testing entry point")
    func notesConform() {
        let options = ConformanceOptions(device: .pad, run: RunOptions(cases: 200, seed: Seed(0x0A)))
        let report = expectLifecycleConformance(NotesApp.app(), options: options)
        #expect(report?.passed == true)
    }

    @Test("a planted bug fails the test with the readable report at the caller")
    func plantedBugIsReported() throws {
        let options = ConformanceOptions(device: .phone, run: RunOptions(cases: 200, seed: Seed(0x0A)))
        var report: ConformanceReport?
        withKnownIssue("the planted bug must be reported as an issue") {
            report = expectLifecycleConformance(NotesApp.app(forgetsNote: true), options: options)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("A1 restoration round-trip: ") && text.contains("Replay: LIFECYCLE_SEED=0x000000000000000A")
        }
        let c = try #require(report?.run.counterexample)
        #expect(c.failure.rule == "A1")
        #expect(c.events.count == 3)  // launch, forceQuit backgroundThenTerminate, launch
    }

    @Test("only and skip choose the rules")
    func ruleSelection() {
        var options = ConformanceOptions(device: .phone, run: RunOptions(cases: 200, seed: Seed(0x0A)))
        options.skip = ["A1"]
        #expect(LifecycleConformance.check(NotesApp.app(forgetsNote: true), options: options).passed)
        options.skip = []
        options.only = ["A1"]
        #expect(!LifecycleConformance.check(NotesApp.app(forgetsNote: true), options: options).passed)
    }
}

/// The XCTest entry point, for suites that have not moved to Swift Testing.
final class NotesXCTests: XCTestCase {
    // XCTest on Linux cannot call @MainActor test methods; it runs tests on the main thread.
    func test_notes_conformOnPhone() {
        MainActor.assumeIsolated {
            let options = ConformanceOptions(device: .phone, run: RunOptions(cases: 100, seed: Seed(0x0B)))
            let report = XCTAssertLifecycleConformance(NotesApp.app(), options: options)
            XCTAssertEqual(report?.passed, true)
            XCTAssertEqual(report?.run.casesRun, 100)
        }
    }
}
