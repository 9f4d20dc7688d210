/// What comes with a launch (UIKit's launch options dictionary, as a value).
public struct LaunchOptions: Hashable, Sendable {
    /// Whether the system launched the app in the background (no scene comes to the foreground).
    public var isBackgroundLaunch: Bool

    public init(isBackgroundLaunch: Bool = false) {
        self.isBackgroundLaunch = isBackgroundLaunch
    }
}
