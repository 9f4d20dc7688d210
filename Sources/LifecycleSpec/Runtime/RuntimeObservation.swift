/// What the runtime saw while driving the app, for the app rules (A1–A13) and tools.
public enum RuntimeObservation: Sendable {
    /// A callback is about to be delivered.
    case willDeliver(SpecCall)
    /// A callback returned.
    case didDeliver(SpecCall)
    /// `didFinishLaunching` returned this value.
    case launchReturned(Bool)
    /// `configurationForConnecting` returned this configuration for the session.
    case configurationChosen(SceneConfiguration, session: SessionID)
    /// `stateRestorationActivity(for:)` returned this activity for the session.
    case restorationReturned(UserActivity?, session: SessionID)
    /// The app wrote (or, with `new == nil`, deleted) a storage key.
    case storageWrite(key: String, old: String?, new: String?)
    /// The app made a window, for a scene (by identifier) or for none.
    case windowCreated(sceneIdentifier: String?)
    /// A notification was delivered to an observer registered by a scene (or by no scene).
    case notificationDelivered(name: String, observerScene: String?, observerSession: String?)
    /// The system passed a completion handler (number `handler`) to a scene's delegate.
    case completionHandlerIssued(scene: String, handler: Int)
    /// Completion handler number `handler` was called; `count` is how often so far.
    case completionHandlerCalled(scene: String, handler: Int, count: Int)
    /// A URL, user activity or quick action reached a session's scene (at willConnect or while connected).
    case contentDelivered(session: SessionID, DeliveredContent)
    /// The app asked for a scene session's activation or destruction.
    case sceneRequestMade
    /// The process is about to end (death or termination); its scenes are still in place.
    case processWillEnd
    /// An event and all the work it caused finished.
    case eventFinished(RuntimeStep)
    /// The process ended (death or termination).
    case processEnded
}

/// Receives the runtime's observations, synchronously, in order.
@MainActor
public protocol RuntimeObserver: AnyObject {
    func runtime(_ runtime: ReferenceRuntime, observed observation: RuntimeObservation)
}

/// A URL, activity or quick action as the runtime delivered it.
public enum DeliveredContent: Hashable, Sendable {
    case url(String)
    case activity(UserActivity)
    case shortcut(ShortcutItem)
}
