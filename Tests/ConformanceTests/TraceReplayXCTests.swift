import ExampleApps
import Foundation
import Generators
import LifecycleRules
import LifecycleXCTest
import XCTest

/// The XCTest entry point for replaying a recorded trace, called from ordinary test methods.
final class TraceReplayXCTests: FailureCapturingTestCase {
    private let trace = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/traces/recorded/editor-pad.jsonl").path

    func test_recordedTrace_editorPasses() async {
        let report = await XCTAssertLifecycleConformance(DocumentEditor.app(), replaying: trace)
        XCTAssertEqual(report?.passed, true)
    }

    func test_recordedTrace_mutantFailsWithRuleAndReplayLine() async throws {
        let mutant = try XCTUnwrap(MutantCatalog.named("CompletionHandlerCalledTwice"))
        let (report, failures) = await capturingFailures { await XCTAssertLifecycleConformance(mutant.app, replaying: trace) }
        XCTAssertEqual(report?.failure?.rule, "A13")
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("A13 completion handlers once: ") == true, failures.first ?? "")
        XCTAssertTrue(failures.first?.contains(
            "Replay: swift test --filter 'ConformanceTests\\..*/test_recordedTrace_mutantFailsWithRuleAndReplayLine'")
            == true, failures.first ?? "")
    }
}
