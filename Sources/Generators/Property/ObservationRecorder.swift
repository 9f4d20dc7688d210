import LifecycleSpec

/// Writes down what an app does that can be seen from outside it, for the determinism check.
///
/// One string per observation, in the order the runtime reports them:
/// storage writes, what `didFinishLaunching`, `configurationForConnecting`
/// and `stateRestorationActivity(for:)` returned, windows made, content
/// delivered, completion handlers called, notifications delivered, and after
/// every event what each connected scene shows. Two runs of the same events
/// by a deterministic app record the same strings; an app that keeps state
/// outside the runtime (statics, singletons), reads the clock or draws random
/// numbers records different ones. Only the determinism check records: the
/// generator's and shrinker's runs do not pay for it.
@MainActor
final class ObservationRecorder: RuntimeObserver {
    private(set) var log: [String] = []

    func runtime(_ runtime: ReferenceRuntime, observed observation: RuntimeObservation) {
        switch observation {
        case .launchReturned(let value):
            log.append("didFinishLaunching returned \(value)")
        case .configurationChosen(let configuration, let session, _):
            log.append("configuration \(configuration.name ?? "nil") for \(session)")
        case .restorationReturned(let activity, let session):
            log.append("restoration for \(session): \(activity.map { "\($0.traceIdentity)" } ?? "nil")")
        case .storageWrite(let key, _, let new):
            log.append("storage \(key) = \(new ?? "nil")")
        case .windowCreated(let scene):
            log.append("window for \(scene ?? "no scene")")
        case .notificationDelivered(let name, let scene, _):
            log.append("notification \(name) to \(scene ?? "no scene")")
        case .completionHandlerCalled(let scene, let handler, let count):
            log.append("completion handler \(handler) of \(scene) called (\(count))")
        case .contentDelivered(let session, let content):
            log.append("delivered to \(session): \(content)")
        case .eventFinished:
            for session in runtime.state.sessions {
                guard let scene = runtime.scene(of: session.id) else { continue }
                let shows = scene.keyWindow?.content.map { "\($0)" } ?? "nothing"
                log.append("\(scene.identifier) shows \(shows)")
            }
        case .willDeliver, .didDeliver, .completionHandlerIssued, .sceneRequestMade, .processWillEnd,
             .processEnded:
            break
        }
    }
}
