/// What a trace has shown so far: processes, sessions, scenes, and what was stored for restoration.
///
/// The system rules read it before each line and the checker updates it
/// after; it is built to stream (one pass, memory proportional to the number
/// of sessions, not lines). Updates are forgiving: a call that breaks a rule
/// still moves the model to where the call says, so one error does not cascade.
public struct TraceModel: Sendable {
    /// Where the current process is.
    public enum Phase: Hashable, Sendable {
        /// No launch seen yet.
        case notLaunched
        /// willFinishLaunching seen on this line; didFinishLaunching must come next.
        case launching(Int)
        /// didFinishLaunching seen.
        case running
        /// applicationWillTerminate seen on this line; only a launch may follow.
        case terminated(Int)
    }

    /// What is known of a session's stored restoration activity (S6).
    public enum Restoration: Hashable, Sendable {
        /// An existing session whose activity no line has shown yet.
        case unknown
        /// The stored activity (`nil` for none) and the line that set it (`nil`: a new session's null).
        case known(TraceActivity?, line: Int?)
    }

    /// A connected scene.
    public struct Scene: Hashable, Sendable {
        /// The `scene` field of its willConnect, if any.
        public var identifier: String?
        public var activation: ActivationState
        /// The line where it entered `activation`.
        public var since: Int
        /// The line of its willConnect.
        public var connectedAt: Int
    }

    /// A session the trace has named.
    public struct Session: Hashable, Sendable {
        public var isApplication: Bool = true
        /// The line of its configurationForConnecting, if any.
        public var configuredAt: Int?
        /// The line where it first appeared (configuration or willConnect); `nil` for a header session.
        public var createdAt: Int?
        public var existedBeforeRecording: Bool = false
        public var scene: Scene?
        /// The line of its last didDisconnect, if any.
        public var disconnectedAt: Int?
        public var restoration: Restoration = .known(nil, line: nil)
        /// The line of its first didDiscardSceneSessions report.
        public var discardedAt: Int?
        /// Whether that report came right after a didFinishLaunching (a deferred discard, S7).
        public var discardWasDeferred: Bool = false
        /// Whether a line has named it (always, except for a header session not yet mentioned): S9 counts
        /// a header session from its first mention, since one it never names may have been discarded.
        public var hasAppeared: Bool = true
        /// Whether a configurationForConnecting or willConnect stated its role.
        public var roleStated: Bool = false
    }

    /// A didDisconnect from the foreground awaiting what makes it legal (S4): a discard naming its
    /// session, or, from fgInactive, the end of the process (a force quit).
    public struct PendingDisconnect: Hashable, Sendable {
        public var session: String
        public var line: Int
        public var from: ActivationState
        public var since: Int
    }

    public let header: TraceHeader
    public internal(set) var phase: Phase = .notLaunched
    /// The line of the current process's didFinishLaunching.
    public internal(set) var launchedAt: Int?
    /// Whether the previous lines since didFinishLaunching were only didDiscardSceneSessions.
    public internal(set) var rightAfterLaunch: Bool = false
    /// Sessions by persistent identifier (looked up, never iterated for output).
    public internal(set) var sessions: [String: Session] = [:]
    /// didDisconnects from the foreground awaiting the line that makes them legal (S4), in line order.
    /// Other scenes' didDisconnects between them and that line are part of the same ending.
    public internal(set) var pendingForegroundDisconnects: [PendingDisconnect] = []
    /// Whether a scene of the current process has entered the foreground. Until one has, protected data
    /// may be unavailable (the device not unlocked since boot), and a willConnect may carry a null
    /// restoration activity where one was stored (S6).
    public internal(set) var foregroundSeenInProcess: Bool = false
    /// An S9 violation on a configurationForConnecting without a role, waiting for the next line, which
    /// may be the session's willConnect stating another role.
    var pendingWindowLimit: (session: String, violation: Violation)?
    /// The previous line's call.
    public internal(set) var previousCall: TraceCall?
    /// The session the line being checked names (its `session` field), as the lines before it left it;
    /// `nil` when the line names none or an unknown one. Looked up once per line, so the rules do not hash
    /// the identifier again.
    public internal(set) var current: Session?

    public init(header: TraceHeader) {
        self.header = header
        for id in header.existingSessions {
            var s = Session()
            s.existedBeforeRecording = true
            s.hasAppeared = false
            s.restoration = .unknown
            sessions[id] = s
        }
    }

    /// Whether this trace's device and manifest allow one `windowApplication` session at most (S9).
    public var limitsToOneApplicationSession: Bool { header.device == .phone || !header.multipleScenes }

    /// The persistent identifiers of live application sessions other than `id` that a line has named, sorted.
    func otherLiveApplicationSessions(than id: String) -> [String] {
        sessions.filter { $0.key != id && $0.value.isApplication && $0.value.hasAppeared && $0.value.discardedAt == nil }
            .map(\.key).sorted()
    }

    /// Whether a willConnect's null restoration may be the system's, not a loss: protected data can still
    /// be unavailable, since no scene of this process has been in the foreground (S6).
    public var protectedDataMayBeUnavailable: Bool { !foregroundSeenInProcess }

    /// Application sessions other than `id` whose scene is in the foreground, sorted.
    func otherForegroundApplicationScenes(than id: String) -> [String] {
        sessions.filter { $0.key != id && $0.value.isApplication && ($0.value.scene?.activation.isForeground ?? false) }
            .map(\.key).sorted()
    }

    /// A display name for a session's connected scene: its identifier, else `scene of A`.
    func sceneName(_ session: String) -> String {
        sessions[session]?.scene?.identifier ?? "the scene of \(session)"
    }

    /// Looks up the session `line` names into `current`, before the rules read the line.
    /// Only scene callbacks and configurationForConnecting name a session: a `session` field on any
    /// other call (a memory warning, say) is ignored.
    mutating func lookUpCurrent(_ line: TraceLine) {
        let call = line.record.call
        guard call.isSceneCallback || call == .configurationForConnecting else {
            current = nil
            return
        }
        current = line.record.session.flatMap { sessions[$0] }
    }

    /// Moves the model past one line.
    mutating func apply(_ line: TraceLine) {
        let r = line.record
        let n = line.number
        defer { previousCall = r.call }
        switch r.call {
        case .willFinishLaunching:
            newProcess()
            phase = .launching(n)
        case .didFinishLaunching:
            if case .launching = phase {} else { newProcess() }
            phase = .running
            launchedAt = n
            rightAfterLaunch = true
            return
        case .didDiscardSceneSessions:
            for id in r.sessions ?? [] {
                var s = sessions[id] ?? Session(createdAt: n)
                if s.discardedAt == nil {
                    s.discardedAt = n
                    s.discardWasDeferred = rightAfterLaunch
                }
                s.scene = nil
                sessions[id] = s
            }
            return
        case .willTerminate:
            phase = .terminated(n)
        case .configurationForConnecting:
            guard let id = r.session else { break }
            var s = sessions[id] ?? Session(createdAt: n)
            if s.configuredAt == nil { s.configuredAt = n }
            s.hasAppeared = true
            if let role = r.role {
                s.isApplication = role == SceneSessionRole.windowApplication.rawValue
                s.roleStated = true
            }
            sessions[id] = s
        case .willConnect:
            guard let id = r.session else { break }
            var s = sessions[id] ?? Session(createdAt: n)
            s.hasAppeared = true
            if let role = r.role {
                s.isApplication = role == SceneSessionRole.windowApplication.rawValue
                s.roleStated = true
            }
            s.scene = Scene(identifier: r.scene, activation: .background, since: n, connectedAt: n)
            if let restoration = r.restoration {
                // A null while protected data may be unavailable says nothing of the stored activity:
                // the file is still there, only closed (S6's exception).
                let withheld = restoration == nil && protectedDataMayBeUnavailable
                if !withheld { s.restoration = .known(restoration, line: n) }
            }
            sessions[id] = s
        case .didDisconnect:
            guard let id = r.session else { break }
            updateSession(id) {
                $0.scene = nil
                $0.disconnectedAt = n
            }
        case .willEnterForeground:
            if r.session.flatMap({ sessions[$0]?.scene }) != nil { foregroundSeenInProcess = true }
            setActivation(r.session, .foregroundInactive, line: n)
        case .willResignActive:
            setActivation(r.session, .foregroundInactive, line: n)
        case .didBecomeActive:
            setActivation(r.session, .foregroundActive, line: n)
        case .didEnterBackground:
            setActivation(r.session, .background, line: n)
        case .stateRestorationActivity:
            guard let id = r.session, let restoration = r.restoration else { break }
            updateSession(id) { $0.restoration = .known(restoration, line: n) }
        default:
            break
        }
        rightAfterLaunch = false
    }

    private mutating func setActivation(_ session: String?, _ state: ActivationState, line: Int) {
        guard let id = session else { return }
        updateSession(id) {
            guard $0.scene != nil else { return }
            $0.scene!.activation = state
            $0.scene!.since = line
        }
    }

    /// Changes a known session in place: one hash of `id`, no copy of the session.
    private mutating func updateSession(_ id: String, _ change: (inout Session) -> Void) {
        guard let i = sessions.index(forKey: id) else { return }
        change(&sessions.values[i])
    }

    private mutating func newProcess() {
        for key in sessions.keys where sessions[key]!.scene != nil {
            sessions[key]!.scene = nil
        }
        launchedAt = nil
        rightAfterLaunch = false
        foregroundSeenInProcess = false
    }

    mutating func setPendingForegroundDisconnects(_ value: [PendingDisconnect]) {
        pendingForegroundDisconnects = value
    }
}
