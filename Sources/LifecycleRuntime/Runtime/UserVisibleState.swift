import LifecycleUIKit

/// What a user and the system can observe of an app between events, in either lifecycle: whether it is
/// running and in the foreground, what its window shows, and what it has stored.
///
/// The migration check compares an app's legacy version with its scene version by this value after
/// every step. It holds nothing of either lifecycle's machinery (sessions, scenes, persistent
/// identifiers), so the two versions are comparable.
public struct UserVisibleState: Hashable, @unchecked Sendable {
    /// Where the app is: not running, in the background, in the foreground inactive, or active.
    public enum Presence: String, Hashable, Sendable {
        case notRunning = "not running"
        case background
        case inactive
        case active
    }

    /// Where the app is.
    public var presence: Presence
    /// What the window the user sees shows: one value per visible view controller, bottom first (its
    /// `sceneContent`, else its class name and title); empty in the background or when nothing is shown.
    /// Compared by value, so content holding a Set or a Dictionary compares equal whatever its order.
    public var shown: [AnyHashable]
    /// The stored keys and their values, rendered: the standard user defaults, the declared suites and
    /// files, but not the sessions' `userInfo`, which the legacy lifecycle has no place for.
    public var stored: [String: String]

    /// `shown` printed, `Master › Detail`, or `nothing`.
    public var shownDescription: String {
        shown.isEmpty ? "nothing" : shown.map { StableDescription.of($0.base) }.joined(separator: " › ")
    }

    public init(presence: Presence, shown: [AnyHashable], stored: [String: String]) {
        self.presence = presence
        self.shown = shown
        self.stored = stored
    }
}

extension ReferenceRuntime {
    /// What a user and the system can observe of the app now (read after an event).
    ///
    /// In the scene lifecycle the window read is the foreground scene's (the active one first); in the
    /// legacy lifecycle it is the app delegate's `window`. What a window shows is its visible view
    /// controllers, each read through `SceneContentProviding.sceneContent` (the value whole) or as its
    /// class name and title.
    public func userVisibleState() -> UserVisibleState {
        var stored: [String: String] = [:]
        for key in appState.keys where !key.hasPrefix("UISceneSession(") { stored[key] = appState.value(forKey: key) }
        guard application != nil else { return UserVisibleState(presence: .notRunning, shown: [], stored: stored) }
        let presence: UserVisibleState.Presence
        var window: UIWindow?
        if configuration.spec.usesScenes {
            let foreground = openSessionObjects.compactMap { scene(ofSessionObject: $0) }
                .filter { $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive }
            let visible = foreground.first { $0.activationState == .foregroundActive } ?? foreground.first
            presence = visible.map { $0.activationState == .foregroundActive ? .active : .inactive } ?? .background
            window = visible.flatMap(AppView.window(of:))
        } else {
            switch state.legacyActivation {
            case .foregroundActive?: presence = .active
            case .foregroundInactive?: presence = .inactive
            default: presence = .background
            }
            window = presence == .background ? nil : appDelegate?.window
        }
        return UserVisibleState(presence: presence, shown: ContentReading.shown(in: window), stored: stored)
    }

    /// What a user and the system can observe of the app at this moment, its stored values read again first: for
    /// reading the app between two callbacks of one event (where ``userVisibleState()`` would show the values read at
    /// the end of the last event).
    package func currentUserVisibleState() -> UserVisibleState {
        noteStateChanges()
        return userVisibleState()
    }

    private func scene(ofSessionObject session: UISceneSession) -> UIWindowScene? {
        scene(of: SessionID(session.index))
    }
}

extension ContentReading {
    /// What a window's visible view controllers show, bottom first: each one's `sceneContent` (`nil` when
    /// it has none), else its class name, title and the text its labels, text views and text fields show (what a user
    /// reads on screen: two versions of one app showing different articles under one title differ there). Empty
    /// when the window shows nothing.
    @MainActor
    package static func shown(in window: UIWindow?) -> [AnyHashable] {
        guard let root = window?.rootViewController else { return [] }
        var chain: [UIViewController] = []
        collect(root, into: &chain)
        return chain.map { controller -> AnyHashable in
            if let provider = controller as? any SceneContentProviding {
                return provider.sceneContent ?? AnyHashable("nothing")
            }
            return AnyHashable(ShownController(type: String(describing: type(of: controller)), title: controller.title,
                                               texts: texts(of: controller, labels: true)))
        }
    }

}
