import Foundation
import Generators
import LifecycleRules
import XCTest

/// Checks that an app moved from the app-delegate lifecycle to scenes does what it did (rule M1), and
/// fails the XCTest with the report on failure.
///
/// The XCTest counterpart of `expectMigrationKeepsBehaviour(_:)`: same check, same environment variables,
/// same report and replay line (`LIFECYCLE_SEED=0x… swift test --filter '<Module>\..*/<method>'`). Call it
/// with `await` from an `async` test method; it runs on the main actor.
///
/// ```swift
/// final class JournalMigrationTests: XCTestCase {
///     func test_migration_keepsBehaviour() async {
///         await XCTAssertMigrationKeepsBehaviour(JournalMigration.pair)
///     }
/// }
/// ```
///
/// - Returns: the report, for further assertions (`nil` when the environment or the pair was malformed).
@discardableResult
@MainActor
public func XCTAssertMigrationKeepsBehaviour(
    _ pair: MigrationPair, options: MigrationOptions? = nil, file: StaticString = #filePath, line: UInt = #line,
    function: StaticString = #function, fileID: StaticString = #fileID
) async -> ConformanceReport? {
    let filter = xctestFilter(fileID: "\(fileID)", function: "\(function)")
    let outcome: Result<ConformanceReport, RunConfigurationError> = await {
        do throws(RunConfigurationError) {
            return .success(try await LifecycleConformance.checkMigrationInTest(
                pair, options: options, environment: ProcessInfo.processInfo.environment, filter: filter,
                announce: { print($0, terminator: "") }))
        } catch {
            return .failure(error)
        }
    }()
    return failOnBrokenRule(outcome, file: file, line: line)
}
