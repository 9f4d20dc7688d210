#if canImport(UIKit)
import UIKit

/// Conveniences for recording from a real UIKit app's delegates.
extension LifecycleRecorder {
    /// The activity as a trace records it: its type and its `targetContentIdentifier` or sorted `userInfo`.
    public static func traceActivity(_ activity: NSUserActivity) -> TraceActivity {
        if let target = activity.targetContentIdentifier { return TraceActivity(type: activity.activityType, id: target) }
        let info = (activity.userInfo ?? [:]).map { ("\($0.key)", "\($0.value)") }.sorted { $0.0 < $1.0 }
        return TraceActivity(type: activity.activityType, id: info.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))
    }

    /// Records `scene(_:willConnectTo:options:)`.
    public func recordWillConnect(_ session: UISceneSession, options: UIScene.ConnectionOptions) {
        let urls = options.urlContexts.map(\.url.absoluteString).sorted()
        let activities = options.userActivities.map(Self.traceActivity).sorted { $0.id < $1.id }
        record(.willConnect, session: session.persistentIdentifier, role: session.role.rawValue,
               restoration: .some(session.stateRestorationActivity.map(Self.traceActivity)),
               urls: urls.isEmpty ? nil : urls, activities: activities.isEmpty ? nil : activities,
               shortcut: options.shortcutItem?.type)
    }

    /// Records a scene callback without arguments (`sceneDidBecomeActive(_:)` and the like).
    public func record(_ call: TraceCall, scene: UIScene) {
        record(call, session: scene.session.persistentIdentifier)
    }

    /// Records `stateRestorationActivity(for:)` with what the app returns; returns it unchanged.
    public func recordRestoration(_ activity: NSUserActivity?, for scene: UIScene) -> NSUserActivity? {
        record(.stateRestorationActivity, session: scene.session.persistentIdentifier,
               restoration: .some(activity.map(Self.traceActivity)))
        return activity
    }

    /// Records `application(_:didDiscardSceneSessions:)`.
    public func recordDiscard(_ sessions: Set<UISceneSession>) {
        record(.didDiscardSceneSessions, sessions: sessions.map(\.persistentIdentifier).sorted())
    }

    /// Records `application(_:configurationForConnecting:options:)`.
    public func recordConfiguration(_ session: UISceneSession) {
        record(.configurationForConnecting, session: session.persistentIdentifier, role: session.role.rawValue)
    }
}
#endif
