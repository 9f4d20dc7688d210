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
    /// They did not: what they did there (`hold every rule`, `failed A3 instead: …`).
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

    /// The report's line for it, with its line feed. A failure whose finding names a delegate of an ended process
    /// still alive (`AppRulesMonitor.survivorNote`) is reproduced with that delegate alive again, so its line says
    /// the new process does not settle it.
    package func line(for failure: PropertyFailure) -> String {
        let rule = failure.rule
        switch self {
        case .reproduced where failure.details.contains(where: { $0.hasPrefix(AppRulesMonitor.survivorNote) }):
            return "Reproduced: the shrunk events alone, in a new process, also fail \(rule), but with the delegate the "
                + "note names alive there too, so a device may not do this\n"
        case .reproduced:
            return "Confirmed: the shrunk events alone, in a new process, also fail \(rule)\n"
        case .notReproduced(let what):
            return "Not confirmed: the shrunk events alone, in a new process, \(what)\n"
        case .unavailable(let why):
            return "Not confirmed in a new process: \(why)\n"
        }
    }
}
