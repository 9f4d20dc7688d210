/// A home-screen quick action (UIKit's `UIApplicationShortcutItem`).
public struct ShortcutItem: Hashable, Sendable {
    /// The action's type, such as `com.example.new-document`.
    public var type: String
    /// The title shown on the home screen.
    public var localizedTitle: String
    /// What the action is about: UIKit gives it to a scene whose activation conditions match it.
    public var targetContentIdentifier: String?

    public init(type: String, localizedTitle: String = "", targetContentIdentifier: String? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.targetContentIdentifier = targetContentIdentifier
    }
}
