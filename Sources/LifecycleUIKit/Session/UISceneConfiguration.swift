import Foundation

/// Which delegate, storyboard and scene class a session's scenes are made with (UIKit's `UISceneConfiguration`).
///
/// UIKit fills one in from the Info.plist for every new session (the
/// session's `configuration` as `configurationForConnecting` sees it) and
/// matches a configuration the app makes by name against the Info.plist:
/// `UISceneConfiguration(name: "Default Configuration", sessionRole: role)`
/// gets the declared delegate class and storyboard. The runtime does the same.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// `UISceneConfigurationName`.
    open private(set) var name: String?
    /// The role this configuration is for.
    open private(set) var role: UISceneSession.Role
    /// The scene class to make; `nil` for `UIWindowScene`.
    open var sceneClass: AnyClass?
    /// The delegate class to make; `nil` to use the Info.plist's `UISceneDelegateClassName`.
    open var delegateClass: AnyClass?
    /// The storyboard whose initial view controller becomes the window's root.
    open var storyboard: UIStoryboard?

    /// The Info.plist's `UISceneDelegateClassName` for this configuration, as written. Not UIKit.
    package var delegateClassName: String?
    /// The Info.plist's `UISceneStoryboardFile` for this configuration. Not UIKit.
    package var storyboardName: String?
    /// The class the runtime put in `delegateClass` from `delegateClassName`, so a report names the class as the
    /// Info.plist does unless the app set another. Not UIKit.
    package var declaredDelegateClass: ObjectIdentifier?

    /// Makes a configuration with a name and role, as UIKit's initializer does: a name the Info.plist declares
    /// for the role brings its delegate class and storyboard.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
        UIApplication.runningApplication?.host?.fillDeclared(self)
    }

    /// Sets `delegateClass` to the class the Info.plist names, as UIKit does.
    package func setDeclaredDelegateClass(_ type: AnyClass?) {
        guard let type else { return }
        delegateClass = type
        declaredDelegateClass = ObjectIdentifier(type)
    }

    nonisolated public override init() {
        self.role = .windowApplication
        super.init()
    }
}
