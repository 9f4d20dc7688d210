import Foundation
import Generators
import LifecycleRules
import Testing

/// Replays a recorded trace against an app and records a Swift Testing issue with the report on failure.
///
/// The trace (a QA session, the trace a crash report carries) is mapped to the events that
/// produced it and the app's delegates run through them with every rule checked
/// (``LifecycleConformance/replay(tracePath:named:app:options:)``). A broken rule is recorded at
/// the caller with the rule as headline and the whole report (timeline, trace line, replay line)
/// as comment, the JSON report attached; a trace that cannot be mapped is recorded with its line
/// and why. The report's replay line is `swift test --filter '<Module>.<Suite>/<test>'`.
///
/// ```swift
/// @MainActor @Test func fieldLifecycleOfIssue812() async {
///     await expectLifecycleConformance(NotesApp.app(), replaying: traceURL.path)
/// }
/// ```
///
/// - Returns: the report, for further assertions (`nil` when the trace could not be mapped).
@MainActor
@discardableResult
public func expectLifecycleConformance(
    _ app: AppUnderTest, replaying tracePath: String, options: TraceReplayOptions = TraceReplayOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) async -> TraceReplayReport? {
    var options = options
    if options.replayCommand == nil {
        options.replayCommand = "swift test --filter '\(currentTestFilter(fileID: sourceLocation.fileID))'"
    }
    let report: TraceReplayReport
    do {
        report = try await LifecycleConformance.replay(tracePath: tracePath, app: app, options: options)
    } catch {
        Issue.record(Comment(rawValue: error.diagnostic(file: tracePath)), sourceLocation: sourceLocation)
        return nil
    }
    if let failure = report.failure {
        Attachment.record(report.json, named: "\(app.name)-replay-report.json", sourceLocation: sourceLocation)
        Issue.record(Comment(rawValue: "\(failure.rule) \(failure.title): \(failure.message)\n\(report.text)"),
                     sourceLocation: sourceLocation)
    }
    return report
}
