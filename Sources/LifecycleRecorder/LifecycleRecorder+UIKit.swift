import LifecycleTrace
#if canImport(UIKit)
import UIKit
#else
import LifecycleUIKit
#endif

#if !os(watchOS)
/// Conveniences for recording from a real UIKit app's delegates, mapping UIKit objects to trace fields.
///
/// Each method takes what the delegate method was given and records the
/// matching call: sessions by `persistentIdentifier`, roles by raw value,
/// URLs as `absoluteString`, activities as ``traceActivity(_:)`` makes them.
/// Sets are sorted, so the same arguments always give the same line. Scenes
/// are named by the recorder's per-session counter, never by address.
///
/// The file is compiled against UIKit where it exists and against
/// `LifecycleUIKit` elsewhere, so it uses only names both declare; on Linux
/// the same conveniences record from delegates driven by the reference runtime.
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///            options connectionOptions: UIScene.ConnectionOptions) {
///     AppDelegate.recorder.recordWillConnect(session, options: connectionOptions)
///     // …
/// }
///
/// func sceneDidBecomeActive(_ scene: UIScene) {
///     AppDelegate.recorder.record(.didBecomeActive, scene: scene)
/// }
///
/// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
///     AppDelegate.recorder.recordRestoration(currentActivity, for: scene)
/// }
/// ```
@available(iOS 13.0, tvOS 13.0, macCatalyst 13.1, *)
@MainActor
extension LifecycleRecorder {
    /// The activity as a trace shows it: its type, and its `targetContentIdentifier`, `userInfo` or web page as the id.
    ///
    /// The id is the `targetContentIdentifier` when there is one; otherwise
    /// the `userInfo` rendered as `key=value` pairs sorted by key and joined
    /// by `&` (nested dictionaries and arrays rendered the same way); otherwise
    /// the `webpageURL`; otherwise empty. Equal content gives equal ids.
    public nonisolated static func traceActivity(_ activity: NSUserActivity) -> TraceActivity {
        TraceActivity(activity: activity)
    }

    private static func activities(_ set: Set<NSUserActivity>) -> [TraceActivity]? {
        guard !set.isEmpty else { return nil }
        return set.map(traceActivity).sorted { ($0.type, $0.id) < ($1.type, $1.id) }
    }

    /// Records `application(_:configurationForConnecting:options:)` with the session and its role.
    public func recordConfiguration(_ session: UISceneSession) {
        record(.configurationForConnecting, session: session.persistentIdentifier, role: session.role.rawValue)
    }

    /// Records `scene(_:willConnectTo:options:)`: the session's restoration activity and the connection options.
    ///
    /// URLs, activities and the shortcut are written only when the options have them.
    public func recordWillConnect(_ session: UISceneSession, options: UIScene.ConnectionOptions) {
        let urls = options.urlContexts.map { $0.url.absoluteString }.sorted()
        #if os(tvOS)
        let shortcut: String? = nil
        #else
        let shortcut = options.shortcutItem?.type
        #endif
        record(
            .willConnect, session: session.persistentIdentifier, role: session.role.rawValue,
            restoration: .some(session.stateRestorationActivity.map(Self.traceActivity)),
            urls: urls.isEmpty ? nil : urls, activities: Self.activities(options.userActivities),
            shortcut: shortcut)
    }

    /// Records a scene callback that takes only the scene, such as `sceneDidBecomeActive(_:)`.
    ///
    /// Use it for `sceneDidDisconnect(_:)`, `sceneWillEnterForeground(_:)`,
    /// `sceneDidBecomeActive(_:)`, `sceneWillResignActive(_:)` and
    /// `sceneDidEnterBackground(_:)`; the callbacks with arguments have their own methods.
    public func record(_ call: TraceCall, scene: UIScene) {
        record(call, session: scene.session.persistentIdentifier)
    }

    /// Records `stateRestorationActivity(for:)` with what the app returns, and returns it unchanged.
    @discardableResult
    public func recordRestoration(_ activity: NSUserActivity?, for scene: UIScene) -> NSUserActivity? {
        record(.stateRestorationActivity, session: scene.session.persistentIdentifier,
               restoration: .some(activity.map(Self.traceActivity)))
        return activity
    }

    /// Records `scene(_:openURLContexts:)` with the URLs, sorted.
    public func recordOpenURLContexts(_ contexts: Set<UIOpenURLContext>, scene: UIScene) {
        record(.openURLContexts, session: scene.session.persistentIdentifier,
               urls: contexts.map { $0.url.absoluteString }.sorted())
    }

    /// Records `scene(_:continue:)` with the one activity.
    public func recordContinue(_ activity: NSUserActivity, scene: UIScene) {
        record(.continueUserActivity, session: scene.session.persistentIdentifier,
               activities: [Self.traceActivity(activity)])
    }

    #if !os(tvOS)
    /// Records `windowScene(_:performActionFor:completionHandler:)` with the quick action's type.
    public func recordPerformAction(_ shortcutItem: UIApplicationShortcutItem, scene: UIWindowScene) {
        record(.performActionForShortcut, session: scene.session.persistentIdentifier, shortcut: shortcutItem.type)
    }
    #endif

    /// Records `application(_:didDiscardSceneSessions:)` with the sessions' identifiers, sorted.
    public func recordDiscard(_ sessions: Set<UISceneSession>) {
        record(.didDiscardSceneSessions, sessions: sessions.map { $0.persistentIdentifier }.sorted())
    }
}
#endif
