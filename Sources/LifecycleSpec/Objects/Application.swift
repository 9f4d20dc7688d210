/// The app object of one process (UIKit's `UIApplication`), made by the runtime at each launch.
///
/// Holds the open sessions, the connected scenes, the manifest, and the
/// facilities the runtime observes: `storage` (the app's disk, which survives
/// process death), `notificationCenter` (observers tracked per scene), and
/// two work queues. Requests the app makes from inside a callback
/// (`requestSceneSessionActivation`, `requestSceneSessionDestruction`) are
/// queued and carried out after that callback returns, never re-entrantly.
@MainActor
public final class Application {
    /// The application of the process whose callback is running, as `UIApplication.shared` is.
    ///
    /// Valid only while the runtime is delivering a callback or running queued
    /// work; reading it at any other time traps with an explanation.
    public static var shared: Application {
        guard let app = ReferenceRuntime.current?.application else {
            preconditionFailure("Application.shared is available only while the reference runtime delivers a callback")
        }
        return app
    }

    /// The app delegate of this process (UIKit's `UIApplication.delegate`).
    public var delegate: (any ApplicationDelegate)? { runtime?.appDelegate }
    /// Whether the scene lifecycle is in force: a back-deployed app's `if #available(iOS 13, *)`.
    public var usesSceneLifecycle: Bool { runtime?.specification.configuration.usesScenes ?? true }
    /// The sessions that exist (live, not discarded), in creation order.
    public var openSessions: [SceneSession] { runtime?.openSessionObjects ?? [] }
    /// The scenes connected now, in session creation order.
    public var connectedScenes: [WindowScene] { openSessions.compactMap(\.scene) }
    /// The Info.plist scene manifest, or `nil` for an app without one.
    public let manifest: SceneManifest?
    /// The manifest's `UIApplicationSupportsMultipleScenes`.
    public let supportsMultipleScenes: Bool
    /// Legacy lifecycle: the app's UI state. Scene lifecycle: the most active state of any scene.
    public internal(set) var applicationState: ActivationState = .background
    /// The app's persistent storage (its "disk"): survives process death; A2, A3 and A4 observe it.
    public let storage: AppStorage
    /// A notification centre whose observers the runtime attributes to the scene that registered them (A6).
    public let notificationCenter: NotificationBus
    /// Work run after the current event's callbacks return (`DispatchQueue.main.async`).
    public let mainQueue: WorkQueue
    /// Work that completes after the next event's callbacks: slow disk or network I/O.
    public let ioQueue: WorkQueue

    weak var runtime: ReferenceRuntime?

    init(runtime: ReferenceRuntime, manifest: SceneManifest?, supportsMultipleScenes: Bool, storage: AppStorage) {
        self.runtime = runtime
        self.manifest = manifest
        self.supportsMultipleScenes = supportsMultipleScenes
        self.storage = storage
        self.notificationCenter = NotificationBus(runtime: runtime)
        self.mainQueue = WorkQueue(runtime: runtime, latency: .afterCurrentEvent)
        self.ioQueue = WorkQueue(runtime: runtime, latency: .afterNextEvent)
    }

    /// Asks for a session to come to the foreground (`session`), or for a new window (`nil`).
    ///
    /// Carried out after the current callback returns. A `userActivity`
    /// arrives as the new scene's connection option, or through
    /// `scene(_:continue:)` if the session's scene is connected. If the
    /// request cannot be met (the session was discarded, the device allows no
    /// more windows), `errorHandler` is called with the reason instead.
    public func requestSceneSessionActivation(
        _ session: SceneSession?, userActivity: UserActivity? = nil,
        errorHandler: (@MainActor (SceneRequestError) -> Void)? = nil
    ) {
        runtime?.enqueue(.activation(session?.id, userActivity, errorHandler))
    }

    /// Asks for a session to be discarded; carried out after the current callback returns.
    public func requestSceneSessionDestruction(
        _ session: SceneSession, errorHandler: (@MainActor (SceneRequestError) -> Void)? = nil
    ) {
        runtime?.enqueue(.destruction(session.id, errorHandler))
    }
}

/// Why a scene request of the app could not be carried out.
public enum SceneRequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The session no longer exists.
    case sessionDiscarded(String)
    /// The device or manifest allows no further window (S9).
    case windowLimitReached

    public var description: String {
        switch self {
        case .sessionDiscarded(let id): return "session \(id) was discarded"
        case .windowLimitReached: return "no further window is allowed on this device"
        }
    }
}
