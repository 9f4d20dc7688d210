import LifecycleUIKit

/// Something a user can do in an active scene of the app under test ("type into the draft").
///
/// The generator interleaves user actions with system events (event
/// `userAction(session, action: n)` performs the n-th declared action on that
/// session's scene), so "user types, scene is disconnected, user returns" is
/// generated and shrunk like any other sequence.
///
/// Write an action against the scene (`UserAction("type") { scene in … }`) to
/// reach the scene's delegate, or against the window the user sees
/// (`UserAction.window("type") { window in … }`). Only window actions run in
/// the legacy lifecycle, where no scene exists: there the window is the app
/// delegate's `window`. The migration check, which drives an app in both
/// lifecycles, therefore takes window actions only.
public struct UserAction: Sendable {
    /// What the action reaches.
    public enum Body: Sendable {
        /// The active scene.
        case scene(@MainActor @Sendable (UIWindowScene) -> Void)
        /// The window the user sees: the scene's key window (else its first), or, in the legacy lifecycle,
        /// the app delegate's `window`.
        case window(@MainActor @Sendable (UIWindow) -> Void)
    }

    /// A short name for timelines, such as `type`.
    public var name: String
    /// What the action does.
    public var body: Body

    /// An action on the active scene; `perform` is called on the main actor.
    public init(_ name: String, perform: @escaping @MainActor @Sendable (UIWindowScene) -> Void) {
        self.name = name
        self.body = .scene(perform)
    }

    /// An action on the window the user sees, which runs in both lifecycles; `perform` is called on the
    /// main actor, and not at all when there is no window.
    ///
    /// ```swift
    /// UserAction.window("type") { ($0.rootViewController as? EditorViewController)?.type("x") }
    /// ```
    public static func window(_ name: String, perform: @escaping @MainActor @Sendable (UIWindow) -> Void) -> UserAction {
        UserAction(name: name, body: .window(perform))
    }

    private init(name: String, body: Body) {
        self.name = name
        self.body = body
    }

    /// Whether the action runs in the legacy lifecycle (it is written against the window).
    public var runsWithoutScenes: Bool {
        if case .window = body { return true }
        return false
    }

    /// Performs the action on an active scene.
    @MainActor
    package func perform(in scene: UIWindowScene) {
        switch body {
        case .scene(let perform): perform(scene)
        case .window(let perform):
            if let window = scene.keyWindow ?? scene.windows.first { perform(window) }
        }
    }

    /// Performs the action on a legacy app's window; a scene action does nothing there (the migration
    /// check refuses scene actions before it starts).
    @MainActor
    package func perform(in window: UIWindow?) {
        if case .window(let perform) = body, let window { perform(window) }
    }
}
