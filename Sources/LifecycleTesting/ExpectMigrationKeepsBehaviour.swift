import Foundation
import Generators
import LifecycleRules
import Testing

/// Checks that an app moved from the app-delegate lifecycle to scenes does what it did (rule M1), and
/// records a Swift Testing issue with the report on failure.
///
/// Stories a user can produce on a phone are told to both versions, each through the callbacks its
/// lifecycle gets; after every step both must be in the same place, show the same, have stored the same
/// and have called the same completion handlers (`MigrationOptions.comparing`). The first difference is
/// shrunk to a minimal story; the issue's headline names the rule, and its comment shows the story with
/// both timelines side by side, the legacy app's observation as expected against the migrated app's, the
/// seed and a replay line. The environment overrides `options` as for `expectLifecycleConformance(_:)`.
///
/// Differences declared in `MigrationOptions.accepting` do not fail the test; a passing check prints each with the
/// number of stories that accepted it, and one that never occurred is recorded as a warning.
///
/// ```swift
/// @MainActor @Test func journalMigrationKeepsBehaviour() async {
///     await expectMigrationKeepsBehaviour(MigrationPair(
///         name: "Journal",
///         legacy: AppUnderTest(name: "Journal 1", appDelegate: LegacyAppDelegate.self),
///         migrated: AppUnderTest(name: "Journal 2", appDelegate: AppDelegate.self,
///                                sceneDelegates: [SceneDelegate.self], manifest: manifest),
///         userActions: [UserAction.window("type") { ($0.rootViewController as? EditorViewController)?.type("x") }]))
/// }
/// ```
///
/// - Returns: the report, for further assertions (`nil` when the environment or the pair was malformed,
///   which is recorded as an issue).
@MainActor
@discardableResult
public func expectMigrationKeepsBehaviour(
    _ pair: MigrationPair, options: MigrationOptions? = nil, sourceLocation: SourceLocation = #_sourceLocation
) async -> ConformanceReport? {
    let report: ConformanceReport
    do {
        report = try await LifecycleConformance.checkMigrationInTest(
            pair, options: options, environment: ProcessInfo.processInfo.environment,
            filter: currentTestFilter(fileID: sourceLocation.fileID), announce: { announceCheck($0, sourceLocation: sourceLocation) })
    } catch {
        Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
        return nil
    }
    if let failure = LifecycleConformanceFailure(report) {
        Attachment.record(report.json, named: "\(pair.name)-migration-report.json", sourceLocation: sourceLocation)
        // A comment, not an error: a broken rule is what the check found, not something that was thrown.
        Issue.record(failureComment(failure, report), sourceLocation: sourceLocation)
    }
    #if compiler(>=6.2)
    // An accepted difference that never occurred is a declaration to remove: a warning, which does not fail the test.
    // Only a whole run that passed told every story: a failing or sharded one may have stopped before the difference.
    for use in report.acceptedDifferences where use.stories == 0 && report.passed && report.run.shard == nil {
        Issue.record(Comment(rawValue: "Accepted difference \(use.line)"), severity: .warning, sourceLocation: sourceLocation)
    }
    #endif
    return report
}
