// A stand-in for the part of UIKit that this package's UIKit-only files use, with UIKit's names,
// shapes and isolation, so those files are compiled under Swift 6 strict concurrency on Linux
// (Tests/LifecycleSpecTests/StandInCompileTests.swift). Not a UIKit: nothing here runs.
@_exported import Foundation

open class NSUserActivity: NSObject, @unchecked Sendable {
    open var activityType: String
    open var userInfo: [AnyHashable: Any]?
    open var targetContentIdentifier: String?
    open var webpageURL: URL?
    public init(activityType: String) { self.activityType = activityType }
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UISceneSession: NSObject {
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    open var persistentIdentifier: String { "" }
    open var role: Role { Role(rawValue: "UIWindowSceneSessionRoleApplication") }
    open var stateRestorationActivity: NSUserActivity?
}

@MainActor open class UIScene: UIResponder {
    open var session: UISceneSession { UISceneSession() }
    @MainActor open class ConnectionOptions: NSObject {
        open var urlContexts: Set<UIOpenURLContext> { [] }
        open var userActivities: Set<NSUserActivity> { [] }
        open var shortcutItem: UIApplicationShortcutItem? { nil }
    }
}

@MainActor open class UIWindowScene: UIScene {}

@MainActor open class UIOpenURLContext: NSObject {
    open var url: URL { URL(fileURLWithPath: "/") }
}

@MainActor open class UIApplicationShortcutItem: NSObject {
    open var type: String { "" }
}
