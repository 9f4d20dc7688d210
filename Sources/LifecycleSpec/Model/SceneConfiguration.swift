/// Which delegate (and storyboard, and scene class) a session's scenes are made with.
///
/// UIKit's `UISceneConfiguration`. Declared per role in the Info.plist scene
/// manifest and returned by `application(_:configurationForConnecting:options:)`.
public struct SceneConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// `UISceneConfigurationName`.
    public var name: String?
    /// The role this configuration is for.
    public var sessionRole: SceneSessionRole
    /// `UISceneDelegateClassName`.
    public var delegateClassName: String?
    /// `UISceneStoryboardFile`.
    public var storyboardName: String?
    /// `UISceneClassName`.
    public var sceneClassName: String?

    public init(
        name: String?,
        sessionRole: SceneSessionRole,
        delegateClassName: String? = nil,
        storyboardName: String? = nil,
        sceneClassName: String? = nil
    ) {
        self.name = name
        self.sessionRole = sessionRole
        self.delegateClassName = delegateClassName
        self.storyboardName = storyboardName
        self.sceneClassName = sceneClassName
    }

    public var description: String { "\(name ?? "(unnamed)") for \(sessionRole.rawValue)" }
}
