/// What a trace has shown so far: processes, sessions, scenes, and what was stored for restoration.
///
/// The system rules read it before each line and the checker updates it
/// after; it is built to stream (one pass, memory proportional to the number
/// of sessions, not lines). A discarded session stays known so S5 can name it
/// later, but compactly: once it has no scene it leaves ``sessions`` for a
/// small record (its discard line, whether that was deferred, its creation
/// line and role), which ``session(_:)`` turns back into a ``Session``; what
/// that drops (restoration, configuration and disconnection lines) only feeds
/// rules that S5 overrides for a discarded session. Every other structure
/// holds only live sessions or connected scenes. The questions
/// S9 and S13 ask ("another live application session?", "another application
/// scene in the foreground?") are answered from ``SmallestKeySet`` indices kept
/// up to date as sessions change, so each line costs O(log *n*) in the
/// sessions, never a scan of every session the trace has named. Updates are forgiving: a call that breaks a rule
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
    /// Sessions by persistent identifier (looked up, never iterated for output): every session not yet
    /// discarded, and discarded ones while they have a scene. Use ``session(_:)`` to find any session.
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

    /// Live application sessions (application role, not discarded).
    private var liveApplicationSessions = SmallestKeySet()
    /// Application sessions whose scene is in the foreground.
    private var foregroundApplicationScenes = SmallestKeySet()
    /// Discarded sessions without a scene, compactly.
    private var discardedSessions: [String: DiscardedSession] = [:]
    /// Sessions with a connected scene, so a new process clears only those.
    private var connected: Set<String> = []
    /// The `session` of the line being checked, and the answers of the two queries for it.
    private var currentID: String?
    private var otherLiveForCurrent: String?
    private var otherForegroundForCurrent: String?

    public init(header: TraceHeader) {
        self.header = header
        for id in header.existingSessions {
            var s = Session()
            s.existedBeforeRecording = true
            s.restoration = .unknown
            s.hasAppeared = false
            sessions[id] = s
            refreshIndices(id)
        }
    }

    /// Whether this trace's device and manifest allow one `windowApplication` session at most (S9).
    public var limitsToOneApplicationSession: Bool { header.device == .phone || !header.multipleScenes }

    /// The first, in sorted order, of the live application sessions other than `id` that a line has named
    /// (a header session counts from its first mention); empty when there is none.
    ///
    /// For the session the line being checked names, O(1) (answered when the line was looked up);
    /// for another `id`, a scan of every session.
    func otherLiveApplicationSessions(than id: String) -> [String] {
        if id == currentID { return otherLiveForCurrent.map { [$0] } ?? [] }
        return sessions.filter { $0.key != id && $0.value.isApplication && $0.value.hasAppeared && $0.value.discardedAt == nil }
            .map(\.key).sorted().prefix(1).map { $0 }
    }

    /// The first, in sorted order, of the application sessions other than `id` whose scene is in the
    /// foreground; empty when there is none. O(1) for the session the line being checked names.
    func otherForegroundApplicationScenes(than id: String) -> [String] {
        if id == currentID { return otherForegroundForCurrent.map { [$0] } ?? [] }
        return sessions.filter { $0.key != id && $0.value.isApplication && ($0.value.scene?.activation.isForeground ?? false) }
            .map(\.key).sorted().prefix(1).map { $0 }
    }

    /// Whether a willConnect's null restoration may be the system's, not a loss: protected data can still
    /// be unavailable, since no scene of this process has been in the foreground (S6).
    public var protectedDataMayBeUnavailable: Bool { !foregroundSeenInProcess }

    /// The session with persistent identifier `id`, discarded ones included, or `nil` when the trace has not named it.
    public func session(_ id: String) -> Session? {
        sessions[id] ?? discardedSessions[id]?.session
    }

    /// A display name for a session's connected scene: its identifier, else `scene of A`.
    func sceneName(_ session: String) -> String {
        sessions[session]?.scene?.identifier ?? "the scene of \(session)"
    }

    /// Looks up the session `line` names into `current`, before the rules read the line.
    mutating func lookUpCurrent(_ line: TraceLine) {
        let call = line.record.call
        guard call.isSceneCallback || call == .configurationForConnecting else {
            current = nil
            currentID = nil
            otherLiveForCurrent = nil
            otherForegroundForCurrent = nil
            return
        }
        current = line.record.session.flatMap { session($0) }
        currentID = line.record.session
        if let id = currentID {
            otherLiveForCurrent = liveApplicationSessions.smallest(otherThan: id)
            otherForegroundForCurrent = foregroundApplicationScenes.smallest(otherThan: id)
        } else {
            otherLiveForCurrent = nil
            otherForegroundForCurrent = nil
        }
    }

    /// Brings the indices up to date with session `id`, and stores it compactly once it is discarded
    /// without a scene; called after every change to a session.
    ///
    /// The one place that defines "live application session" and "foreground application scene"
    /// for the indices: change it together with any change to those meanings.
    private mutating func refreshIndices(_ id: String) {
        guard let s = sessions[id] else { return }
        liveApplicationSessions.set(id, member: s.isApplication && s.hasAppeared && s.discardedAt == nil)
        foregroundApplicationScenes.set(id, member: s.isApplication && (s.scene?.activation.isForeground ?? false))
        if s.scene != nil { connected.insert(id) } else { connected.remove(id) }
        if let record = DiscardedSession(s) {
            sessions[id] = nil
            discardedSessions[id] = record
        }
    }

    /// Stores `s` as session `id` in full (taking it out of the compact store) and refreshes the indices.
    private mutating func store(_ s: Session, as id: String) {
        discardedSessions[id] = nil
        sessions[id] = s
        refreshIndices(id)
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
                var s = session(id) ?? Session(createdAt: n)
                if s.discardedAt == nil {
                    s.discardedAt = n
                    s.discardWasDeferred = rightAfterLaunch
                }
                s.scene = nil
                store(s, as: id)
            }
            return
        case .willTerminate:
            phase = .terminated(n)
        case .configurationForConnecting:
            guard let id = r.session else { break }
            var s = session(id) ?? Session(createdAt: n)
            if s.configuredAt == nil { s.configuredAt = n }
            s.hasAppeared = true
            if let role = r.role {
                s.isApplication = role == SceneSessionRole.windowApplication.rawValue
                s.roleStated = true
            }
            store(s, as: id)
        case .willConnect:
            guard let id = r.session else { break }
            var s = session(id) ?? Session(createdAt: n)
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
            store(s, as: id)
        case .didDisconnect:
            guard let id = r.session else { break }
            updateSession(id) {
                $0.scene = nil
                $0.disconnectedAt = n
            }
        case .willEnterForeground:
            if r.session.flatMap({ session($0)?.scene }) != nil { foregroundSeenInProcess = true }
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

    /// Changes a known session in place: one hash of `id`, no copy of the session. A discarded session
    /// without a scene is left as it is (its compact record keeps only what S5 and S7 read).
    private mutating func updateSession(_ id: String, _ change: (inout Session) -> Void) {
        guard let i = sessions.index(forKey: id) else { return }
        change(&sessions.values[i])
        refreshIndices(id)
    }

    private mutating func newProcess() {
        // Only the connected ones: a launch costs the scenes it clears, not every session named.
        for key in connected {
            sessions[key]?.scene = nil
            refreshIndices(key)
        }
        launchedAt = nil
        rightAfterLaunch = false
        foregroundSeenInProcess = false
    }

    mutating func setPendingForegroundDisconnects(_ value: [PendingDisconnect]) {
        pendingForegroundDisconnects = value
    }
}

/// A discarded session without a scene, in a few bytes: what S5 and S7 read about it.
private struct DiscardedSession: Sendable {
    var discardedAt: Int
    var createdAt: Int?
    var isApplication: Bool
    var existedBeforeRecording: Bool
    var discardWasDeferred: Bool

    /// The compact form of `s`, or `nil` unless it is discarded and has no scene.
    init?(_ s: TraceModel.Session) {
        guard let at = s.discardedAt, s.scene == nil else { return nil }
        discardedAt = at
        createdAt = s.createdAt
        isApplication = s.isApplication
        existedBeforeRecording = s.existedBeforeRecording
        discardWasDeferred = s.discardWasDeferred
    }

    /// The session again, without the restoration and the configuration and disconnection lines.
    var session: TraceModel.Session {
        var s = TraceModel.Session(isApplication: isApplication, createdAt: createdAt)
        s.existedBeforeRecording = existedBeforeRecording
        s.discardedAt = discardedAt
        s.discardWasDeferred = discardWasDeferred
        return s
    }
}
