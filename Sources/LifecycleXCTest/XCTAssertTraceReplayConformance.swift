import Foundation
import Generators
import LifecycleRules
import XCTest

/// Replays a recorded trace against an app and fails the XCTest with the report on failure.
///
/// The XCTest twin of `expectLifecycleConformance(_:replaying:)`: the trace is mapped to the
/// events that produced it and the app's delegates run through them with every rule checked. A
/// broken rule fails the test with the rule and the whole report; a trace that cannot be mapped
/// fails it with the line and why. Like ``XCTAssertLifecycleConformance(_:device:mode:options:file:line:function:fileID:)``
/// it is called with `await` from an `async` test method that needs no `@MainActor`.
///
/// - Returns: the report, for further assertions (`nil` when the trace could not be mapped).
@discardableResult
@MainActor
public func XCTAssertLifecycleConformance(
    _ app: AppUnderTest, replaying tracePath: String, options: TraceReplayOptions = TraceReplayOptions(),
    file: StaticString = #filePath, line: UInt = #line, function: StaticString = #function, fileID: StaticString = #fileID
) async -> TraceReplayReport? {
    var options = options
    if options.replayCommand == nil {
        options.replayCommand = "swift test --filter '\(xctestFilter(fileID: "\(fileID)", function: "\(function)"))'"
    }
    let resolved = options
    let outcome: Result<TraceReplayReport, TraceMappingError> = await {
        do throws(TraceMappingError) {
            return .success(try await LifecycleConformance.replay(tracePath: tracePath, app: app, options: resolved))
        } catch {
            return .failure(error)
        }
    }()
    switch outcome {
    case .success(let report):
        if let failure = report.failure {
            XCTFail("\(failure.rule) \(failure.title): \(failure.message)\n\(report.text)", file: file, line: line)
        }
        return report
    case .failure(let error):
        XCTFail(error.diagnostic(file: tracePath), file: file, line: line)
        return nil
    }
}

