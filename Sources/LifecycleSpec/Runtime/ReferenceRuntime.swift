/// Drives real delegate objects through lifecycle events exactly as the specification says.
///
/// For each event it asks the `Specification` for the callbacks, in order,
/// and delivers each one to the app delegate or to the scene's delegate,
/// recording it as a trace line. It creates one app delegate per process and
/// one scene delegate per connection, drops its references to a scene and
/// its delegate at `sceneDidDisconnect`, and carries out requests the app
/// makes from inside a callback only after that callback returns (queued,
/// never re-entrant). Everything is synchronous on the main actor, so the
/// same events give the same calls, byte for byte.
///
/// ```swift
/// let runtime = ReferenceRuntime(
///     configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone)),
///     appDelegate: { MyAppDelegate() },
///     sceneDelegate: { _ in MySceneDelegate() })
/// try runtime.send(.launch)
/// try runtime.send(.background(SessionID(0)))
/// ```
@MainActor
public final class ReferenceRuntime {
    /// The runtime delivering a callback right now (for `Application.shared` and window tracking).
    static weak var current: ReferenceRuntime?

    /// How many requests and work items one event may cause before the runtime stops it.
    public static let workBound = 1_000

    /// The configuration the runtime was made with.
    public let configuration: RuntimeConfiguration
    /// The specification it follows.
    public let specification: Specification
    /// The specification state after the last event.
    public private(set) var state: SpecState
    /// Every call made so far, in order (empty if `recordsTrace` is off).
    public private(set) var trace: [TraceRecord] = []
    /// Every event carried out so far, sent or requested by the app, in order.
    public private(set) var steps: [RuntimeStep] = []
    /// The app object of the running process, `nil` while not running.
    public private(set) var application: Application?
    /// The app's storage, shared by all processes of the run.
    public let storage: AppStorage
    /// Observers of what the runtime sees, called in order.
    public var observers: [any RuntimeObserver] = []
    /// How many events have been sent.
    public internal(set) var eventNumber: Int = 0

    private let makeAppDelegate: @MainActor () -> any ApplicationDelegate
    private let makeSceneDelegate: @MainActor (SceneConfiguration, SceneSession) -> any WindowSceneDelegate
    private(set) var appDelegate: (any ApplicationDelegate)?
    /// Session objects by creation index (discarded ones included, for lookups).
    private(set) var sessionObjects: [SceneSession] = []
    /// Connected scenes by session index.
    private(set) var scenes: [WindowScene?] = []
    /// Scenes disconnected in this process, to check their release (A5).
    public private(set) var releasedScenes: [ReleasedScene] = []
    var requests: [AppRequest] = []
    /// The scene whose callback (or queued work) is running, if any.
    public private(set) var currentScene: WindowScene?
    /// The callback being delivered, if any.
    public private(set) var currentCall: SpecCall?
    /// The event being carried out (the last one between events).
    public private(set) var currentEvent: LifecycleEvent = .launch
    /// Restoration activities withheld from a connect while protected data was unavailable, by session
    /// index: the file is still there, so the activity is the session's again once that scene is gone.
    private var withheldRestorations: [Int: UserActivity] = [:]
    private var contentOverride: UserActivity?
    private var handlerCount = 0

    /// Makes a runtime for a fresh install of the app.
    ///
    /// - Parameters:
    ///   - configuration: spec parameters, manifest, payloads and user actions.
    ///   - appDelegate: makes the app delegate; called once per process.
    ///   - sceneDelegate: makes a scene delegate for a connection, given the
    ///     session's configuration and the session; called once per `willConnect`.
    public init(
        configuration: RuntimeConfiguration = RuntimeConfiguration(),
        appDelegate: @escaping @MainActor () -> any ApplicationDelegate,
        sceneDelegate: @escaping @MainActor (SceneConfiguration, SceneSession) -> any WindowSceneDelegate
    ) {
        self.configuration = configuration
        self.specification = Specification(configuration.spec)
        self.state = specification.initialState()
        self.storage = AppStorage()
        self.makeAppDelegate = appDelegate
        self.makeSceneDelegate = sceneDelegate
        storage.runtime = self
    }

    /// The header of this runtime's trace.
    public var traceHeader: TraceHeader { configuration.traceHeader }

    /// The trace as lines numbered as a file with a header would number them (first call on line 2).
    public var traceLines: [TraceLine] {
        trace.enumerated().map { TraceLine(number: $0.offset + 2, record: $0.element) }
    }

    /// The session object for a spec session, if it was created.
    public func session(_ id: SessionID) -> SceneSession? {
        id.index < sessionObjects.count ? sessionObjects[id.index] : nil
    }

    /// The connected scene of a spec session, if any.
    public func scene(of id: SessionID) -> WindowScene? {
        id.index < scenes.count ? scenes[id.index] : nil
    }

    /// The sessions that exist now (not discarded, not pending discard), in creation order.
    var openSessionObjects: [SceneSession] {
        state.sessions.filter { $0.status == .live }.map { sessionObjects[$0.id.index] }
    }

    /// Carries out one event and all the work it causes: the callbacks, the
    /// app's queued work, and requests the app made during them.
    ///
    /// - Throws: `RuntimeError.illegalEvent` if the event is not legal now
    ///   (nothing happens then), `RuntimeError.runawayWork` if the app keeps
    ///   requesting without end.
    /// - Returns: the steps this event produced (the event itself first, then app requests).
    @discardableResult
    public func send(_ event: LifecycleEvent) throws(RuntimeError) -> ArraySlice<RuntimeStep> {
        guard specification.isLegal(event, in: state) else {
            throw .illegalEvent(event, state: state.description)
        }
        let firstStep = steps.count
        eventNumber += 1
        let previous = ReferenceRuntime.current
        ReferenceRuntime.current = self
        defer { ReferenceRuntime.current = previous }
        perform(event, origin: .sent, activityOverride: nil)
        try finishEvent(event)
        return steps[firstStep...]
    }

    /// Sends each event in order; stops at the first error.
    public func run(_ events: [LifecycleEvent]) throws(RuntimeError) {
        for event in events { try send(event) }
    }

    /// Carries out one event: spec callbacks delivered in order, step recorded.
    func perform(_ event: LifecycleEvent, origin: RuntimeStep.Origin, activityOverride: UserActivity?) {
        var calls: [SpecCall] = []
        specification.apply(event, to: &state, emit: { calls.append($0) })
        let start = trace.count
        currentEvent = event
        contentOverride = activityOverride
        for call in calls { deliver(call) }
        contentOverride = nil
        let step = RuntimeStep(event: event, origin: origin, calls: calls, traceRange: start..<trace.count,
                               eventNumber: eventNumber)
        steps.append(step)
        if !state.isRunning && application != nil { endProcess() }
    }

    func notify(_ observation: RuntimeObservation) {
        for observer in observers { observer.runtime(self, observed: observation) }
    }

    // MARK: - Process

    private func startProcessIfNeeded() {
        guard application == nil else { return }
        let app = Application(runtime: self, manifest: configuration.manifest,
                              supportsMultipleScenes: configuration.spec.supportsMultipleScenes, storage: storage)
        application = app
        appDelegate = makeAppDelegate()
    }

    private func endProcess() {
        notify(.processWillEnd)
        for i in withheldRestorations.keys.sorted() { restoreWithheld(i) }
        for i in scenes.indices {
            if let scene = scenes[i] {
                scene.activationState = .unattached
                scene.session.scene = nil
            }
            scenes[i] = nil
        }
        application?.notificationCenter.removeAll()
        application = nil
        appDelegate = nil
        requests.removeAll()
        releasedScenes.removeAll()
        notify(.processEnded)
    }

    // MARK: - Delivery

    private func record(_ record: TraceRecord) {
        if configuration.recordsTrace { trace.append(record) }
    }

    private func options(for content: ConnectionContent) -> SceneConnectionOptions {
        let payloads = configuration.payloads
        switch content {
        case .none, .withheldRestoration: return SceneConnectionOptions()
        case .handoff(let p): return SceneConnectionOptions(handoffUserActivityType: payloads.activity(p).activityType)
        case .url(let p): return SceneConnectionOptions(urlContexts: [OpenURLContext(url: payloads.url(p))])
        case .activity(let p): return SceneConnectionOptions(userActivities: [contentOverride ?? payloads.activity(p)])
        case .shortcut(let p): return SceneConnectionOptions(shortcutItem: payloads.shortcut(p))
        }
    }

    private func traceFields(_ options: SceneConnectionOptions, into record: inout TraceRecord) {
        if !options.urlContexts.isEmpty { record.urls = options.urlContexts.map(\.url) }
        if !options.userActivities.isEmpty { record.activities = options.userActivities.map(\.traceActivity) }
        if let item = options.shortcutItem { record.shortcut = item.type }
    }

    private func sceneRecord(_ call: TraceCall, _ scene: WindowScene) -> TraceRecord {
        TraceRecord(call: call, session: scene.session.persistentIdentifier, scene: scene.identifier)
    }

    private func withScene(_ scene: WindowScene?, _ body: () -> Void) {
        let saved = currentScene
        currentScene = scene
        body()
        currentScene = saved
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private func deliver(_ call: SpecCall) {
        currentCall = call
        defer { currentCall = nil }
        notify(.willDeliver(call))
        defer { notify(.didDeliver(call)) }
        switch call {
        case .willFinishLaunching:
            startProcessIfNeeded()
            record(TraceRecord(call: .willFinishLaunching))
            _ = appDelegate!.application(application!, willFinishLaunchingWithOptions: launchOptions)
        case .didFinishLaunching:
            startProcessIfNeeded()
            record(TraceRecord(call: .didFinishLaunching))
            let ok = appDelegate!.application(application!, didFinishLaunchingWithOptions: launchOptions)
            notify(.launchReturned(ok))
        case .configurationForConnecting(let id, let role, let content):
            // UIKit fills the session's configuration from the Info.plist before asking the app: the first
            // one declared for the role, or a default one for a role the manifest does not declare.
            let filled = Self.filledConfiguration(for: role.sessionRole, manifest: configuration.manifest)
            let session = SceneSession(id: id, role: role.sessionRole, configuration: filled)
            precondition(id.index == sessionObjects.count, "sessions are created in index order")
            sessionObjects.append(session)
            scenes.append(nil)
            record(TraceRecord(call: .configurationForConnecting, session: session.persistentIdentifier,
                               role: role.sessionRole.rawValue))
            let chosen = appDelegate!.application(application!, configurationForConnecting: session,
                                                  options: options(for: content))
            session.configuration = chosen
            notify(.configurationChosen(chosen, session: id, filledIn: filled))
        case .willConnect(let id, let number, let content):
            let session = sessionObjects[id.index]
            let scene = WindowScene(session: session, identifier: id.sceneName(number))
            let delegate = makeSceneDelegate(session.configuration, session)
            scene.delegate = delegate
            session.scene = scene
            scenes[id.index] = scene
            let opts = options(for: content)
            if content == .withheldRestoration, let stored = session.stateRestorationActivity {
                withheldRestorations[id.index] = stored
                session.stateRestorationActivity = nil
            }
            var line = sceneRecord(.willConnect, scene)
            line.role = session.role.rawValue
            line.restoration = .some(session.stateRestorationActivity?.traceActivity)
            traceFields(opts, into: &line)
            record(line)
            for context in opts.urlContexts { notify(.contentDelivered(session: id, .url(context.url))) }
            for activity in opts.userActivities { notify(.contentDelivered(session: id, .activity(activity))) }
            if let item = opts.shortcutItem { notify(.contentDelivered(session: id, .shortcut(item))) }
            withScene(scene) { delegate.scene(scene, willConnectTo: session, options: opts) }
            scene.activationState = .background
        case .didDisconnect(let id, _):
            let scene = scenes[id.index]!
            record(sceneRecord(.didDisconnect, scene))
            withScene(scene) { scene.delegate?.sceneDidDisconnect(scene) }
            scene.activationState = .unattached
            scene.session.scene = nil
            scenes[id.index] = nil
            releasedScenes.append(ReleasedScene(scene))
            restoreWithheld(id.index)
        case .willEnterForeground(let id, _):
            let scene = scenes[id.index]!
            record(sceneRecord(.willEnterForeground, scene))
            withScene(scene) { scene.delegate?.sceneWillEnterForeground(scene) }
            scene.activationState = .foregroundInactive
        case .didBecomeActive(let id, _):
            let scene = scenes[id.index]!
            scene.activationState = .foregroundActive
            record(sceneRecord(.didBecomeActive, scene))
            withScene(scene) { scene.delegate?.sceneDidBecomeActive(scene) }
        case .willResignActive(let id, _):
            let scene = scenes[id.index]!
            record(sceneRecord(.willResignActive, scene))
            withScene(scene) { scene.delegate?.sceneWillResignActive(scene) }
            scene.activationState = .foregroundInactive
        case .didEnterBackground(let id, _):
            let scene = scenes[id.index]!
            scene.activationState = .background
            record(sceneRecord(.didEnterBackground, scene))
            withScene(scene) { scene.delegate?.sceneDidEnterBackground(scene) }
        case .stateRestorationActivity(let id, _):
            let scene = scenes[id.index]!
            var activity: UserActivity?
            withScene(scene) { activity = scene.delegate?.stateRestorationActivity(for: scene) }
            withheldRestorations[id.index] = nil
            scene.session.stateRestorationActivity = activity
            var line = sceneRecord(.stateRestorationActivity, scene)
            line.restoration = .some(activity?.traceActivity)
            record(line)
            notify(.restorationReturned(activity, session: id))
        case .openURLContexts(let id, _, let p):
            let scene = scenes[id.index]!
            let contexts = [OpenURLContext(url: configuration.payloads.url(p))]
            var line = sceneRecord(.openURLContexts, scene)
            line.urls = contexts.map(\.url)
            record(line)
            notify(.contentDelivered(session: id, .url(contexts[0].url)))
            withScene(scene) { scene.delegate?.scene(scene, openURLContexts: contexts) }
        case .continueActivity(let id, _, let p):
            let scene = scenes[id.index]!
            let activity = contentOverride ?? configuration.payloads.activity(p)
            var line = sceneRecord(.continueUserActivity, scene)
            line.activities = [activity.traceActivity]
            record(line)
            notify(.contentDelivered(session: id, .activity(activity)))
            withScene(scene) { scene.delegate?.scene(scene, continue: activity) }
        case .performAction(let id, _, let p):
            let scene = scenes[id.index]!
            let item = configuration.payloads.shortcut(p)
            var line = sceneRecord(.performActionForShortcut, scene)
            line.shortcut = item.type
            record(line)
            notify(.contentDelivered(session: id, .shortcut(item)))
            let counter = CallCounter()
            let identifier = scene.identifier
            handlerCount += 1
            let handler = handlerCount
            notify(.completionHandlerIssued(scene: identifier, handler: handler))
            withScene(scene) {
                scene.delegate?.windowScene(scene, performActionFor: item) { [weak self] _ in
                    counter.count += 1
                    self?.notify(.completionHandlerCalled(scene: identifier, handler: handler, count: counter.count))
                }
            }
        case .didDiscardSceneSessions(let ids):
            let objects = ids.map { sessionObjects[$0.index] }
            record(TraceRecord(call: .didDiscardSceneSessions, sessions: objects.map(\.persistentIdentifier)))
            appDelegate!.application(application!, didDiscardSceneSessions: objects)
            for session in objects {
                withheldRestorations[session.id.index] = nil
                session.stateRestorationActivity = nil
                session.userInfo = nil
            }
        case .didReceiveMemoryWarning:
            record(TraceRecord(call: .didReceiveMemoryWarning))
            appDelegate!.applicationDidReceiveMemoryWarning(application!)
        case .willTerminate:
            record(TraceRecord(call: .willTerminate))
            appDelegate!.applicationWillTerminate(application!)
        case .applicationDidBecomeActive:
            application!.applicationState = .foregroundActive
            record(TraceRecord(call: .applicationDidBecomeActive))
            appDelegate!.applicationDidBecomeActive(application!)
        case .applicationWillResignActive:
            record(TraceRecord(call: .applicationWillResignActive))
            appDelegate!.applicationWillResignActive(application!)
            application!.applicationState = .foregroundInactive
        case .applicationDidEnterBackground:
            application!.applicationState = .background
            record(TraceRecord(call: .applicationDidEnterBackground))
            appDelegate!.applicationDidEnterBackground(application!)
        case .applicationWillEnterForeground:
            record(TraceRecord(call: .applicationWillEnterForeground))
            appDelegate!.applicationWillEnterForeground(application!)
            application!.applicationState = .foregroundInactive
        case .userAction(let id, _, let action):
            let scene = scenes[id.index]!
            withScene(scene) { configuration.userActions[action].perform(scene) }
        }
    }

    private var launchOptions: LaunchOptions {
        switch currentEvent {
        case .backgroundLaunch, .backgroundConnect: return LaunchOptions(isBackgroundLaunch: true)
        default: return LaunchOptions(isBackgroundLaunch: false)
        }
    }

    /// The session's stored activity again, once the scene that could not read it is gone.
    private func restoreWithheld(_ index: Int) {
        guard let activity = withheldRestorations.removeValue(forKey: index) else { return }
        sessionObjects[index].stateRestorationActivity = activity
    }

    /// The configuration UIKit fills in from the Info.plist before configurationForConnecting: the first
    /// declared for the role, else (no manifest, or a role it does not declare) a default one.
    static func filledConfiguration(for role: SceneSessionRole, manifest: SceneManifest?) -> SceneConfiguration {
        manifest?.configurations(for: role).first ?? SceneConfiguration(name: nil, sessionRole: role)
    }

    // MARK: - Hooks called by the app's objects

    func noteStorageWrite(key: String, old: String?, new: String?) {
        notify(.storageWrite(key: key, old: old, new: new))
    }

    func noteWindowCreated(_ window: Window, scene: WindowScene?) {
        notify(.windowCreated(sceneIdentifier: scene?.identifier))
    }

    func noteNotificationDelivery(name: String, sceneIdentifier: String?, sessionIdentifier: String?) {
        notify(.notificationDelivered(name: name, observerScene: sceneIdentifier, observerSession: sessionIdentifier))
    }

    /// Runs queued work with the scene that queued it as the current scene (if still connected).
    func runWork(_ item: WorkQueue.Item) {
        let scene = scenes.lazy.compactMap { $0 }.first { $0.identifier == item.sceneIdentifier }
        withScene(scene) { item.work() }
    }
}

/// Counts calls of a completion handler.
@MainActor
final class CallCounter {
    var count = 0
}

/// Weak references to what a disconnected scene held, to check its release (A5).
@MainActor
public struct ReleasedScene {
    /// The scene's identifier, such as `b1`.
    public let identifier: String
    /// The session's persistent identifier.
    public let session: String
    let scene: WeakBox<WindowScene>
    let delegate: WeakBox<AnyObject>?
    let windows: [WeakBox<Window>]
    let tracked: [(label: String, ref: WeakBox<AnyObject>)]

    init(_ scene: WindowScene) {
        identifier = scene.identifier
        session = scene.session.persistentIdentifier
        self.scene = WeakBox(scene)
        delegate = scene.delegate.map { WeakBox($0 as AnyObject) }
        windows = scene.windowRefs.compactMap { $0.value.map(WeakBox.init) }
        tracked = scene.trackedObjects
    }

    /// Labels of the objects still alive: `scene`, `scene delegate`, `window`, or a tracked label.
    public var liveObjects: [String] {
        var alive: [String] = []
        if scene.value != nil { alive.append("scene") }
        if delegate?.value != nil { alive.append("scene delegate") }
        for w in windows where w.value != nil { alive.append("window") }
        for t in tracked where t.ref.value != nil { alive.append(t.label) }
        return alive
    }
}
