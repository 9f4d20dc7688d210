/// A4: no write, callback or observer delivery for a session after its discard.
///
/// After `didDiscardSceneSessions` naming a session returns, a storage write
/// (other than a deletion) to a key the session owns breaks it: typically a
/// save that completes after the user threw the window away. An observer
/// delivery to a discarded session's scene is reported as A6, the more
/// specific rule (the scene was disconnected before the discard).
package final class A4NoZombieWork: AppRuleChecker {
    package init() {}

    package nonisolated static let rule = LifecycleRule(
        id: "A4", title: "no zombie work",
        statement: "No write, callback or observer delivery for a session after its discard.",
        source: "UIApplicationDelegate.application(_:didDiscardSceneSessions:) documentation; WWDC 2019 session 258")
    package nonisolated static let observed: ObservationKinds = [.didDeliver, .storageWrite]
    package nonisolated static let checksAtEventEnd = false

    private var discarded: Set<SessionID> = []

    package func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        switch observation {
        case .didDeliver(.didDiscardSceneSessions(let ids)):
            for id in ids { discarded.insert(id) }
        case .storageWrite(let key, _, let new?):
            guard let owner = discarded.sorted().first(where: { AppState.key(key, isOwnedBy: $0.persistentIdentifier) }) else { return }
            monitor.report(Self.rule, "'\(key)' was written after session \(owner) was discarded",
                           expected: "no work for a session after its discard; cancel pending saves in didDiscardSceneSessions",
                           details: ["+ written: \(key) = \(new)"])
        default:
            break
        }
    }
}
