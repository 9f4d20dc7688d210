/// A home-screen quick action (UIKit's `UIApplicationShortcutItem`).
public struct ShortcutItem: Hashable, Sendable {
    /// The action's type, such as `com.example.new-document`.
    public var type: String
    /// The title shown on the home screen.
    public var localizedTitle: String

    public init(type: String, localizedTitle: String = "") {
        self.type = type
        self.localizedTitle = localizedTitle
    }
}
