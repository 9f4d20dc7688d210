/// A3: after didDiscardSceneSessions (deferred ones at launch included), nothing stored for those sessions remains.
///
/// Cleanup may be asynchronous: the check runs at the end of the event after
/// the discard (cleanup the discard started on the main actor has had that
/// event's turns of the main run loop too) and at the end of the run, after
/// its last turns.
package final class A3DiscardDeletesSessionData: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A3", title: "discard deletes session data",
        statement: "After didDiscardSceneSessions (including deferred ones at launch), nothing stored for those "
            + "sessions remains.",
        source: "UIApplicationDelegate.application(_:didDiscardSceneSessions:) documentation (\"release any "
            + "resources that were specific to the discarded scenes\"); WWDC 2019 session 258")
    package nonisolated static let observed: ObservationKinds = [.didDeliver]

    private var pending: [(id: SessionID, event: Int)] = []

    package func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        if case .didDeliver(.didDiscardSceneSessions(let ids)) = observation {
            for id in ids { pending.append((id, runtime.eventNumber)) }
        }
    }

    package func eventFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        check(runtime, monitor, due: { $0 < runtime.eventNumber })
    }

    package func runFinished(in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        check(runtime, monitor, due: { _ in true })
    }

    private func check(_ runtime: ReferenceRuntime, _ monitor: AppRulesMonitor, due: (Int) -> Bool) {
        let now = pending.filter { due($0.event) }
        pending.removeAll { due($0.event) }
        for (id, _) in now {
            let left = runtime.appState.keys(ownedBy: id.persistentIdentifier)
            guard !left.isEmpty else { continue }
            monitor.report(Self.rule, "session \(id) was discarded, but storage still holds \(left.joined(separator: ", "))",
                           expected: "didDiscardSceneSessions deletes everything stored for the discarded sessions",
                           details: left.map { "+ left: \($0) = \(runtime.appState.value(forKey: $0) ?? "")" })
        }
    }
}
