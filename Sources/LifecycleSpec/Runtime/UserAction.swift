import LifecycleUIKit

/// Something a user can do in an active scene of the app under test ("type into the draft").
///
/// The generator interleaves user actions with system events (event
/// `userAction(session, action: n)` performs the n-th declared action on that
/// session's scene), so "user types, scene is disconnected, user returns" is
/// generated and shrunk like any other sequence.
public struct UserAction: Sendable {
    /// A short name for timelines, such as `type`.
    public var name: String
    /// Performs the action on an active scene; called on the main actor.
    public var perform: @MainActor @Sendable (UIWindowScene) -> Void

    public init(_ name: String, perform: @escaping @MainActor @Sendable (UIWindowScene) -> Void) {
        self.name = name
        self.perform = perform
    }
}
