import Foundation

/// A connected scene: the live UI object of a session (UIKit's `UIScene`).
///
/// The runtime makes a new scene (a `UIWindowScene`, or the class the
/// configuration names) for every connection, holds its delegate strongly,
/// as UIKit does, and drops the scene at `sceneDidDisconnect`. `scene as?
/// UIWindowScene` works as on iOS.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The activation state of a scene (UIKit's `UIScene.ActivationState`).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// The session this scene belongs to.
    open var session: UISceneSession { _session! }
    /// The scene's delegate, made by the runtime from the configuration (held strongly, as UIKit does).
    open var delegate: (any UISceneDelegate)?
    /// The scene's activation state.
    open package(set) var activationState: ActivationState = .unattached
    /// The scene's title (shown in the switcher).
    open var title: String!
    /// Which targeted URLs and activities this scene may and prefers to receive.
    open var activationConditions = UISceneActivationConditions()

    private var _session: UISceneSession?
    /// A stable name for the scene object in traces and reports: the session's name in lower case and its
    /// connection number (`b2`). Not UIKit.
    package private(set) var identifier: String = ""
    /// Objects whose release after the disconnect is checked (A5), with labels.
    package var trackedObjects: [(label: String, ref: WeakReference<AnyObject>)] = []

    /// Makes a scene for a session; the runtime calls this for every connection.
    package func attach(session: UISceneSession, identifier: String) {
        _session = session
        self.identifier = identifier
    }

    /// UIKit makes scenes; so does the runtime. A scene made by the app has no session.
    public required init() {
        super.init()
    }

    /// Registers an object whose release after the scene's disconnect is checked (rule A5). Not UIKit.
    public func trackLifetime(of object: AnyObject, label: String) {
        trackedObjects.append((label, WeakReference(object)))
    }
}

/// A weak reference in a box, for arrays of weak references.
package struct WeakReference<T: AnyObject> {
    package weak var value: T?
    package init(_ value: T) { self.value = value }
}
