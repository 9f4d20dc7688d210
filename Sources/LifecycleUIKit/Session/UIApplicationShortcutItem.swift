import Foundation

/// A home-screen quick action (UIKit's `UIApplicationShortcutItem`).
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    /// The action's type, such as `com.example.new-document`.
    open private(set) var type: String
    /// The title shown on the home screen.
    open private(set) var localizedTitle: String
    /// The subtitle shown on the home screen.
    open private(set) var localizedSubtitle: String?
    /// App data that comes with the action.
    open private(set) var userInfo: [String: any NSSecureCoding]?
    /// What the action is about, matched against scenes' `activationConditions` to pick the scene that
    /// receives it (UIKit's type is `Any?`; the runtime sets a `String` or nothing).
    open package(set) var targetContentIdentifier: Any?

    /// Makes a quick action, as UIKit's initializer does (without an icon).
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String? = nil,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.userInfo = userInfo
        super.init()
    }
}
