import LifecycleRules

/// What the shrunk events of a failure did when they ran alone in a new process.
///
/// Every run of a check, and every replay while shrinking, shares the test process. What a run leaves behind there
/// (an observer the app registered on `NotificationCenter.default` and never removed, a static that
/// `AppUnderTest.resetProcessState` does not reset) outlives it, which a device never allows: each device process
/// starts clean. So a failure found with process isolation (`CheckIsolation.process`) is run once more, alone, in a
/// new process of the test binary. Where it does not fail the same rule there, it came from what earlier runs left
/// behind, and the check reports that (`HealthCheck.stateFromEarlierRuns`) instead of a broken rule.
public enum NewProcessConfirmation: Hashable, Sendable {
    /// The events failed the same rule in the new process.
    case reproduced
    /// They did not: what they did there (`every rule held`, `failed A3 instead`).
    case notReproduced(String)
    /// The confirmation could not be made: why.
    case unavailable(String)

    /// The JSON report's value for it: `{"reproduced":true}`, or `false` with what happened or why not.
    package var json: String {
        switch self {
        case .reproduced: return "{\"reproduced\":true}"
        case .notReproduced(let what): return "{\"reproduced\":false,\"there\":\(JSONText.string(what))}"
        case .unavailable(let why): return "{\"reproduced\":null,\"unavailable\":\(JSONText.string(why))}"
        }
    }

    /// The report's line for it, with its line feed.
    package func line(rule: String) -> String {
        switch self {
        case .reproduced:
            return "Confirmed: the shrunk events alone, in a new process, fail \(rule) the same way\n"
        case .notReproduced(let what):
            return "Not confirmed: the shrunk events alone, in a new process, \(what)\n"
        case .unavailable(let why):
            return "Not confirmed in a new process: \(why)\n"
        }
    }
}
