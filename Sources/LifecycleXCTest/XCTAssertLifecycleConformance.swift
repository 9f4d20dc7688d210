import Foundation
import Generators
import LifecycleRules
import XCTest

/// Checks an app against every lifecycle rule and fails the XCTest with the report on failure.
///
/// Call it with `await` from an `async` test method; the method needs no
/// `@MainActor`: the check hops to the main actor itself, and lets the main
/// run loop turn between events (see `ReferenceRuntime.send(_:)`).
///
/// Like `expectLifecycleConformance(_:)`, it runs the app in a child process of the test binary (the method run
/// again, `CheckIsolation.process`), so a delegate that traps, calls `exit` or hangs fails this test with a shrunk
/// report and the other tests still run; it prints the seed and a replay
/// line before the first case, reads `LIFECYCLE_SEED`, `LIFECYCLE_PROFILE`,
/// `LIFECYCLE_DEADLINE`, `LIFECYCLE_RULES` and `LIFECYCLE_SHARD` (they override `options`), and
/// its report ends with a replay line,
/// `LIFECYCLE_SEED=0x… swift test --filter '<Module>\..*/<method>'`.
/// Under Xcode, set the variables in the scheme or test plan, or pass
/// `TEST_RUNNER_LIFECYCLE_SEED=0x…` to `xcodebuild test`.
///
/// ```swift
/// final class NotesTests: XCTestCase {
///     func test_notes_followTheLifecycle() async {
///         await XCTAssertLifecycleConformance(NotesApp.app, device: .phone)
///     }
/// }
/// ```
///
/// - Returns: the report, for further assertions; `nil` when the check could not run (a malformed environment
///   variable, a configuration the check rejects, or an isolated worker that could not run it), which is recorded as
///   a failure.
@discardableResult
@MainActor
public func XCTAssertLifecycleConformance(
    _ app: AppUnderTest,
    device: DeviceProfile = .pad, mode: LifecycleMode = .scenes,
    options: ConformanceOptions? = nil, file: StaticString = #filePath, line: UInt = #line,
    function: StaticString = #function, fileID: StaticString = #fileID
) async -> ConformanceReport? {
    let filter = xctestFilter(fileID: "\(fileID)", function: "\(function)")
    let worker = xctestWorkerLaunch(app: app.name, device: options?.device ?? device, mode: options?.mode ?? mode,
                                    options: options, fileID: "\(fileID)", function: "\(function)")
    let outcome: Result<ConformanceReport, RunConfigurationError> = await {
        do throws(RunConfigurationError) {
            return .success(try await LifecycleConformance.checkInTest(
                app, device: device, mode: mode, options: options, environment: ProcessInfo.processInfo.environment,
                filter: filter, worker: worker, announce: { print($0, terminator: "") }))
        } catch {
            return .failure(error)
        }
    }()
    return failOnBrokenRule(outcome, file: file, line: line)
}

/// Fails the calling test with the rule's headline and the report when a rule was broken, or with the
/// configuration error; returns the report, if any.
func failOnBrokenRule(
    _ outcome: Result<ConformanceReport, RunConfigurationError>, file: StaticString, line: UInt
) -> ConformanceReport? {
    switch outcome {
    case .success(let report):
        if let failure = LifecycleConformanceFailure(report) {
            XCTFail("\(failure)\n\(report.text)", file: file, line: line)
        }
        return report
    case .failure(let error):
        XCTFail("\(error)", file: file, line: line)
        return nil
    }
}


/// `Module\..*/method`: the calling test method in its module (XCTest names tests `Module.Class/method`).
func xctestFilter(fileID: String, function: String) -> String {
    let module = fileID.prefix { $0 != "/" }
    let method = function.prefix { $0 != "(" }
    return "\(module)\\..*/\(method)"
}
