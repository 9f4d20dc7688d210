import Foundation

/// A scene session: one window as the user sees it in the switcher (UIKit's `UISceneSession`).
///
/// Created once (before `configurationForConnecting`), it survives
/// disconnects and simulated process deaths and ends only when discarded.
/// The runtime keeps the same object across processes of one run. Its
/// `persistentIdentifier` is a unique UUID-shaped string, as UIKit's is, and
/// the same for the same session in every run (so reports and replays match
/// byte for byte); the rules attribute stored data to the session whose
/// identifier appears in a key or file name.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The role of a session (UIKit's `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A normal application window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on a connected display (iOS 16 name).
        public static let windowExternalDisplayNonInteractive =
            Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        /// A window on a connected display (iOS 13–15 name).
        public static let windowExternalDisplay = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
        /// A CarPlay template scene (CarPlay's `UISceneSession.Role.carTemplateApplication`).
        public static let carTemplateApplication = Role(rawValue: "CPTemplateApplicationSceneSessionRoleApplication")
    }

    /// The identifier that survives relaunches; key per-session data with it.
    public let persistentIdentifier: String
    /// The session's role.
    public let role: Role
    /// The configuration the session's scenes are made with: filled in from the Info.plist before
    /// `configurationForConnecting`, then the one the app returned.
    open package(set) var configuration: UISceneConfiguration
    /// The connected scene, or `nil` while disconnected.
    open package(set) weak var scene: UIScene?
    /// The activity that restores the session's scene: a copy of what `stateRestorationActivity(for:)` last
    /// returned, `nil` for a new session or while protected data is unavailable. Read-only, as in UIKit: an app
    /// hands the system its activity by returning it from `stateRestorationActivity(for:)`.
    open package(set) var stateRestorationActivity: NSUserActivity?
    /// App data the system keeps with the session and drops with it.
    open var userInfo: [String: Any]?

    /// The session's position in creation order (0 for `A`). Not UIKit.
    package let index: Int
    /// The session's short name in traces and reports (`A`, `B`, …). Not UIKit.
    package let name: String

    /// Makes a session; the runtime calls this, apps never do.
    package init(index: Int, name: String, role: Role, configuration: UISceneConfiguration) {
        self.index = index
        self.name = name
        self.persistentIdentifier = UISceneSession.persistentIdentifier(forIndex: index)
        self.role = role
        self.configuration = configuration
        super.init()
    }

    /// The persistent identifier of the session made `index`-th: UUID-shaped, fixed width, so no
    /// identifier is a substring of another and every run names the same session alike.
    package nonisolated static func persistentIdentifier(forIndex index: Int) -> String {
        identifiers.indices.contains(index) ? identifiers[index] : makePersistentIdentifier(forIndex: index)
    }

    /// The first sessions' identifiers, made once: rules and reports ask for them at every event.
    private nonisolated static let identifiers = (0..<64).map(makePersistentIdentifier(forIndex:))

    private nonisolated static func makePersistentIdentifier(forIndex index: Int) -> String {
        let hex = String(index + 1, radix: 16, uppercase: true)
        return "5CE7E55D-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }
}

extension UISceneSession.Role: CustomStringConvertible {
    public var description: String { rawValue }
}
