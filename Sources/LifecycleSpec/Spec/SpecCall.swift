/// A callback the specification says the system makes, with the session and scene it names.
///
/// Scenes are named by their session and a per-session number (`b2` is
/// session B's second scene). `userAction` is not a UIKit callback: it is the
/// step where the runtime performs an app-defined user action. The three
/// `application…` delivery calls exist only in the legacy lifecycle, where the
/// app delegate receives URLs, activities and quick actions; trace format 1
/// has no line for them, so they are not recorded in traces; nor for a failed Handoff's callbacks.
public enum SpecCall: Hashable, Sendable {
    case willFinishLaunching
    case didFinishLaunching
    case configurationForConnecting(SessionID, SpecRole, ConnectionContent)
    case willConnect(SessionID, scene: Int, ConnectionContent)
    case didDisconnect(SessionID, scene: Int)
    case willEnterForeground(SessionID, scene: Int)
    case didBecomeActive(SessionID, scene: Int)
    case willResignActive(SessionID, scene: Int)
    case didEnterBackground(SessionID, scene: Int)
    case stateRestorationActivity(SessionID, scene: Int)
    case openURLContexts(SessionID, scene: Int, payload: Int)
    case continueActivity(SessionID, scene: Int, payload: Int)
    case performAction(SessionID, scene: Int, payload: Int)
    /// `scene(_:willContinueUserActivityWithType:)`, then `scene(_:didFailToContinueUserActivityWithType:error:)`
    /// with the payload's activity type: a Handoff that could not be continued. Trace format 1 has no line for it.
    case failedToContinueActivity(SessionID, scene: Int, payload: Int)
    case didDiscardSceneSessions([SessionID])
    case didReceiveMemoryWarning
    case willTerminate
    case applicationDidBecomeActive
    case applicationWillResignActive
    case applicationDidEnterBackground
    case applicationWillEnterForeground
    case userAction(SessionID, scene: Int, action: Int)
    /// Legacy lifecycle: `application(_:open:options:)` with the payload's URL.
    case applicationOpenURL(payload: Int)
    /// Legacy lifecycle: `application(_:willContinueUserActivityWithType:)`, then
    /// `application(_:continue:restorationHandler:)` with the payload's activity.
    case applicationContinueActivity(payload: Int)
    /// Legacy lifecycle: `application(_:performActionFor:completionHandler:)` with the payload's quick action.
    case applicationPerformAction(payload: Int)
    /// Legacy lifecycle: `application(_:willContinueUserActivityWithType:)`, then
    /// `application(_:didFailToContinueUserActivityWithType:error:)` with the payload's activity type.
    case applicationFailedToContinueActivity(payload: Int)

    /// The trace call this callback is recorded as; `nil` for `userAction`, which is not a callback, and
    /// for the legacy delivery calls, which trace format 1 has no line for.
    public var traceCall: TraceCall? {
        switch self {
        case .willFinishLaunching: return .willFinishLaunching
        case .didFinishLaunching: return .didFinishLaunching
        case .configurationForConnecting: return .configurationForConnecting
        case .willConnect: return .willConnect
        case .didDisconnect: return .didDisconnect
        case .willEnterForeground: return .willEnterForeground
        case .didBecomeActive: return .didBecomeActive
        case .willResignActive: return .willResignActive
        case .didEnterBackground: return .didEnterBackground
        case .stateRestorationActivity: return .stateRestorationActivity
        case .openURLContexts: return .openURLContexts
        case .continueActivity: return .continueUserActivity
        case .performAction: return .performActionForShortcut
        case .didDiscardSceneSessions: return .didDiscardSceneSessions
        case .didReceiveMemoryWarning: return .didReceiveMemoryWarning
        case .willTerminate: return .willTerminate
        case .applicationDidBecomeActive: return .applicationDidBecomeActive
        case .applicationWillResignActive: return .applicationWillResignActive
        case .applicationDidEnterBackground: return .applicationDidEnterBackground
        case .applicationWillEnterForeground: return .applicationWillEnterForeground
        case .userAction, .applicationOpenURL, .applicationContinueActivity, .applicationPerformAction,
             .failedToContinueActivity, .applicationFailedToContinueActivity: return nil
        }
    }
}

extension SpecCall: CustomStringConvertible {
    /// A compact rendering for timelines: `willConnect b2`, `didDiscard A, C`, `configurationForConnecting B`.
    public var description: String {
        switch self {
        case .configurationForConnecting(let s, _, _): return "configurationForConnecting \(s)"
        case .willConnect(let s, let n, _): return "willConnect \(s.sceneName(n))"
        case .didDisconnect(let s, let n): return "didDisconnect \(s.sceneName(n))"
        case .willEnterForeground(let s, let n): return "willEnterForeground \(s.sceneName(n))"
        case .didBecomeActive(let s, let n): return "didBecomeActive \(s.sceneName(n))"
        case .willResignActive(let s, let n): return "willResignActive \(s.sceneName(n))"
        case .didEnterBackground(let s, let n): return "didEnterBackground \(s.sceneName(n))"
        case .stateRestorationActivity(let s, let n): return "stateRestorationActivity \(s.sceneName(n))"
        case .openURLContexts(let s, let n, let p): return "openURLContexts \(s.sceneName(n)) #\(p)"
        case .continueActivity(let s, let n, let p): return "continue \(s.sceneName(n)) #\(p)"
        case .performAction(let s, let n, let p): return "performActionFor \(s.sceneName(n)) #\(p)"
        case .failedToContinueActivity(let s, let n, let p): return "didFailToContinue \(s.sceneName(n)) #\(p)"
        case .didDiscardSceneSessions(let ids): return "didDiscard \(ids.map(\.name).joined(separator: ", "))"
        case .userAction(let s, let n, let a): return "userAction \(s.sceneName(n)) #\(a)"
        case .applicationOpenURL(let p): return "application(_:open:) #\(p)"
        case .applicationContinueActivity(let p): return "application(_:continue:) #\(p)"
        case .applicationPerformAction(let p): return "application(_:performActionFor:) #\(p)"
        case .applicationFailedToContinueActivity(let p): return "application(_:didFailToContinue:) #\(p)"
        default: return traceCall!.shortName
        }
    }
}
