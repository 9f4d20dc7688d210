/// Where a check made by a test runner's entry point runs the app: in a child process, so that a trap, an
/// `exit` or a hang in the app ends the child only, or in the test's own process.
///
/// `expectLifecycleConformance(_:)` and `XCTAssertLifecycleConformance(_:)` honour it (`LIFECYCLE_ISOLATION=process`
/// or `none` overrides it); `LifecycleConformance.check(_:options:)` always runs in the calling process.
public enum CheckIsolation: String, Hashable, Sendable, CaseIterable {
    /// Run the cases in a child process of the test binary (the calling test, run again with only this check). A
    /// check that passes there is done: its report comes back. Any other runs again here with every trap the child
    /// found (its shrinks are run once, not redone), so a trap is reported as a failure: shrunk, with its replay
    /// line, and the other tests of the process still run. Where the test binary cannot be run again (not Linux, no running test, or an XCTest method whose
    /// name two classes of its module share), the check runs here.
    case process
    /// Run the cases in the test's own process: faster, but a trap ends the process and its remaining tests,
    /// with a note that gives the case, the event, the seed and the replay line.
    case none
}
