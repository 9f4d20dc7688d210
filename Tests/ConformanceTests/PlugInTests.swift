import Generators
import LifecycleSpec
import LifecycleTesting
import LifecycleXCTest
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
        #expect(c.events.count == 4)
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

/// The XCTest entry point, for suites that have not moved to Swift Testing: called from an ordinary,
/// non-isolated test method, exactly as a team writes one.
final class NotesXCTests: XCTestCase {
    /// While set, failures are collected here instead of failing the test (to check the failure text).
    private var captured: [String]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        if captured != nil {
            captured?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func test_notes_conformOnPhone() {
        let options = ConformanceOptions(device: .phone, run: RunOptions(cases: 100, seed: Seed(0x0B)))
        let report = XCTAssertLifecycleConformance(NotesApp.app(), options: options)
        XCTAssertEqual(report?.passed, true)
        XCTAssertEqual(report?.run.casesRun, 100)
    }

    func test_notes_plantedBugFailsWithReplayLine() {
        let options = ConformanceOptions(device: .phone, run: RunOptions(cases: 200, seed: Seed(0x0A)))
        captured = []
        let report = XCTAssertLifecycleConformance(NotesApp.app(forgetsNote: true), options: options)
        let failures = captured ?? []
        captured = nil
        XCTAssertEqual(report?.run.counterexample?.failure.rule, "A1")
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("A1 restoration round-trip: ") == true, failures.first ?? "")
        XCTAssertTrue(failures.first?.contains(
            "Replay: LIFECYCLE_SEED=0x000000000000000A swift test --filter 'ConformanceTests\\..*/test_notes_plantedBugFailsWithReplayLine'")
            == true, failures.first ?? "")
    }
}
