import Foundation
import LifecycleUIKit

/// Drives real delegate objects through lifecycle events exactly as the specification says.
///
/// For each event it asks the `Specification` for the callbacks, in order,
/// and delivers each one to the app delegate or to the scene's delegate,
/// recording it as a trace line. It creates one app delegate per process and
/// one scene delegate per connection, drops its references to a scene and
/// its delegate at `sceneDidDisconnect`, and carries out requests the app
/// makes from inside a callback only after that callback returns (queued,
/// never re-entrant). Everything runs on the main actor (with turns of the main
/// run loop between events in `send(_:)`), so the
/// same events give the same calls, byte for byte.
///
/// ```swift
/// let runtime = ReferenceRuntime(
///     configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .phone)),
///     appDelegate: { AppDelegate() },
///     sceneDelegate: { _, _ in SceneDelegate() })
/// try runtime.send(.launch)
/// try runtime.send(.background(SessionID(0)))
/// ```
@MainActor
public final class ReferenceRuntime {
    /// The runtime delivering a callback right now.
    static weak var current: ReferenceRuntime?

    /// How many scene requests one event may cause before the runtime stops it.
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
    public private(set) var application: UIApplication?
    /// The app's persistent state (user defaults, sessions' userInfo), shared by all processes of the run.
    public let appState: AppState
    /// Observers of what the runtime sees, called in order.
    package var observers: [any RuntimeObserver] = []
    /// How many events have been sent.
    public internal(set) var eventNumber: Int = 0

    private let makeAppDelegate: @MainActor () -> any UIApplicationDelegate
    package let makeSceneDelegate: @MainActor (UISceneConfiguration, UISceneSession) -> (any UISceneDelegate)?
    /// The app's class a `UISceneDelegateClassName` names, for `UISceneConfiguration.delegateClass`; `nil` when the
    /// app registered no class of that name (only a maker).
    package var delegateClassNamed: (@MainActor (String) -> AnyClass?)?
    private(set) var appDelegate: (any UIApplicationDelegate)?
    /// Session objects by creation index (discarded ones included, for lookups).
    package var sessionObjects: [UISceneSession] = []
    /// Connected scenes by session index.
    package var scenes: [UIWindowScene?] = []
    /// Scenes disconnected in this process, to check their release (A5).
    public internal(set) var releasedScenes: [ReleasedScene] = []
    package var requests: [AppRequest] = []
    /// The scene whose callback (or queued work) is running, if any.
    public private(set) var currentScene: UIWindowScene?
    /// The callback being delivered, if any.
    public internal(set) var currentCall: SpecCall?
    /// The event being carried out (the last one between events).
    public private(set) var currentEvent: LifecycleEvent = .launch
    /// Restoration activities withheld from a connect while protected data was unavailable, by session
    /// index: the file is still there, so the activity is the session's again once that scene is gone.
    package var withheldRestorations: [Int: NSUserActivity] = [:]
    package var contentOverride: NSUserActivity?
    /// Legacy lifecycle: the launch of this event returned `false`, so UIKit does not deliver its URL or
    /// quick action ("If either method returns false, the system doesn't call application(_:open:options:)").
    package var launchDeclinedDelivery = false
    /// The event whose callbacks are being delivered, between `beginPerform` and `endPerform`.
    package var performing: Performing?
    /// Whether a process that ends is kept in `endedProcess` (while `send(_:)` runs).
    package var keepsEndedProcess = false
    /// The objects of the process that ended during the current event, kept while its queued work runs.
    package var endedProcess: EndedProcess?
    /// The delegates of the processes this runtime ended, held weakly.
    private var endedObjects: [EndedObject] = []
    /// The current event's marker (`EventWork`): while a task the event's callbacks started holds it, this is not
    /// its only reference (`hasUnfinishedWork`).
    package var eventWork = EventWork()
    /// How many events waited out `unfinishedWorkSleepBound` for their unfinished tasks.
    package var sleepingEvents = 0
    package var handlerCount = 0

    /// Makes a runtime for a fresh install of the app.
    ///
    /// - Parameters:
    ///   - configuration: spec parameters, manifest, payloads and user actions.
    ///   - appDelegate: makes the app delegate; called once per process.
    ///   - sceneDelegate: makes a scene delegate for a connection, given the
    ///     session's configuration and the session, or `nil` for a scene
    ///     without one; called once per `willConnect`.
    public init(
        configuration: RuntimeConfiguration = RuntimeConfiguration(),
        appDelegate: @escaping @MainActor () -> any UIApplicationDelegate,
        sceneDelegate: @escaping @MainActor (UISceneConfiguration, UISceneSession) -> (any UISceneDelegate)?
    ) {
        self.configuration = configuration
        self.specification = Specification(configuration.spec)
        self.state = specification.initialState()
        self.appState = AppState(userDefaultsSuites: configuration.userDefaultsSuites,
                                containerDirectories: configuration.containerDirectories)
        self.makeAppDelegate = appDelegate
        self.makeSceneDelegate = sceneDelegate
    }

    /// The header of this runtime's trace.
    public var traceHeader: TraceHeader { configuration.traceHeader }

    /// The trace as lines numbered as a file with a header would number them (first call on line 2).
    public var traceLines: [TraceLine] {
        trace.enumerated().map { TraceLine(number: $0.offset + 2, record: $0.element) }
    }

    /// The session object for a spec session, if it was created.
    public func session(_ id: SessionID) -> UISceneSession? {
        id.index < sessionObjects.count ? sessionObjects[id.index] : nil
    }

    /// The connected scene of a spec session, if any.
    public func scene(of id: SessionID) -> UIWindowScene? {
        id.index < scenes.count ? scenes[id.index] : nil
    }

    /// What a session's connected scene shows, as the app rules compare it (A1), `nil` when it shows nothing.
    public func shownContent(of id: SessionID) -> AnyHashable? {
        AppView.reading(of: id, in: self).restorationState
    }

    /// The sessions that exist now (made, not discarded, not pending discard), in creation order.
    public var openSessionObjects: [UISceneSession] {
        state.sessions.lazy.filter { $0.status == .live && $0.id.index < self.sessionObjects.count }
            .map { self.sessionObjects[$0.id.index] }
    }

    /// The connection options the current event gave each scene it connected, to tell what the app never read.
    package var connectionOptionsOfEvent: [(SessionID, UIScene.ConnectionOptions)] = []

    /// Ends the running process, if any, as switching the device off would: no callback is made, the app
    /// delegate, scenes and their delegates are let go, and `resetProcessState` runs. For a caller that is done
    /// with the runtime and runs another app in the same process next; send no more events afterwards.
    public func tearDown() {
        guard application != nil else { return }
        do { try whileCurrent { endProcess() } } catch {}  // ending a process throws nothing
    }

    /// The delegates of processes that ended before the current event and are still alive, described for a
    /// report (`the app delegate (NotesAppDelegate) of the process that ended at event 2`). On a device they end
    /// with their process; here something outside it keeps them (an observer block left on
    /// `NotificationCenter.default`, a static, a task), and their code can act in later processes.
    package var survivingEndedObjects: [String] {
        endedObjects.filter { $0.endedAt < eventNumber && $0.object != nil }.map(\.description)
    }

    /// Whether a task the current event's callbacks started (or one such a task started) has not finished: the
    /// runtime's is not the only reference to the event's marker.
    package var hasUnfinishedWork: Bool { !isKnownUniquelyReferenced(&eventWork) }

    /// Sends each event in order, as `send(_:)` does; stops at the first error.
    public func run(_ events: [LifecycleEvent]) async throws(RuntimeError) {
        for event in events { try await send(event) }
    }

    /// Runs `body` with this runtime current: `UIApplication.shared` is its app, storyboards are its app's, and,
    /// when `delivering` (`body` calls the app), the current event's marker (`EventWork.current`) is bound, so a
    /// task `body`'s callbacks start is the event's work.
    package func whileCurrent<T>(delivering: Bool = true, _ body: () throws(RuntimeError) -> T) throws(RuntimeError) -> T {
        let previous = ReferenceRuntime.current
        let previousApp = UIApplication.runningApplication
        ReferenceRuntime.current = self
        UIApplication.setRunning(application)
        UIStoryboard.register(configuration.storyboards)
        appState.claim()
        defer {
            ReferenceRuntime.current = previous
            UIApplication.setRunning(previousApp)
            if let previous { UIStoryboard.register(previous.configuration.storyboards) }
        }
        guard delivering else { return try body() }
        // Tasks the app starts from here carry the event's marker, so the event can wait for them.
        var result: Result<T, RuntimeError>?
        EventWork.$current.withValue(eventWork) { result = Result { () throws(RuntimeError) in try body() } }
        // withValue runs its operation exactly once, so there is a result.
        return try result!.get()
    }

    /// Carries out one event: spec callbacks delivered in order, step recorded.
    package func perform(_ event: LifecycleEvent, origin: RuntimeStep.Origin, activityOverride: NSUserActivity?) {
        beginPerform(event, origin: origin, activityOverride: activityOverride)
        deliverPerformed(untilSystemMessage: false)
        endPerform()
    }

    /// Applies `event` to the specification and readies its callbacks for ``deliverPerformed(untilSystemMessage:)``.
    package func beginPerform(_ event: LifecycleEvent, origin: RuntimeStep.Origin, activityOverride: NSUserActivity?) {
        var calls: [SpecCall] = []
        specification.apply(event, to: &state, emit: { calls.append($0) })
        performing = Performing(event: event, origin: origin, calls: calls, delivered: 0, traceStart: trace.count)
        currentEvent = event
        contentOverride = activityOverride
        connectionOptionsOfEvent.removeAll()
        launchDeclinedDelivery = false
    }

    /// Delivers the event's callbacks not yet delivered; with `untilSystemMessage`, only up to the next one that
    /// comes in another message from the system (``Performing/nextMessage(in:after:)``). Returns whether any is left.
    @discardableResult
    package func deliverPerformed(untilSystemMessage: Bool) -> Bool {
        guard var p = performing else { return false }
        let end = untilSystemMessage ? Performing.nextMessage(in: p.calls, after: p.delivered) : p.calls.count
        while p.delivered < end {
            let call = p.calls[p.delivered]
            p.delivered += 1
            performing = p
            deliver(call)
        }
        performing = p
        return p.delivered < p.calls.count
    }

    /// Records the event's step once its callbacks are delivered, and ends the process if the event ended it.
    package func endPerform() {
        guard let p = performing else { return }
        performing = nil
        updateAppearance()
        contentOverride = nil
        let step = RuntimeStep(event: p.event, origin: p.origin, calls: p.calls, traceRange: p.traceStart..<trace.count,
                               eventNumber: eventNumber)
        steps.append(step)
        if !state.isRunning && application != nil { endProcess() }
    }

    package func notify(_ observation: RuntimeObservation) {
        for observer in observers { observer.runtime(self, observed: observation) }
    }

    // MARK: - Process

    package func startProcessIfNeeded() {
        guard application == nil else { return }
        MainBundleInfo.install(configuration.manifest?.infoDictionary)
        let app = UIApplication(host: self, supportsMultipleScenes: configuration.spec.supportsMultipleScenes)
        application = app
        UIApplication.setRunning(app)
        let delegate = makeAppDelegate()
        appDelegate = delegate
        app.delegate = delegate
        // UIKit loads a legacy app's main storyboard before willFinishLaunching and gives the delegate its window.
        if !configuration.spec.usesScenes, let name = configuration.mainStoryboardName {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
            delegate.window = window
        }
    }

    private func endProcess() {
        notify(.processWillEnd)
        for i in withheldRestorations.keys.sorted() { restoreWithheld(i) }
        if keepsEndedProcess, let application {
            endedProcess = EndedProcess(application: application, appDelegate: appDelegate,
                                        scenes: scenes.compactMap { $0 })
        }
        endedObjects.append(contentsOf: EndedObject.of(process: appDelegate, scenes: scenes.compactMap { $0 },
                                                       endedAt: eventNumber))
        for i in scenes.indices {
            if let scene = scenes[i] {
                scene.activationState = .unattached
                scene.session.scene = nil
            }
            scenes[i] = nil
        }
        application?.delegate = nil
        application = nil
        appDelegate = nil
        UIApplication.setRunning(nil)
        #if !canImport(Darwin)
        NSUserActivity.resetCurrent()
        #endif
        configuration.resetProcessState?()
        requests.removeAll()
        releasedScenes.removeAll()
        notify(.processEnded)
    }

    // MARK: - Delivery

    package func record(_ record: TraceRecord) {
        if configuration.recordsTrace { trace.append(record) }
    }

    /// The error a failed Handoff reports: Foundation's `NSUserActivityHandoffFailedError`.
    package static let handoffFailure: any Error = CocoaError(.userActivityHandoffFailed)

    package func sceneRecord(_ call: TraceCall, _ scene: UIWindowScene) -> TraceRecord {
        TraceRecord(call: call, session: scene.session.name, scene: scene.identifier)
    }

    package func withScene(_ scene: UIWindowScene?, _ body: () -> Void) {
        let saved = currentScene
        currentScene = scene
        body()
        if let scene { for window in scene.windowReferences { window.value?.updateAppearance() } }
        currentScene = saved
    }

    /// The connected scene of a session the specification says is connected.
    package func connected(_ id: SessionID) -> UIWindowScene {
        guard let scene = scenes[id.index] else { preconditionFailure("session \(id) has no scene") }
        return scene
    }


    /// Posts one of UIKit's lifecycle notifications on `NotificationCenter.default`, with the scene or the
    /// application as object. UIKit documents the app's notifications as posted after the delegate method
    /// ("after calling this method, the app also posts…"); the runtime posts the scenes' the same way.
    package func post(_ name: Notification.Name, _ object: AnyObject) {
        NotificationCenter.default.post(name: name, object: object)
    }

    /// In the scene lifecycle the app delegate gets no UI-state callback, but UIKit still posts the app's
    /// notifications when the app's state changes with its scenes: the first scene entering the foreground,
    /// the first becoming active, the last resigning active, the last entering the background.
    package func postApplicationTransition(from old: UIApplication.State, to new: UIApplication.State, _ app: UIApplication) {
        guard old != new else { return }
        switch (old, new) {
        case (.background, _): post(UIApplication.willEnterForegroundNotification, app)
        case (.active, _): post(UIApplication.willResignActiveNotification, app)
        default: break
        }
        switch (old, new) {
        case (_, .active): post(UIApplication.didBecomeActiveNotification, app)
        case (_, .background): post(UIApplication.didEnterBackgroundNotification, app)
        default: break
        }
    }

    /// Scene lifecycle: the app is active if a scene is, inactive if a scene is in the foreground, else background.
    package static func applicationState(of scenes: [UIWindowScene?]) -> UIApplication.State {
        var state = UIApplication.State.background
        for case let scene? in scenes {
            switch scene.activationState {
            case .foregroundActive: return .active
            case .foregroundInactive: state = .inactive
            default: break
            }
        }
        return state
    }

    /// The session's stored activity again, once the scene that could not read it is gone.
    package func restoreWithheld(_ index: Int) {
        guard let activity = withheldRestorations.removeValue(forKey: index) else { return }
        sessionObjects[index].stateRestorationActivity = activity
    }

    /// Reads the app's state again and reports what the last callback or work item changed.
    package func noteStateChanges() {
        for change in appState.refresh(sessions: openSessionObjects) {
            notify(.storageWrite(key: change.key, old: change.old, new: change.new))
        }
    }
}
