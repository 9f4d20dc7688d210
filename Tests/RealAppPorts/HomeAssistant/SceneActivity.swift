// home-assistant/iOS Sources/App/Scenes/SceneActivity.swift (commit 0e3c7c6d404a1cbe3c8c760e2a87a562f33c4f06),
// the app delegate's configurationForConnecting is built on it. One line changed (`// PORT:`).
#if canImport(UIKit)
import UIKit
#else
import LifecycleUIKit
#endif

enum SceneActivity: CaseIterable {
    case webView
    case settings
    case about
    case carPlay
    case assist

    init(activityIdentifier: String) {
        self = Self.allCases.first(where: { $0.activityIdentifier == activityIdentifier }) ?? .webView
    }

    init(configurationName: String) {
        self = Self.allCases.first(where: { $0.configurationName == configurationName }) ?? .webView
    }

    var activity: NSUserActivity {
        .init(activityType: activityIdentifier)
    }

    func activity(with userInfo: [AnyHashable: Any]) -> NSUserActivity {
        let activity = NSUserActivity(activityType: activityIdentifier)
        activity.userInfo = userInfo
        return activity
    }

    var activityIdentifier: String {
        switch self {
        case .settings: return "ha.settings"
        case .webView: return "ha.webview"
        case .about: return "ha.about"
        case .carPlay: return "ha.carPlay"
        case .assist: return "ha.assist"
        }
    }

    var configurationName: String {
        switch self {
        case .webView: return "WebView"
        case .settings: return "Settings"
        case .about: return "About"
        case .carPlay: return "CarPlay"
        case .assist: return "Assist"
        }
    }

    @MainActor var configuration: UISceneConfiguration {  // PORT: @MainActor added; UISceneConfiguration's init is main-actor isolated (the app builds in Swift 5 mode, where this is a warning)
        switch self {
        case .webView, .settings, .about, .assist: return .init(name: configurationName, sessionRole: .windowApplication)
        case .carPlay: return .init(name: configurationName, sessionRole: .carTemplateApplication)
        }
    }
}
