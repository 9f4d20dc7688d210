/// What comes with a scene's connection (UIKit's `UIScene.ConnectionOptions`).
///
/// `urlContexts` is an array in delivery order where UIKit has a `Set`, so
/// iterating it is deterministic; `for context in urlContexts` ports unchanged.
public struct SceneConnectionOptions: Hashable, Sendable {
    /// URLs to open in the new scene.
    public var urlContexts: [OpenURLContext]
    /// User activities to continue in the new scene.
    public var userActivities: [UserActivity]
    /// The quick action the user chose, if the scene connects for one.
    public var shortcutItem: ShortcutItem?

    public init(urlContexts: [OpenURLContext] = [], userActivities: [UserActivity] = [], shortcutItem: ShortcutItem? = nil) {
        self.urlContexts = urlContexts
        self.userActivities = userActivities
        self.shortcutItem = shortcutItem
    }

    /// Whether the options carry nothing.
    public var isEmpty: Bool { urlContexts.isEmpty && userActivities.isEmpty && shortcutItem == nil }
}
