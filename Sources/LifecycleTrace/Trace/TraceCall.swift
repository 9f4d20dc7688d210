#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// One delegate method of trace format version 1, spelled as Swift spells its selector.
///
/// The raw value is the exact string of the `call` field in a trace line.
/// The order of the cases is the order in which `trace-format.md` lists them;
/// it is stable and used wherever calls are listed.
public enum TraceCall: String, CaseIterable, Hashable, Sendable {
    case willFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"
    case didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
    case configurationForConnecting = "application(_:configurationForConnecting:options:)"
    case didDiscardSceneSessions = "application(_:didDiscardSceneSessions:)"
    case didReceiveMemoryWarning = "applicationDidReceiveMemoryWarning(_:)"
    case willTerminate = "applicationWillTerminate(_:)"
    case applicationDidBecomeActive = "applicationDidBecomeActive(_:)"
    case applicationWillResignActive = "applicationWillResignActive(_:)"
    case applicationDidEnterBackground = "applicationDidEnterBackground(_:)"
    case applicationWillEnterForeground = "applicationWillEnterForeground(_:)"
    case willConnect = "scene(_:willConnectTo:options:)"
    case didDisconnect = "sceneDidDisconnect(_:)"
    case willEnterForeground = "sceneWillEnterForeground(_:)"
    case didBecomeActive = "sceneDidBecomeActive(_:)"
    case willResignActive = "sceneWillResignActive(_:)"
    case didEnterBackground = "sceneDidEnterBackground(_:)"
    case stateRestorationActivity = "stateRestorationActivity(for:)"
    case openURLContexts = "scene(_:openURLContexts:)"
    case continueUserActivity = "scene(_:continue:)"
    case performActionForShortcut = "windowScene(_:performActionFor:completionHandler:)"

    /// The call whose raw value is `name`, or `nil`; the same answer as `init(rawValue:)`, without hashing.
    ///
    /// Candidates are narrowed by length first (at most two share a length), so a line costs a
    /// few string comparisons; the trace reader calls this once per line.
    package init?(traceName name: String) {
        let length = name.utf8.count
        guard length < Self.byLength.count else { return nil }
        for call in Self.byLength[length] where call.rawValue == name {
            self = call
            return
        }
        return nil
    }

    /// The call whose raw value has exactly the UTF-8 bytes `name`, or `nil`; matched as bytes, no string made.
    ///
    /// The same answer as ``init(traceName:)`` for ASCII names (the trace reader's fast path passes only those):
    /// the candidates of the name's length (at most two) are compared byte for byte.
    package init?(traceName name: UnsafeBufferPointer<UInt8>) {
        let length = name.count
        guard 2 * length + 1 < Self.candidates.count, let p = name.baseAddress else { return nil }
        let found: Int? = Self.utf8Names.withUnsafeBufferPointer { names in
            for slot in 2 * length...(2 * length + 1) {
                let index = Self.candidates[slot]
                if index >= 0, memcmp(names.baseAddress! + Self.utf8Starts[index], p, length) == 0 { return index }
            }
            return nil
        }
        guard let found else { return nil }
        self = Self.cases[found]
    }

    /// Every case, in order, made once.
    private static let cases: [TraceCall] = allCases
    /// The raw values' UTF-8, one after another in case order, and where each case's starts.
    private static let utf8Names: [UInt8] = allCases.flatMap { Array($0.rawValue.utf8) }
    private static let utf8Starts: [Int] = {
        var starts: [Int] = []
        var at = 0
        for call in allCases {
            starts.append(at)
            at += call.rawValue.utf8.count
        }
        return starts
    }()
    /// For each raw-value length *n*, slots 2*n* and 2*n* + 1 hold the case indices of that length, or -1.
    private static let candidates: [Int] = {
        var table = [Int](repeating: -1, count: 2 * byLength.count)
        for (index, call) in allCases.enumerated() {
            let n = call.rawValue.utf8.count
            precondition(table[2 * n + 1] < 0, "at most two calls share a length")
            table[table[2 * n] < 0 ? 2 * n : 2 * n + 1] = index
        }
        return table
    }()

    /// The cases by the length of their raw value.
    private static let byLength: [[TraceCall]] = {
        var table = [[TraceCall]](repeating: [], count: allCases.map(\.rawValue.utf8.count).max()! + 1)
        for call in allCases { table[call.rawValue.utf8.count].append(call) }
        return table
    }()

    /// Whether this is one of the ten scene callbacks (from willConnect to performActionFor).
    public var isSceneCallback: Bool {
        switch self {
        case .willConnect, .didDisconnect, .willEnterForeground, .didBecomeActive,
             .willResignActive, .didEnterBackground, .stateRestorationActivity,
             .openURLContexts, .continueUserActivity, .performActionForShortcut:
            return true
        default:
            return false
        }
    }

    /// Whether this is one of the four app-level UI-state callbacks of the legacy lifecycle.
    public var isApplicationUIStateCallback: Bool {
        switch self {
        case .applicationDidBecomeActive, .applicationWillResignActive,
             .applicationDidEnterBackground, .applicationWillEnterForeground:
            return true
        default:
            return false
        }
    }

    /// Whether this call starts a launch (`willFinishLaunching` or `didFinishLaunching`).
    public var isLaunch: Bool { self == .willFinishLaunching || self == .didFinishLaunching }

    /// A short name for timelines and messages, such as `willConnect` or `didDiscard`.
    public var shortName: String {
        switch self {
        case .willFinishLaunching: return "willFinishLaunching"
        case .didFinishLaunching: return "didFinishLaunching"
        case .configurationForConnecting: return "configurationForConnecting"
        case .didDiscardSceneSessions: return "didDiscardSceneSessions"
        case .didReceiveMemoryWarning: return "didReceiveMemoryWarning"
        case .willTerminate: return "willTerminate"
        case .applicationDidBecomeActive: return "applicationDidBecomeActive"
        case .applicationWillResignActive: return "applicationWillResignActive"
        case .applicationDidEnterBackground: return "applicationDidEnterBackground"
        case .applicationWillEnterForeground: return "applicationWillEnterForeground"
        case .willConnect: return "willConnect"
        case .didDisconnect: return "didDisconnect"
        case .willEnterForeground: return "willEnterForeground"
        case .didBecomeActive: return "didBecomeActive"
        case .willResignActive: return "willResignActive"
        case .didEnterBackground: return "didEnterBackground"
        case .stateRestorationActivity: return "stateRestorationActivity"
        case .openURLContexts: return "openURLContexts"
        case .continueUserActivity: return "continue"
        case .performActionForShortcut: return "performActionFor"
        }
    }
}
