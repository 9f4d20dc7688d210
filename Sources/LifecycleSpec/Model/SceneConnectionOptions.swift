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
    /// The type of a Handoff activity the scene connects for (UIKit's `handoffUserActivityType`). Handoff
    /// activities are never in `userActivities`: the activity itself follows by `scene(_:continue:)`.
    public var handoffUserActivityType: String?

    public init(urlContexts: [OpenURLContext] = [], userActivities: [UserActivity] = [], shortcutItem: ShortcutItem? = nil,
                handoffUserActivityType: String? = nil) {
        self.urlContexts = urlContexts
        self.userActivities = userActivities
        self.shortcutItem = shortcutItem
        self.handoffUserActivityType = handoffUserActivityType
    }

    /// Whether the options carry nothing.
    public var isEmpty: Bool {
        urlContexts.isEmpty && userActivities.isEmpty && shortcutItem == nil && handoffUserActivityType == nil
    }
}
