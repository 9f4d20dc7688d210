import Foundation

/// The app object of one process (UIKit's `UIApplication`).
///
/// The runtime makes a new one at each simulated launch and drops it when
/// the process ends, so `UIApplication.shared` is the running process's app
/// while the runtime delivers a callback or turns the main run loop. Requests the
/// app makes (`requestSceneSessionActivation`, `requestSceneSessionDestruction`)
/// are queued and carried out after the current callback returns, never
/// re-entrantly, as UIKit does.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app's state (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable {
        case active
        case inactive
        case background
    }

    nonisolated(unsafe) private static var running: UIApplication?

    /// The application of the running process, as UIKit's `UIApplication.shared` is.
    ///
    /// Valid while the runtime runs the app (between a launch and the end of
    /// that process); reading it at any other time traps with an explanation,
    /// where UIKit has no app to give either.
    open class var shared: UIApplication {
        guard let running else {
            preconditionFailure("UIApplication.shared is available only while the lifecycle runtime runs the app")
        }
        return running
    }

    /// The app delegate of this process, as UIKit's `delegate` is.
    open var delegate: (any UIApplicationDelegate)?

    /// The sessions that exist (not discarded), as UIKit's `openSessions`; a session whose discard is being
    /// carried out is open until its scene has disconnected.
    open var openSessions: Set<UISceneSession> {
        guard let host else { return [] }
        return Set(host.openSessionObjects).union(host.connectedSceneObjects.map(\.session))
    }

    /// The scenes connected now, as UIKit's `connectedScenes`: a scene is in it until its `sceneDidDisconnect(_:)`
    /// has returned, also while its session is being discarded (its resign, background and disconnect callbacks,
    /// and the notifications posted after them, still find it here).
    open var connectedScenes: Set<UIScene> { Set(host?.connectedSceneObjects ?? []) }

    /// The manifest's `UIApplicationSupportsMultipleScenes`.
    public let supportsMultipleScenes: Bool

    /// Scene lifecycle: the most active state of any connected scene. Legacy lifecycle: the app's UI state.
    open package(set) var applicationState: State = .background

    /// The badge number on the app icon. Stored only.
    open var applicationIconBadgeNumber: Int = 0

    /// Whether the idle timer is off. Stored only.
    open var isIdleTimerDisabled: Bool = false

    private var backgroundTasks: [UIBackgroundTaskIdentifier] = []
    private var nextBackgroundTask = 0

    package weak var host: (any UIKitHost)?

    /// Makes the application object of a new process. The runtime calls it; apps never do.
    package init(host: any UIKitHost, supportsMultipleScenes: Bool) {
        self.host = host
        self.supportsMultipleScenes = supportsMultipleScenes
        super.init()
    }

    /// Use the runtime's application (`UIApplication.shared`); making another is a programming error.
    public required init() {
        preconditionFailure("UIApplication is made by the lifecycle runtime; use UIApplication.shared")
    }

    /// Makes this the running process's app (`app`) or ends it (`nil`).
    package static func setRunning(_ app: UIApplication?) { running = app }

    /// The running process's app, if any, without trapping.
    package static var runningApplication: UIApplication? { running }

    /// Asks for `sceneSession` to come to the foreground, or for a new scene (`nil`), as UIKit does.
    ///
    /// Carried out after the current callback returns. A `userActivity`
    /// arrives as the new scene's connection option, or through
    /// `scene(_:continue:)` if the session's scene is connected. If the
    /// request cannot be met (the session was discarded, the device allows
    /// no more windows), `errorHandler` is called with the reason instead.
    open func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        host?.requestActivation(sceneSession, userActivity: userActivity, errorHandler: errorHandler)
    }

    /// Asks for `sceneSession` to be discarded, as UIKit does; carried out after the current callback returns.
    open func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        host?.requestDestruction(sceneSession, errorHandler: errorHandler)
    }

    /// Asks for the switcher snapshot of `sceneSession` to be refreshed. The runtime shows no switcher, and
    /// nothing the rules or the trace see changes, so the call returns and does nothing.
    open func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}

    /// Starts a background task, as UIKit does; the runtime never expires it.
    open func beginBackgroundTask(
        withName taskName: String? = nil, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        nextBackgroundTask += 1
        let task = UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
        backgroundTasks.append(task)
        return task
    }

    /// Starts a background task, as UIKit does; the runtime never expires it.
    open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier
    {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Ends a background task.
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        backgroundTasks.removeAll { $0 == identifier }
    }

    /// Background tasks begun and not yet ended.
    public var activeBackgroundTasks: [UIBackgroundTaskIdentifier] { backgroundTasks }
}

/// A background task's identifier (UIKit's `UIBackgroundTaskIdentifier`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The identifier UIKit returns when it cannot start a task.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
