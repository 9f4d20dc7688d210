import LifecycleRules

/// A check of the run itself, as Hypothesis has them: did the check reach the app's code at all, and does what it
/// found happen on a device?
///
/// A run can pass because the app is right, or because the events never reached the code that would be wrong:
/// URLs of a shape the app's handler does not parse, an activity type it ignores. Such a pass is a false green.
/// After a run in which every rule held, the conformance check looks at what its deliveries reached
/// (`DeliveryReach`) and reports each problem found as a failure of the check, unless the test suppresses that
/// health check (`ConformanceOptions.suppressedHealthChecks`). Not judged there: a sharded run (it sees only some
/// cases), the legacy lifecycle (its deliveries go to the app delegate), and an app checked with the generic
/// `PayloadCatalog.standard` (it declares nothing it can be sent).
///
/// A run can also fail because of what its earlier runs left in the test process, which a device never keeps from
/// one process to the next. Such a failure is a false red: a check isolated in worker processes runs the shrunk
/// failure alone in a new one (`NewProcessConfirmation`), and where it does not fail there, the check fails this
/// health check instead of the rule.
public enum HealthCheck: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A kind of content the app can be sent (its URL schemes, activity types or quick actions, from the Info.plist
    /// or `AppUnderTest.payloads`) was never sent in the whole run.
    case undeliveredPayloads
    /// Content of a kind was delivered to connected scenes, and not one of those deliveries changed what the scene
    /// shows or what the app stores: the app ignores that content, or expects it in another shape.
    case ignoredDeliveries
    /// The failure the run found did not happen when its shrunk events ran alone in a new process: it came from
    /// what earlier runs left in the test process (an observer the app registered on `NotificationCenter.default`
    /// and never removed, a static `AppUnderTest.resetProcessState` does not reset). Suppressing it reports such a
    /// failure as the rule it broke, without running it in a new process.
    ///
    /// It also fails a check whose own child process found a failure that the run in the test's process, after that
    /// process's earlier runs, did not show: what they left hid it there. That report would otherwise pass, so
    /// suppressing the health check does not lift this one.
    case stateFromEarlierRuns

    public var description: String { rawValue }
}

/// One health check that did not pass: which, and what the run saw.
public struct HealthProblem: Hashable, Sendable {
    /// The health check.
    public var check: HealthCheck
    /// What the run saw, in one sentence.
    public var message: String

    /// The problems a passing run's deliveries show, in the order of `HealthCheck.allCases` and of the kinds.
    @MainActor
    static func problems(of reach: DeliveryReach, payloads: PayloadCatalog, suppressed: Set<HealthCheck>) -> [HealthProblem] {
        var problems: [HealthProblem] = []
        let kinds = DeliveryReach.DeliveryKind.of(payloads.deliveries)
        if !suppressed.contains(.undeliveredPayloads) {
            for kind in kinds where reach.counts[kind, default: DeliveryReach.Count()].sent == 0 {
                problems.append(HealthProblem(
                    check: .undeliveredPayloads,
                    message: "the app can be sent \(kind.rawValue) (\(examples(kind, payloads))), but no case sent one"))
            }
        }
        if !suppressed.contains(.ignoredDeliveries) {
            for kind in kinds {
                let count = reach.counts[kind, default: DeliveryReach.Count()]
                guard count.whileConnected > 0, count.reached == 0 else { continue }
                problems.append(HealthProblem(
                    check: .ignoredDeliveries,
                    message: "\(count.whileConnected) \(kind.rawValue) (\(count.examples.joined(separator: ", "))) went to "
                        + "connected scenes, and none changed what the scene shows or what the app stores"))
            }
        }
        return problems
    }

    private static func examples(_ kind: DeliveryReach.DeliveryKind, _ payloads: PayloadCatalog) -> String {
        switch kind {
        case .urls: return payloads.urls.prefix(3).joined(separator: ", ")
        case .activities: return payloads.activities.prefix(3).map(\.activityType).joined(separator: ", ")
        case .shortcuts: return payloads.shortcuts.prefix(3).map(\.type).joined(separator: ", ")
        }
    }

    /// The report's lines for these problems: a headline, one line each, and what to do; `failureFollows` when the
    /// report goes on with the failure this process found.
    static func text(_ problems: [HealthProblem], app: String, failureFollows: Bool) -> String {
        let earlier = problems.filter { $0.check == .stateFromEarlierRuns }
        let reach = problems.filter { $0.check != .stateFromEarlierRuns }
        var out = ""
        if !earlier.isEmpty {
            out += failureFollows
                ? "HEALTH CHECK FAILED: what the check found is not what a device would do, so it is not reported as a broken rule\n"
                : "HEALTH CHECK FAILED: the check's own child process found a failure that this process, after its earlier runs, did not\n"
            for problem in earlier { out += "  [\(problem.check)] \(problem.message)\n" }
            out += "  Every run of a check, and every replay, shares the test process, but a device starts each process\n"
            out += "  clean: remove the observers \(app) adds to NotificationCenter.default when the object that added them\n"
            out += "  goes, or capture it weakly ({ [weak self] _ in … }), and reset statics in AppUnderTest's\n"
            if failureFollows {
                out += "  resetProcessState. The failure as found follows. To report it as the rule it broke instead,\n"
                out += "  ConformanceOptions suppressedHealthChecks: [.stateFromEarlierRuns].\n"
            } else {
                out += "  resetProcessState, in the app and in the tests that ran before. Run this test alone (its replay line)\n"
                out += "  for the failure's report.\n"
            }
        }
        guard !reach.isEmpty else { return out }
        out += "HEALTH CHECK FAILED: the check did not reach all of \(app)'s code, so that no rule broke proves less than a pass would\n"
        for problem in reach { out += "  [\(problem.check)] \(problem.message)\n" }
        out += "  Give AppUnderTest(payloads:) (MigrationPair(payloads:) for a migration) the URLs, activities and quick\n"
        out += "  actions your app opens (a generated URL is <scheme>://item/<n>, an activity carries userInfo\n"
        out += "  [\"item\": \"<n>\"]; an activity's values reach the app with their types, [\"id\": 42] as an Int),\n"
        out += "  and ContentExpectations for what each should show; or, if this is expected,\n"
        out += "  ConformanceOptions (MigrationOptions) suppressedHealthChecks: [."
        out += reach.map(\.check.rawValue).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            .joined(separator: ", .") + "].\n"
        return out
    }
}
