import Foundation
import LifecycleUIKit
import LifecycleRecorder

// What UIKit passes with a connection or a launch: the connection options and launch options an event carries, and
// what of them the trace records and the app rules note.
extension ReferenceRuntime {
    /// The connection options UIKit would pass for this content.
    package func options(for content: ConnectionContent) -> UIScene.ConnectionOptions {
        let payloads = configuration.payloads
        switch content {
        case .none, .withheldRestoration: return UIScene.ConnectionOptions()
        case .handoff(let p): return UIScene.ConnectionOptions(handoffUserActivityType: payloads.activity(p).activityType)
        case .url(let p): return UIScene.ConnectionOptions(urlContexts: [Self.urlContext(payloads.url(p))])
        case .activity(let p): return UIScene.ConnectionOptions(userActivities: [contentOverride ?? payloads.activity(p).makeActivity()])
        case .shortcut(let p): return UIScene.ConnectionOptions(shortcutItem: payloads.shortcut(p).makeItem())
        }
    }

    /// Legacy lifecycle: the launch options UIKit passes for the event that launches the app: the URL,
    /// the user activity (its type, and the activity) or the quick action it launches for; `nil` for a
    /// plain launch and always in the scene lifecycle, where these come in the connection options.
    package func legacyLaunchOptions() -> [UIApplication.LaunchOptionsKey: Any]? {
        guard !configuration.spec.usesScenes else { return nil }
        let payloads = configuration.payloads
        switch currentEvent {
        case .openURL(_, let p):
            // No source application, as in the scene lifecycle's URL contexts, so both lifecycles see the same.
            return [.url: Self.urlContext(payloads.url(p)).url]
        case .continueActivity(_, let p), .handoff(_, let p):
            let activity = payloads.activity(p).makeActivity()
            let entries: [AnyHashable: Any] = [
                UIApplication.LaunchOptionsKey.userActivityType.rawValue: activity.activityType,
                UIApplication.launchOptionsUserActivityKey: activity,
            ]
            return [.userActivityDictionary: entries]
        case .failedHandoff(_, let p):
            // The activity never arrived: the dictionary holds only its type.
            let entries: [AnyHashable: Any] = [
                UIApplication.LaunchOptionsKey.userActivityType.rawValue: payloads.activity(p).activityType,
            ]
            return [.userActivityDictionary: entries]
        case .shortcut(_, let p):
            return [.shortcutItem: payloads.shortcut(p).makeItem()]
        default:
            return nil
        }
    }

    package static func urlContext(_ url: String) -> UIOpenURLContext {
        UIOpenURLContext(url: URL(string: url) ?? URL(fileURLWithPath: url), options: UIScene.OpenURLOptions())
    }

    package func traceFields(_ options: UIScene.ConnectionOptions, into record: inout TraceRecord) {
        let urls = options.urlContexts.map(\.url.absoluteString).sorted()
        if !urls.isEmpty { record.urls = urls }
        let activities = options.userActivities.map(TraceActivity.init(activity:)).sorted { ($0.type, $0.id) < ($1.type, $1.id) }
        if !activities.isEmpty { record.activities = activities }
        if let item = options.shortcutItem { record.shortcut = item.type }
    }

    package func noteDeliveries(_ options: UIScene.ConnectionOptions, to id: SessionID) {
        for url in options.urlContexts.map(\.url.absoluteString).sorted() { notify(.contentDelivered(session: id, .url(url))) }
        for activity in options.userActivities.map(UserActivity.init(activity:)).sorted(by: { $0.description < $1.description }) {
            notify(.contentDelivered(session: id, .activity(activity)))
        }
        if let item = options.shortcutItem {
            notify(.contentDelivered(session: id, .shortcut(ShortcutItem(
                type: item.type, localizedTitle: item.localizedTitle,
                targetContentIdentifier: item.targetContentIdentifier as? String))))
        }
    }
}
