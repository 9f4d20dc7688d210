/// What the runtime saw while driving the app, for the app rules (A1–A13) and tools.
package enum RuntimeObservation: Sendable {
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

extension RuntimeObservation {
    /// The case of this observation, as a number in declaration order (0 ..< `caseCount`).
    ///
    /// A new case takes the next number here, raises `caseCount`, and gets an `ObservationKinds` member.
    package var caseIndex: Int {
        switch self {
        case .willDeliver: 0
        case .didDeliver: 1
        case .launchReturned: 2
        case .configurationChosen: 3
        case .restorationReturned: 4
        case .storageWrite: 5
        case .windowCreated: 6
        case .completionHandlerIssued: 7
        case .completionHandlerCalled: 8
        case .contentDelivered: 9
        case .sceneRequestMade: 10
        case .processWillEnd: 11
        case .eventFinished: 12
        case .processEnded: 13
        }
    }

    /// How many cases `RuntimeObservation` has.
    package static let caseCount = 14
}

/// A set of observation cases, for an observer to say which ones it reads.
package struct ObservationKinds: OptionSet, Sendable {
    package let rawValue: UInt32
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    package static let willDeliver = ObservationKinds(rawValue: 1 << 0)
    package static let didDeliver = ObservationKinds(rawValue: 1 << 1)
    package static let launchReturned = ObservationKinds(rawValue: 1 << 2)
    package static let configurationChosen = ObservationKinds(rawValue: 1 << 3)
    package static let restorationReturned = ObservationKinds(rawValue: 1 << 4)
    package static let storageWrite = ObservationKinds(rawValue: 1 << 5)
    package static let windowCreated = ObservationKinds(rawValue: 1 << 6)
    package static let completionHandlerIssued = ObservationKinds(rawValue: 1 << 7)
    package static let completionHandlerCalled = ObservationKinds(rawValue: 1 << 8)
    package static let contentDelivered = ObservationKinds(rawValue: 1 << 9)
    package static let sceneRequestMade = ObservationKinds(rawValue: 1 << 10)
    package static let processWillEnd = ObservationKinds(rawValue: 1 << 11)
    package static let eventFinished = ObservationKinds(rawValue: 1 << 12)
    package static let processEnded = ObservationKinds(rawValue: 1 << 13)
    /// Every case.
    package static let all = ObservationKinds(rawValue: (1 << UInt32(RuntimeObservation.caseCount)) - 1)
}

/// Receives the runtime's observations, synchronously, in order.
@MainActor
package protocol RuntimeObserver: AnyObject {
    func runtime(_ runtime: ReferenceRuntime, observed observation: RuntimeObservation)
}

/// A URL, activity or quick action as the runtime delivered it.
package enum DeliveredContent: Hashable, Sendable {
    case url(String)
    case activity(UserActivity)
    case shortcut(ShortcutItem)
}
