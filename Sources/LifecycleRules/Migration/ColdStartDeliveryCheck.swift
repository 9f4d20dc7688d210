import LifecycleUIKit

/// Rule M3 on one app: every URL, activity, Handoff and quick action it can receive, delivered at a cold
/// launch and to the running app, must leave it showing the same.
///
/// For each delivery kind the app's payload catalog has (`PayloadCatalog.deliveries`) and each of its first
/// `payloadCount` distinct payloads, two fresh installs on a phone are compared: one launched by the delivery
/// (`openURL new #0`: the content arrives in the scene's connection options), and one launched plainly that
/// then receives it (`launch`, `openURL A #0`: the content arrives by `scene(_:openURLContexts:)` and its
/// siblings). What the window shows afterwards must be equal. Finite and deterministic: no seed.
@MainActor
package enum ColdStartDeliveryCheck {
    /// The M3 findings for `app`, one per delivery whose cold start shows something else, in a fixed order
    /// (URLs, activities, Handoff, quick actions; payloads in order). Empty when the rule holds.
    package static func findings(_ app: AppUnderTest, payloadCount: Int = SpecConfiguration().payloadCount) async -> [Finding] {
        var spec = SpecConfiguration(device: .phone, mode: .scenes, maxLiveSessions: 1, payloadCount: payloadCount,
                                     externalDisplays: false)
        spec.deliveries = app.payloads.deliveries
        if let manifest = app.manifest { spec.supportsMultipleScenes = manifest.supportsMultipleScenes }
        var findings: [Finding] = []
        for (kind, make) in deliveries where spec.deliveries.contains(kind) {
            // Payload numbers past the catalog's list stand for the same content again.
            let distinct = kind == .urls ? app.payloads.urls.count
                : kind == .activities ? app.payloads.activities.count : app.payloads.shortcuts.count
            for p in 0..<min(payloadCount, distinct) {
                let cold = [make(.newWindow, p)]
                let warm = [LifecycleEvent.launch, make(.session(SessionID(0)), p)]
                guard let coldRun = await run(cold, app, spec), let warmRun = await run(warm, app, spec) else { continue }
                guard coldRun.state.shown != warmRun.state.shown else { continue }
                findings.append(Finding(
                    rule: MigrationRule.coldStartDeliveryHandled.rule, place: .event(1),
                    message: "launched by \(describe(cold[0], app.payloads)), \(app.name) shows \(coldRun.state.shownDescription)",
                    expected: "\(warmRun.state.shownDescription), as when the same reaches the running app",
                    details: ["Cold start:"] + coldRun.lines + ["Delivered to the running app:"] + warmRun.lines))
            }
        }
        return findings
    }

    private static let deliveries: [(DeliveryKinds, (LifecycleEvent.Target, Int) -> LifecycleEvent)] = [
        (.urls, { .openURL($0, payload: $1) }),
        (.activities, { .continueActivity($0, payload: $1) }),
        (.activities, { .handoff($0, payload: $1) }),
        (.shortcuts, { .shortcut($0, payload: $1) }),
    ]

    private static func describe(_ event: LifecycleEvent, _ payloads: PayloadCatalog) -> String {
        switch event {
        case .openURL(_, let p): return "the URL \(payloads.url(p)) (\(event))"
        case .continueActivity(_, let p): return "an activity of type \(payloads.activity(p).activityType) (\(event))"
        case .handoff(_, let p): return "a Handoff activity of type \(payloads.activity(p).activityType) (\(event))"
        case .shortcut(_, let p): return "the quick action \(payloads.shortcut(p).type) (\(event))"
        default: return "\(event)"
        }
    }

    /// Runs `events` on a fresh install: what is then visible, and each event with its callbacks.
    private static func run(_ events: [LifecycleEvent], _ app: AppUnderTest, _ spec: SpecConfiguration) async
        -> (state: UserVisibleState, lines: [String])?
    {
        await CheckTurns.exclusively { () async -> (state: UserVisibleState, lines: [String])? in
            let runtime = app.makeRuntime(spec)
            var lines: [String] = []
            for event in events {
                guard let steps = try? await runtime.send(event) else { return nil }
                lines.append("  \(event): " + steps.flatMap(\.calls).map(\.description).joined(separator: ", "))
            }
            return (runtime.userVisibleState(), lines)
        }
    }
}
