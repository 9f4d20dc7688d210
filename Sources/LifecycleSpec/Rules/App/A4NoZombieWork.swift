/// A4: no write, callback or observer delivery for a session after its discard.
///
/// After `didDiscardSceneSessions` naming a session returns, a storage write
/// (other than a deletion) to a key the session owns, or a notification
/// delivered to an observer its scene registered, breaks it: typically a
/// save that completes after the user threw the window away.
public final class A4NoZombieWork: AppRuleChecker {
    public static let rule = LifecycleRule(
        id: "A4", title: "no zombie work",
        statement: "No write, callback or observer delivery for a session after its discard.",
        source: "UIApplicationDelegate.application(_:didDiscardSceneSessions:) documentation; WWDC 2019 session 258",
        kind: .app)

    private var discarded: Set<String> = []

    public func observe(_ observation: RuntimeObservation, in runtime: ReferenceRuntime, monitor: AppRulesMonitor) {
        switch observation {
        case .didDeliver(.didDiscardSceneSessions(let ids)):
            for id in ids { discarded.insert(id.name) }
        case .storageWrite(let key, _, let new?):
            guard let owner = discarded.sorted().first(where: { AppStorage.key(key, isOwnedBy: $0) }) else { return }
            monitor.report(Self.rule, "'\(key)' was written after session \(owner) was discarded",
                           expected: "no work for a session after its discard; cancel pending saves in didDiscardSceneSessions",
                           details: ["+ written: \(key) = \(new)"])
        case .notificationDelivered(let name, _, let session?) where discarded.contains(session):
            monitor.report(Self.rule, "notification '\(name)' reached an observer of session \(session) after its discard",
                           expected: "observers of a discarded session are gone")
        default:
            break
        }
    }
}
