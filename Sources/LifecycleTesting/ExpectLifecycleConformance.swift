import Generators
import LifecycleSpec
import Testing

/// Checks an app against every lifecycle rule and records a Swift Testing issue with the report on failure.
///
/// The seed comes from `LIFECYCLE_SEED` when set, the budget from
/// `LIFECYCLE_PROFILE` (`quick`, `ci`, `deep`); a malformed variable is
/// itself reported as an issue. The issue is recorded at the caller.
///
/// - Returns: the report, for tools and further assertions.
@MainActor
@discardableResult
public func expectLifecycleConformance(
    _ app: AppUnderTest, device: DeviceProfile = .pad, mode: LifecycleMode = .scenes,
    options: ConformanceOptions? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> ConformanceReport? {
    let resolved: ConformanceOptions
    do {
        resolved = try ProcessInfoEnvironment.resolve(options, device: device, mode: mode)
    } catch {
        Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
        return nil
    }
    let report = LifecycleConformance.check(app, options: resolved)
    if !report.passed {
        Issue.record(Comment(rawValue: report.text), sourceLocation: sourceLocation)
    }
    return report
}
