import Generators
import LifecycleSpec
import XCTest

/// Checks an app against every lifecycle rule and fails the XCTest with the report on failure.
///
/// Reads `LIFECYCLE_SEED` and `LIFECYCLE_PROFILE` like `expectLifecycleConformance(_:)`.
@MainActor
@discardableResult
public func XCTAssertLifecycleConformance(
    _ app: AppUnderTest, device: DeviceProfile = .pad, mode: LifecycleMode = .scenes,
    options: ConformanceOptions? = nil, file: StaticString = #filePath, line: UInt = #line
) -> ConformanceReport? {
    let resolved: ConformanceOptions
    do {
        resolved = try ProcessInfoEnvironment.resolve(options, device: device, mode: mode)
    } catch {
        XCTFail("\(error)", file: file, line: line)
        return nil
    }
    let report = LifecycleConformance.check(app, options: resolved,
                                            replayCommand: { "LIFECYCLE_SEED=\($0) swift test --filter \(app.name)" })
    if !report.passed { XCTFail(report.text, file: file, line: line) }
    return report
}
