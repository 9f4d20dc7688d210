/// A URL the system asks a scene to open, with its options (UIKit's `UIOpenURLContext`).
public struct OpenURLContext: Hashable, Sendable {
    /// The URL, as a string (Foundation's `URL` round-trips it: `URL(string: context.url)`).
    public var url: String
    /// The bundle identifier of the app that asked to open it, if known.
    public var sourceApplication: String?

    public init(url: String, sourceApplication: String? = nil) {
        self.url = url
        self.sourceApplication = sourceApplication
    }
}
