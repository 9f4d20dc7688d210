import LifecycleRules

/// Writes down what an app does that can be seen from outside it, for the determinism check.
///
/// One string per observation, in the order the runtime reports them:
/// storage writes, what `didFinishLaunching`, `configurationForConnecting`
/// and `stateRestorationActivity(for:)` returned, windows made, content
/// delivered, completion handlers called, and after
/// every event what each connected scene shows. Two runs of the same events
/// by a deterministic app record the same strings; an app that keeps state
/// outside the runtime (statics, singletons), reads the clock or draws random
/// numbers records different ones. Only the determinism check records: the
/// generator's and shrinker's runs do not pay for it.
@MainActor
final class ObservationRecorder: RuntimeObserver {
    private(set) var log: [Observation] = []
    /// The stored values changed since `takeStorageChanges()` last ran, as the timeline prints them.
    private var storageChanges: [String] = []

    /// The stored values changed since the last call (`key = value`, `key removed`), in the order they changed.
    func takeStorageChanges() -> [String] {
        defer { storageChanges.removeAll() }
        return storageChanges
    }

    /// `key = value` (a long value cut at `longestShownValue` characters) or `key removed`.
    static func storageLine(key: String, new: String?) -> String {
        guard let new else { return "\(key) removed" }
        let shown = new.count > longestShownValue ? String(new.prefix(longestShownValue - 1)) + "…" : new
        return "\(key) = \(shown)"
    }

    /// The most characters of a stored value a timeline line shows.
    static let longestShownValue = 72

    func runtime(_ runtime: ReferenceRuntime, observed observation: RuntimeObservation) {
        switch observation {
        case .launchReturned(let value):
            log.append(Observation("didFinishLaunching returned \(value)"))
        case .configurationChosen(let configuration, let session):
            log.append(Observation("configuration \(configuration.name ?? "nil") for \(session)"))
        case .restorationReturned(let activity, let session):
            log.append(Observation("restoration for \(session): \(activity.map { "\($0.traceIdentity)" } ?? "nil")"))
        case .storageWrite(let key, _, let new):
            log.append(Observation("storage \(key) = \(new ?? "nil")"))
            storageChanges.append(Self.storageLine(key: key, new: new))
        case .windowCreated(let scene):
            log.append(Observation("window for \(scene ?? "no scene")"))
        case .completionHandlerCalled(let scene, let handler, let count):
            log.append(Observation("completion handler \(handler) of \(scene) called (\(count))"))
        case .contentDelivered(let session, let content):
            // Compared by value: an activity's userInfo prints in a per-process order.
            log.append(Observation("delivered to \(session): \(content)",
                                   value: AnyHashable(Delivery(session: session, content: content))))
        case .eventFinished:
            for session in runtime.state.sessions {
                guard let scene = runtime.scene(of: session.id) else { continue }
                let content = runtime.shownContent(of: session.id)
                log.append(Observation("\(scene.identifier) shows \(content.map { StableDescription.of($0.base) } ?? "nothing")",
                                       value: AnyHashable(ShownContent(scene: scene.identifier, content: content))))
            }
        case .willDeliver, .didDeliver, .completionHandlerIssued, .sceneRequestMade, .processWillEnd,
             .processEnded:
            break
        }
    }
}

/// What a scene shows, compared by value.
private struct ShownContent: Hashable {
    var scene: String
    var content: AnyHashable?
}

/// Content delivered to a session, compared by value.
private struct Delivery: Hashable {
    var session: SessionID
    var content: DeliveredContent
}
