/// A connected scene: the live UI object of a session (UIKit's `UIWindowScene`).
///
/// A new scene is made for every connection; the scene holds its delegate
/// strongly, as UIKit's does, and the runtime drops the scene at
/// `sceneDidDisconnect`. Objects registered with `trackLifetime(of:label:)`
/// are checked for release after the disconnect (A5).
@MainActor
public final class WindowScene {
    /// The session this scene belongs to.
    public let session: SceneSession
    /// A stable name for the scene object: the session's name in lower case and its number (`b2`).
    public let identifier: String
    /// The scene's activation state.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene delegate the runtime made for this connection.
    public internal(set) var delegate: (any WindowSceneDelegate)?
    /// The scene's title.
    public var title: String?
    /// The activity describing what the scene shows (often returned for restoration).
    public var userActivity: UserActivity?

    var windowRefs: [WeakBox<Window>] = []
    var trackedObjects: [(label: String, ref: WeakBox<AnyObject>)] = []

    init(session: SceneSession, identifier: String) {
        self.session = session
        self.identifier = identifier
    }

    /// The windows created for this scene that are still alive, in creation order.
    public var windows: [Window] { windowRefs.compactMap(\.value) }

    /// The key window, else the first window, else `nil`.
    public var keyWindow: Window? { windows.first(where: \.isKeyWindow) ?? windows.first }

    /// Registers a per-scene resource whose release after disconnect is checked (A5).
    public func trackLifetime(of object: AnyObject, label: String) {
        trackedObjects.append((label, WeakBox(object)))
    }
}

/// A weak reference in a box, for arrays of weak references.
struct WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
