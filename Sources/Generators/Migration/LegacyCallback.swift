import LifecycleRules

/// An app-delegate callback of the legacy lifecycle, named as UIKit declares it, with the scene-lifecycle callback
/// that takes its work over once the app has scenes.
///
/// The pairs are TN3187's ("Migrating to the UIKit scene-based life cycle"), the table the M2 lint reports from
/// (``AppDelegateWorkLint/sceneCounterparts``), plus the launch callbacks, which UIKit still calls in an app with
/// scenes but which no longer make its window nor receive what launched it.
struct LegacyCallback: Hashable, Sendable {
    /// UIKit's name of the method, such as `applicationDidEnterBackground(_:)`.
    var method: String
    /// Where its work goes in an app with scenes, such as `sceneDidEnterBackground(_:)`.
    var sceneCounterpart: String

    /// The callback a legacy timeline entry is, or `nil` for what is not an app-delegate callback with a scene
    /// counterpart (a user action, a memory warning, termination: the same in both lifecycles).
    init?(_ call: SpecCall) {
        let method: String
        switch call {
        case .applicationDidBecomeActive: method = "applicationDidBecomeActive(_:)"
        case .applicationWillResignActive: method = "applicationWillResignActive(_:)"
        case .applicationDidEnterBackground: method = "applicationDidEnterBackground(_:)"
        case .applicationWillEnterForeground: method = "applicationWillEnterForeground(_:)"
        case .applicationOpenURL: method = "application(_:open:options:)"
        case .applicationContinueActivity: method = "application(_:continue:restorationHandler:)"
        case .applicationFailedToContinueActivity: method = "application(_:didFailToContinueUserActivityWithType:error:)"
        case .applicationPerformAction: method = "application(_:performActionFor:completionHandler:)"
        case .willFinishLaunching, .didFinishLaunching:
            self.method = call == .willFinishLaunching ? "application(_:willFinishLaunchingWithOptions:)"
                : "application(_:didFinishLaunchingWithOptions:)"
            self.sceneCounterpart = "scene(_:willConnectTo:options:), which makes the scene's window and gets what "
                + "launch options carried (a URL, an activity, a quick action) in its connection options"
            return
        default: return nil
        }
        guard let pair = AppDelegateWorkLint.sceneCounterparts.first(where: { $0.appDelegateMethod == method }) else {
            return nil
        }
        self.method = method
        self.sceneCounterpart = pair.sceneMethod
    }
}
