import Foundation
import Generators
import LifecycleRules
import Testing

/// Checks an app against every lifecycle rule and records a Swift Testing issue with the report on failure.
///
/// Before the first case it prints the app, budget, seed and a replay line,
/// so even a run that traps leaves its seed. On failure, the issue's
/// headline names the rule (`A1 restoration round-trip: …`), its comment is
/// the whole report (timeline, expected against actual, seed, replay line),
/// and the JSON report and the failing trace are attached where the runner
/// keeps attachments. The issue is recorded at the caller.
///
/// The environment overrides `options` (`EnvironmentSettings`):
/// `LIFECYCLE_SEED`, `LIFECYCLE_PROFILE`, `LIFECYCLE_DEADLINE`,
/// `LIFECYCLE_RULES`, and `LIFECYCLE_SHARD=k/n` (run shard k of n of the
/// cases, for a CI matrix). A malformed variable is itself reported as an issue.
/// The replay line is
/// `LIFECYCLE_SEED=0x… swift test --filter '<Module>.<Suite>/<test>'`, with
/// every variable that was set, and reproduces the report byte for byte.
///
/// Check per device with a parameterised test:
/// ```swift
/// @MainActor @Test(arguments: DeviceProfile.allCases)
/// func notesFollowTheLifecycle(on device: DeviceProfile) async {
///     await expectLifecycleConformance(NotesApp.app(), device: device)
/// }
/// ```
///
/// - Returns: the report, for further assertions; `nil` when the check could not run (a malformed environment
///   variable, a configuration the check rejects, or an isolated worker that could not run it), which is recorded as
///   a failure.
@MainActor
@discardableResult
public func expectLifecycleConformance(
    _ app: AppUnderTest, device: DeviceProfile = .pad, mode: LifecycleMode = .scenes,
    options: ConformanceOptions? = nil, sourceLocation: SourceLocation = #_sourceLocation
) async -> ConformanceReport? {
    let report: ConformanceReport
    do {
        report = try await LifecycleConformance.checkInTest(
            app, device: device, mode: mode, options: options, environment: ProcessInfo.processInfo.environment,
            filter: currentTestFilter(fileID: sourceLocation.fileID),
            worker: workerLaunch(app: app.name, device: options?.device ?? device, mode: options?.mode ?? mode, options: options),
            announce: { announceCheck($0, sourceLocation: sourceLocation) })
    } catch {
        Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
        return nil
    }
    if let failure = LifecycleConformanceFailure(report) {
        Attachment.record(report.json, named: "\(app.name)-report.json", sourceLocation: sourceLocation)
        if let trace = await LifecycleConformance.failingTrace(of: report, app: app) {
            Attachment.record(trace, named: "\(app.name)-failing-trace.jsonl", sourceLocation: sourceLocation)
        }
        // A comment, not an error: a broken rule is what the check found, not something that was thrown.
        Issue.record(failureComment(failure, report), sourceLocation: sourceLocation)
    }
    return report
}

/// How to run the running test again with only this check, in a child process of the test binary (Linux); `nil`
/// outside a test or where the binary cannot be run again.
func workerLaunch(app: String, device: DeviceProfile, mode: LifecycleMode, options: ConformanceOptions?) -> WorkerLaunch? {
    guard let executable = WorkerLaunch.currentExecutable, let test = Test.current else { return nil }
    // `Module.Suite/function(labels:)/File.swift:12:3`: the test's name without its place, matched exactly.
    let name = "\(test.id)".split(separator: "/").prefix { !$0.contains(".swift:") }.joined(separator: "/")
    let key = name + "|" + WorkerLaunch.key(app: app, device: device, mode: mode, options: options)
    return WorkerLaunch(
        executable: executable,
        arguments: ["--testing-library", "swift-testing", "--filter", NSRegularExpression.escapedPattern(for: name)],
        checkKey: key + "#\(CheckOrdinals.shared.next(test: "\(test.id)", key: key))")
}

/// A `swift test --filter` pattern selecting the running test: `Module.Suite/function`.
func currentTestFilter(fileID: String) -> String {
    guard let id = Test.current.map({ "\($0.id)" }) else {
        return String(fileID.prefix { $0 != "/" })
    }
    // `Module.Suite/function(labels:)/File.swift:12:3`: keep the module, the suites and the base name.
    let parts = id.split(separator: "/")
    let path = parts.prefix { !$0.hasSuffix(".swift") && !$0.contains(".swift:") }
    return path.map { String($0.prefix { $0 != "(" }) }.joined(separator: "/")
}
