/// Something the system (or the user, or the app through a request) does to the app.
///
/// This is the alphabet of the specification and of the generator. Each event
/// is legal only in some states (`Specification.isLegal(_:in:)`), and produces
/// an exact sequence of callbacks (`Specification.apply(_:to:emit:)`).
/// Events that create a session never name it: the new session is the next
/// creation index, so a sequence of events is a complete, replayable value.
public enum LifecycleEvent: Hashable, Sendable {
    /// Who asked for a window change: the user, or the app through
    /// `requestSceneSessionActivation` / `requestSceneSessionDestruction`.
    public enum Requester: String, Hashable, Sendable, CaseIterable {
        case user, app
    }

    /// Where a URL, user activity or quick action goes.
    public enum Target: Hashable, Sendable {
        /// An existing session (connected or not).
        case session(SessionID)
        /// A new window (a new session is created for it).
        case newWindow
    }

    /// The user taps the icon: launch, then connect the most recent session or a new one.
    case launch
    /// The system launches the app in the background; no scene comes to the foreground.
    case backgroundLaunch
    /// The system launches the app in the background and connects a session's scene, which stays in the
    /// background (to process an event, a location update say). With `protectedDataAvailable` false the
    /// device is locked since boot and the connect carries no restoration activity.
    case backgroundConnect(SessionID, protectedDataAvailable: Bool)
    /// A new window: the user opens one, or the app requests activation with no session.
    case openWindow(Requester)
    /// A session's window comes to the foreground, reconnecting its scene if needed.
    case foreground(SessionID, Requester)
    /// A call overlay or notification centre covers an active scene.
    case interrupt(SessionID)
    /// The interruption ends.
    case endInterruption(SessionID)
    /// The user goes home or switches app: the scene goes to the background.
    case background(SessionID)
    /// The system disconnects a background scene to reclaim memory.
    case systemDisconnect(SessionID)
    /// The user swipes the window away in the switcher, or the app requests destruction.
    case discard(SessionID, Requester)
    /// The suspended process is killed.
    case processDeath
    /// The process is terminated while running.
    case terminate
    /// The user swipes the app away in the app switcher while a scene is in the foreground, in one of
    /// the reported orders; the process ends.
    case forceQuit(SpecOptions.ForceQuitOrder)
    /// A URL is opened in the app.
    case openURL(Target, payload: Int)
    /// A user activity is continued (Spotlight, drag to a new window, an app's activation request): at
    /// connect it arrives in the connection options.
    case continueActivity(Target, payload: Int)
    /// A Handoff activity is continued: at connect the options carry only its type, and the activity
    /// follows by continue once the scene is connected.
    case handoff(Target, payload: Int)
    /// A Handoff activity cannot be continued (its data never arrives): as `handoff` up to the type at
    /// connect, then `willContinueUserActivityWithType` and `didFailToContinueUserActivityWithType:error:`
    /// in place of the activity.
    case failedHandoff(Target, payload: Int)
    /// A home-screen quick action is chosen.
    case shortcut(Target, payload: Int)
    /// The system warns of low memory.
    case memoryWarning
    /// A display is connected; the system creates a session for it.
    case connectExternalDisplay
    /// The display is disconnected; its scene is disconnected and its session discarded.
    case disconnectExternalDisplay
    /// An app-defined user action (number `action`) in an active scene.
    case userAction(SessionID, action: Int)
    /// Legacy lifecycle: the app comes back to the foreground.
    case appForeground
    /// Legacy lifecycle: the app goes to the background.
    case appBackground
    /// Legacy lifecycle: an interruption covers the active app.
    case appInterrupt
    /// Legacy lifecycle: the interruption ends.
    case appEndInterruption

    /// The kind of the event, without its arguments.
    public var kind: Kind {
        switch self {
        case .launch: return .launch
        case .backgroundLaunch: return .backgroundLaunch
        case .backgroundConnect: return .backgroundConnect
        case .openWindow(.user): return .openWindow
        case .openWindow(.app): return .requestNewWindow
        case .foreground(_, .user): return .foreground
        case .foreground(_, .app): return .requestForeground
        case .interrupt: return .interrupt
        case .endInterruption: return .endInterruption
        case .background: return .background
        case .systemDisconnect: return .systemDisconnect
        case .discard(_, .user): return .discard
        case .discard(_, .app): return .requestDestruction
        case .processDeath: return .processDeath
        case .terminate: return .terminate
        case .forceQuit: return .forceQuit
        case .openURL: return .openURL
        case .continueActivity: return .continueActivity
        case .handoff: return .handoff
        case .failedHandoff: return .failedHandoff
        case .shortcut: return .shortcut
        case .memoryWarning: return .memoryWarning
        case .connectExternalDisplay: return .connectExternalDisplay
        case .disconnectExternalDisplay: return .disconnectExternalDisplay
        case .userAction: return .userAction
        case .appForeground: return .appForeground
        case .appBackground: return .appBackground
        case .appInterrupt: return .appInterrupt
        case .appEndInterruption: return .appEndInterruption
        }
    }

    /// The session the event names, if it names one.
    public var session: SessionID? {
        switch self {
        case .foreground(let s, _), .interrupt(let s), .endInterruption(let s), .background(let s),
             .systemDisconnect(let s), .discard(let s, _), .userAction(let s, _), .backgroundConnect(let s, _):
            return s
        case .openURL(.session(let s), _), .continueActivity(.session(let s), _), .shortcut(.session(let s), _),
             .handoff(.session(let s), _), .failedHandoff(.session(let s), _):
            return s
        default:
            return nil
        }
    }

    /// The same event naming `session` instead of the session it names (no change if it names none).
    public func renamingSession(_ session: SessionID) -> LifecycleEvent {
        switch self {
        case .foreground(_, let r): return .foreground(session, r)
        case .interrupt: return .interrupt(session)
        case .endInterruption: return .endInterruption(session)
        case .background: return .background(session)
        case .systemDisconnect: return .systemDisconnect(session)
        case .discard(_, let r): return .discard(session, r)
        case .userAction(_, let a): return .userAction(session, action: a)
        case .openURL(.session, let p): return .openURL(.session(session), payload: p)
        case .continueActivity(.session, let p): return .continueActivity(.session(session), payload: p)
        case .handoff(.session, let p): return .handoff(.session(session), payload: p)
        case .failedHandoff(.session, let p): return .failedHandoff(.session(session), payload: p)
        case .backgroundConnect(_, let available): return .backgroundConnect(session, protectedDataAvailable: available)
        case .shortcut(.session, let p): return .shortcut(.session(session), payload: p)
        default: return self
        }
    }
}

extension LifecycleEvent {
    /// The kinds of event, in a fixed order used for weights, coverage and statistics.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case launch, backgroundLaunch, backgroundConnect, openWindow, requestNewWindow, foreground, requestForeground
        case interrupt, endInterruption, background, systemDisconnect, discard, requestDestruction
        case processDeath, terminate, forceQuit, openURL, continueActivity, handoff, shortcut, memoryWarning
        case connectExternalDisplay, disconnectExternalDisplay, userAction
        case appForeground, appBackground, appInterrupt, appEndInterruption
        case failedHandoff

        /// Whether the kind belongs to the legacy (app-level UI) alphabet.
        public var isLegacyOnly: Bool {
            switch self {
            case .appForeground, .appBackground, .appInterrupt, .appEndInterruption: return true
            default: return false
            }
        }

        /// Whether the kind is in the alphabet of both lifecycles.
        public var isShared: Bool {
            switch self {
            case .launch, .backgroundLaunch, .processDeath, .terminate, .memoryWarning,
                 .openURL, .continueActivity, .handoff, .failedHandoff, .shortcut, .userAction: return true
            default: return false
            }
        }

        public var description: String { rawValue }

        /// The kind's position in `allCases`, for tables indexed by kind (no hashing on hot paths).
        @inlinable
        public var ordinal: Int {
            switch self {
            case .launch: return 0
            case .backgroundLaunch: return 1
            case .backgroundConnect: return 2
            case .openWindow: return 3
            case .requestNewWindow: return 4
            case .foreground: return 5
            case .requestForeground: return 6
            case .interrupt: return 7
            case .endInterruption: return 8
            case .background: return 9
            case .systemDisconnect: return 10
            case .discard: return 11
            case .requestDestruction: return 12
            case .processDeath: return 13
            case .terminate: return 14
            case .forceQuit: return 15
            case .openURL: return 16
            case .continueActivity: return 17
            case .handoff: return 18
            case .shortcut: return 19
            case .memoryWarning: return 20
            case .connectExternalDisplay: return 21
            case .disconnectExternalDisplay: return 22
            case .userAction: return 23
            case .appForeground: return 24
            case .appBackground: return 25
            case .appInterrupt: return 26
            case .appEndInterruption: return 27
            case .failedHandoff: return 28
            }
        }
    }
}

extension LifecycleEvent: CustomStringConvertible {
    /// A compact, stable rendering such as `foreground B`, `openURL →new #1`, `discard A (app)`.
    public var description: String {
        func target(_ t: Target) -> String {
            switch t {
            case .session(let s): return s.name
            case .newWindow: return "new"
            }
        }
        switch self {
        case .launch: return "launch"
        case .backgroundLaunch: return "backgroundLaunch"
        case .backgroundConnect(let s, true): return "backgroundConnect \(s)"
        case .backgroundConnect(let s, false): return "backgroundConnect \(s) locked"
        case .openWindow(.user): return "openWindow"
        case .openWindow(.app): return "requestNewWindow"
        case .foreground(let s, .user): return "foreground \(s)"
        case .foreground(let s, .app): return "requestForeground \(s)"
        case .interrupt(let s): return "interrupt \(s)"
        case .endInterruption(let s): return "endInterruption \(s)"
        case .background(let s): return "background \(s)"
        case .systemDisconnect(let s): return "systemDisconnect \(s)"
        case .discard(let s, .user): return "discard \(s)"
        case .discard(let s, .app): return "requestDestruction \(s)"
        case .processDeath: return "processDeath"
        case .terminate: return "terminate"
        case .forceQuit(let order): return "forceQuit \(order.rawValue)"
        case .openURL(let t, let p): return "openURL \(target(t)) #\(p)"
        case .continueActivity(let t, let p): return "continueActivity \(target(t)) #\(p)"
        case .handoff(let t, let p): return "handoff \(target(t)) #\(p)"
        case .failedHandoff(let t, let p): return "failedHandoff \(target(t)) #\(p)"
        case .shortcut(let t, let p): return "shortcut \(target(t)) #\(p)"
        case .memoryWarning: return "memoryWarning"
        case .connectExternalDisplay: return "connectExternalDisplay"
        case .disconnectExternalDisplay: return "disconnectExternalDisplay"
        case .userAction(let s, let a): return "userAction \(s) #\(a)"
        case .appForeground: return "appForeground"
        case .appBackground: return "appBackground"
        case .appInterrupt: return "appInterrupt"
        case .appEndInterruption: return "appEndInterruption"
        }
    }
}

extension LifecycleEvent {
    /// The kind of content an open-URL, continue-activity or shortcut event delivers (`.all` for others).
    package var deliveryKind: DeliveryKinds {
        switch self {
        case .openURL: return .urls
        case .continueActivity, .handoff, .failedHandoff: return .activities
        case .shortcut: return .shortcuts
        default: return .all
        }
    }
}
