/// A scene session: one window as the user sees it in the switcher (UIKit's `UISceneSession`).
///
/// Created once (with `configurationForConnecting`), it survives disconnects
/// and process deaths and ends only when discarded. The runtime keeps the
/// same object across processes of one run; its `persistentIdentifier` is the
/// specification's session name (`A`, `B`, …) so traces and reports read alike.
@MainActor
public final class SceneSession {
    /// The identifier that survives relaunches; key per-session data with it.
    public let persistentIdentifier: String
    /// The session's role.
    public let role: SceneSessionRole
    /// The configuration the app chose at creation.
    public internal(set) var configuration: SceneConfiguration
    /// The connected scene, or `nil` while disconnected.
    public internal(set) weak var scene: WindowScene?
    /// The activity last returned by `stateRestorationActivity(for:)` (S6), `nil` for a new session.
    public internal(set) var stateRestorationActivity: UserActivity?
    /// App data the system persists with the session and drops with it.
    public var userInfo: [String: String]?

    let id: SessionID

    init(id: SessionID, role: SceneSessionRole, configuration: SceneConfiguration) {
        self.id = id
        self.persistentIdentifier = id.name
        self.role = role
        self.configuration = configuration
    }

    /// A storage key owned by this session: `"\(persistentIdentifier)/\(name)"`.
    ///
    /// `AppStorage` counts a key as the session's when one of its `/`-separated
    /// components is the session's persistent identifier (A2, A3, A4).
    public func storageKey(_ name: String) -> String { "\(persistentIdentifier)/\(name)" }
}
