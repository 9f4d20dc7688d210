import ExampleApps
import Foundation
import Generators
import LifecycleRules
import LifecycleXCTest
import XCTest

/// The XCTest entry point of the migration check, called from ordinary test methods.
final class MigrationCheckXCTests: FailureCapturingTestCase {
    private let options = MigrationOptions(run: RunOptions(seed: Seed(0x316)))

    func test_correctMigration_passes() async {
        let (report, failures) = await capturingFailures {
            await XCTAssertMigrationKeepsBehaviour(JournalMigration.correct, options: options)
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(report?.passed, true)
    }

    func test_mistake_failsWithM1HeadlineTimelinesAndReplayLine() async throws {
        let mistake = try XCTUnwrap(JournalMigration.mistake(named: "SaveLeftInAppDelegate"))
        let (report, failures) = await capturingFailures { await XCTAssertMigrationKeepsBehaviour(mistake.pair, options: options) }
        XCTAssertEqual(report?.run.counterexample?.failure.rule, "M1")
        XCTAssertEqual(report?.run.counterexample?.events.count, mistake.minimalLength)
        XCTAssertEqual(failures.count, 1)
        let failure = failures.first ?? ""
        // The headline: the rule's ID and title, then what differs.
        XCTAssertTrue(failure.contains("M1 \(MigrationRule.behaviourPreserved.title): after step 2 (background A), the migrated app "), failure)
        XCTAssertTrue(failure.contains("Both timelines:"), failure)
        XCTAssertTrue(failure.contains("Replay: LIFECYCLE_SEED="), failure)
        XCTAssertTrue(failure.contains(
            " swift test --filter 'ConformanceTests\\..*/test_mistake_failsWithM1HeadlineTimelinesAndReplayLine'"), failure)
    }

    func test_eachMistake_failsWithM1AtItsMinimalLength() async {
        for mistake in JournalMigration.mistakes {
            let (report, failures) = await capturingFailures { await XCTAssertMigrationKeepsBehaviour(mistake.pair, options: options) }
            XCTAssertEqual(report?.run.counterexample?.failure.rule, "M1", mistake.name)
            XCTAssertEqual(report?.run.counterexample?.events.count, mistake.minimalLength, mistake.name)
            XCTAssertEqual(report?.run.counterexample?.shrunk.minimality.isProved, true, mistake.name)
            XCTAssertEqual(failures.count, 1, mistake.name)
            XCTAssertTrue(failures.first?.contains("M1 \(MigrationRule.behaviourPreserved.title): ") == true, mistake.name)
        }
    }

    func test_pairThatCannotBeCompared_failsBeforeRunning() async {
        let pair = MigrationPair(name: "Backwards", legacy: JournalMigration.correct.migrated,
                                 migrated: JournalMigration.correct.legacy)
        let (report, failures) = await capturingFailures { await XCTAssertMigrationKeepsBehaviour(pair, options: options) }
        XCTAssertNil(report)
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("has a scene manifest") == true, failures.first ?? "")
    }
}
