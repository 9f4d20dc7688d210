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
    /// A URL is opened in the app.
    case openURL(Target, payload: Int)
    /// A user activity is continued (Handoff, Spotlight, drag to a new window).
    case continueActivity(Target, payload: Int)
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
        case .openURL: return .openURL
        case .continueActivity: return .continueActivity
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
             .systemDisconnect(let s), .discard(let s, _), .userAction(let s, _):
            return s
        case .openURL(.session(let s), _), .continueActivity(.session(let s), _), .shortcut(.session(let s), _):
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
        case .shortcut(.session, let p): return .shortcut(.session(session), payload: p)
        default: return self
        }
    }
}

extension LifecycleEvent {
    /// The kinds of event, in a fixed order used for weights, coverage and statistics.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case launch, backgroundLaunch, openWindow, requestNewWindow, foreground, requestForeground
        case interrupt, endInterruption, background, systemDisconnect, discard, requestDestruction
        case processDeath, terminate, openURL, continueActivity, shortcut, memoryWarning
        case connectExternalDisplay, disconnectExternalDisplay, userAction
        case appForeground, appBackground, appInterrupt, appEndInterruption

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
            case .launch, .backgroundLaunch, .processDeath, .terminate, .memoryWarning: return true
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
            case .openWindow: return 2
            case .requestNewWindow: return 3
            case .foreground: return 4
            case .requestForeground: return 5
            case .interrupt: return 6
            case .endInterruption: return 7
            case .background: return 8
            case .systemDisconnect: return 9
            case .discard: return 10
            case .requestDestruction: return 11
            case .processDeath: return 12
            case .terminate: return 13
            case .openURL: return 14
            case .continueActivity: return 15
            case .shortcut: return 16
            case .memoryWarning: return 17
            case .connectExternalDisplay: return 18
            case .disconnectExternalDisplay: return 19
            case .userAction: return 20
            case .appForeground: return 21
            case .appBackground: return 22
            case .appInterrupt: return 23
            case .appEndInterruption: return 24
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
        case .openURL(let t, let p): return "openURL \(target(t)) #\(p)"
        case .continueActivity(let t, let p): return "continueActivity \(target(t)) #\(p)"
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
    var deliveryKind: DeliveryKinds {
        switch self {
        case .openURL: return .urls
        case .continueActivity: return .activities
        case .shortcut: return .shortcuts
        default: return .all
        }
    }
}
