/// What the Info.plist migration lint checks: one case per finding ID, `P1` to `P13`.
///
/// Each rule has a fixed ``severity``, a one-line ``title`` and the ``source``
/// it encodes. The sources are Apple's TN3187 "Migrating to the UIKit
/// scene-based life cycle", the article "Specifying the scenes your app
/// supports" and the Information Property List key reference; where a rule
/// goes beyond what they state, ``source`` says so. CONFORMANCE.md lists the
/// same table ("Info.plist migration lint"), and a test keeps the two equal.
public enum InfoPlistMigrationRule: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// P1 (error): the new Info.plist has no `UIApplicationSceneManifest`.
    ///
    /// Without the manifest UIKit runs the app-delegate lifecycle; built with
    /// the SDK after iOS 26 such an app does not launch.
    case noSceneManifest = 1
    /// P2 (error): no configuration for `UIWindowSceneSessionRoleApplication`.
    ///
    /// `UISceneConfigurations` is missing, has no application role, or its
    /// array is empty. TN3187 counts a manifest "with no specified
    /// configurations" as not migrated.
    case noApplicationConfiguration = 2
    /// P3 (error): an application configuration without `UISceneDelegateClassName`.
    ///
    /// UIKit then makes no scene delegate: no scene callback runs, and a
    /// storyboard's window has no delegate `window` property to live in. A
    /// storyboard does not replace the delegate class.
    case noDelegateClass = 3
    /// P4 (warning): a `UISceneDelegateClassName` without a module prefix.
    ///
    /// A Swift class is known to the Objective-C runtime as `Module.Class`
    /// unless it is declared `@objc(Class)`; Xcode's template writes
    /// `$(PRODUCT_MODULE_NAME).SceneDelegate`. An Objective-C class needs no prefix.
    case delegateClassWithoutModule = 4
    /// P5 (error): the old `UIMainStoryboardFile` is not the default application configuration's `UISceneStoryboardFile`.
    ///
    /// With scenes the storyboard is loaded from the scene configuration; if
    /// it is not there, the window the storyboard made no longer appears
    /// (unless the scene delegate now builds it in `scene(_:willConnectTo:options:)`).
    case storyboardNotMoved = 5
    /// P6 (warning): `UIMainStoryboardFile` is still at the top level of the new Info.plist.
    ///
    /// The scene configuration's `UISceneStoryboardFile` is where the
    /// storyboard belongs now; keeping both leaves two places that claim to load it.
    case storyboardLeftAtTopLevel = 6
    /// P7 (warning): `UIApplicationSupportsMultipleScenes` is missing; it defaults to NO.
    case multipleScenesUnset = 7
    /// P8 (info): the value of `UIApplicationSupportsMultipleScenes`, for the team to confirm.
    case multipleScenesValue = 8
    /// P9 (error): a URL scheme of the old `CFBundleURLTypes` is missing from the new Info.plist.
    ///
    /// Links with that scheme no longer open the app.
    case urlSchemeDropped = 9
    /// P10 (error): an activity type of the old `NSUserActivityTypes` is missing from the new Info.plist.
    ///
    /// Activities of that type (Handoff, Spotlight, shortcuts) no longer reach the app.
    case activityTypeDropped = 10
    /// P11 (warning): an external display configuration without `UISceneDelegateClassName`.
    ///
    /// UIKit connects the display's scene with no delegate, so nothing draws on it.
    case externalDisplayWithoutDelegate = 11
    /// P12 (warning): `UISceneClassName` is `UIScene`; window roles need `UIWindowScene`.
    case sceneClassIsUIScene = 12
    /// P13 (error): a key the lint reads has the wrong type; UIKit does not read it as intended.
    case wrongType = 13

    /// `P1` … `P13`.
    public var id: RuleID { RuleID(.infoPlist, rawValue) }

    /// The rule as the catalogue lists it, and as its findings name it: a P rule's one line is its title and its
    /// sentence.
    public var rule: LifecycleRule { LifecycleRule(id: id, title: title, statement: title, source: source) }

    /// How much a finding of this rule matters.
    public var severity: FindingSeverity {
        switch self {
        case .noSceneManifest, .noApplicationConfiguration, .noDelegateClass, .storyboardNotMoved,
             .urlSchemeDropped, .activityTypeDropped, .wrongType:
            return .error
        case .delegateClassWithoutModule, .storyboardLeftAtTopLevel, .multipleScenesUnset,
             .externalDisplayWithoutDelegate, .sceneClassIsUIScene:
            return .warning
        case .multipleScenesValue:
            return .info
        }
    }

    /// One line: what a finding of this rule means.
    public var title: String {
        switch self {
        case .noSceneManifest: "the new Info.plist has no scene manifest: the app still runs the app-delegate lifecycle"
        case .noApplicationConfiguration: "no scene configuration for the application role"
        case .noDelegateClass: "an application scene configuration names no scene delegate class"
        case .delegateClassWithoutModule: "the scene delegate class name has no module prefix"
        case .storyboardNotMoved: "the old main storyboard is not in the default scene configuration"
        case .storyboardLeftAtTopLevel: "UIMainStoryboardFile is still at the top level"
        case .multipleScenesUnset: "UIApplicationSupportsMultipleScenes is missing (it defaults to NO)"
        case .multipleScenesValue: "the value of UIApplicationSupportsMultipleScenes"
        case .urlSchemeDropped: "a URL scheme of the old Info.plist is gone"
        case .activityTypeDropped: "an activity type of the old Info.plist is gone"
        case .externalDisplayWithoutDelegate: "an external display configuration names no scene delegate class"
        case .sceneClassIsUIScene: "UISceneClassName is UIScene, not UIWindowScene"
        case .wrongType: "a key has the wrong type"
        }
    }

    /// Where the requirement comes from.
    public var source: String {
        switch self {
        case .noSceneManifest:
            "TN3187 (overview; \"Determine if your app should migrate\"); UIApplicationSceneManifest key reference"
        case .noApplicationConfiguration:
            "TN3187 (\"Determine if your app should migrate\"); UISceneConfigurations and UIWindowSceneSessionRoleApplication key reference"
        case .noDelegateClass:
            "UISceneDelegateClassName key reference; UISceneConfiguration.delegateClass; UIWindowSceneDelegate.window"
        case .delegateClassWithoutModule:
            "Xcode's app template and \"Specifying the scenes your app supports\" ($(PRODUCT_MODULE_NAME).SceneDelegate); Swift's Objective-C class names"
        case .storyboardNotMoved:
            "UISceneStoryboardFile key reference; UISceneConfiguration.storyboard; UIMainStoryboardFile key reference"
        case .storyboardLeftAtTopLevel:
            "UISceneStoryboardFile and UIMainStoryboardFile key reference (this package's advice: one place for the storyboard)"
        case .multipleScenesUnset, .multipleScenesValue:
            "\"Specifying the scenes your app supports\"; UIApplicationSupportsMultipleScenes key reference; TN3187 (multiple scenes encouraged, not required)"
        case .urlSchemeDropped:
            "CFBundleURLTypes key reference (\"Defining a custom URL scheme for your app\")"
        case .activityTypeDropped:
            "NSUserActivityTypes key reference"
        case .externalDisplayWithoutDelegate:
            "UISceneConfigurations key reference (UIWindowSceneSessionRoleExternalDisplayNonInteractive); UISceneDelegateClassName key reference"
        case .sceneClassIsUIScene:
            "UISceneClassName key reference (\"Don't specify UIScene\")"
        case .wrongType:
            "Information Property List key reference (each key's type)"
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
