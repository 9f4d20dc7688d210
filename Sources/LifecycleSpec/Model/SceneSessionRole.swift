/// The role of a scene session, as UIKit's `UISceneSession.Role` spells its raw values.
///
/// `windowApplication` is a normal app window. An external display has
/// `windowExternalDisplay` (iOS 13–15), renamed
/// `windowExternalDisplayNonInteractive` in iOS 16; both count as external.
public struct SceneSessionRole: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// A normal application window.
    public static let windowApplication = SceneSessionRole(rawValue: "UIWindowSceneSessionRoleApplication")
    /// A non-interactive window on a connected display (iOS 16 name).
    public static let windowExternalDisplayNonInteractive =
        SceneSessionRole(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    /// A window on a connected display (iOS 13–15 name).
    public static let windowExternalDisplay = SceneSessionRole(rawValue: "UIWindowSceneSessionRoleExternalDisplay")

    /// Whether this is one of the external display roles.
    public var isExternalDisplay: Bool {
        self == .windowExternalDisplay || self == .windowExternalDisplayNonInteractive
    }

    public var description: String { rawValue }
}
