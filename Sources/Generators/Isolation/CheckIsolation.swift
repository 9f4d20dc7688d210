/// Where a check made by a test runner's entry point runs the app: in a child process, so that a trap, an
/// `exit` or a hang in the app ends the child only, or in the test's own process.
///
/// `expectLifecycleConformance(_:)` honours it (`LIFECYCLE_ISOLATION=process` or `none` overrides it);
/// `LifecycleConformance.check(_:options:)` always runs in the calling process.
public enum CheckIsolation: String, Hashable, Sendable, CaseIterable {
    /// Run the cases in a child process of the test binary (the calling test, run again with only this check), and
    /// again here with every trap the child found, so the trap is reported as a failure: shrunk, with its
    /// replay line, and the other tests of the process still run. A check that never traps runs twice.
    /// Where the test binary cannot be run again (not Linux, or no running Swift Testing test), the check runs here.
    case process
    /// Run the cases in the test's own process: faster, but a trap ends the process and its remaining tests,
    /// with a note that gives the case, the event, the seed and the replay line.
    case none
}
