#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// What a trace has shown so far: processes, sessions, scenes, and what was stored for restoration.
///
/// The system rules read it before each line and the checker updates it
/// after; it is built to stream (one pass, memory proportional to the number
/// of sessions, not lines). Sessions live in a `SessionTable`: each
/// identifier is interned to an integer key when a line first names it, and
/// from then on the model finds the session, its index memberships and its
/// scene by array index. The line being checked is looked up once (not at
/// all when it names the same session as the line before), so a line costs
/// at most one hash of its session identifier. A discarded session stays
/// known so S5 can name it later, but compactly: once it has no scene it
/// keeps only a small record (its discard line, whether that was deferred,
/// its creation line and role), which ``session(_:)`` turns back into a
/// ``Session``; what that drops (restoration, configuration and disconnection
/// lines) only feeds rules that S5 overrides for a discarded session. The
/// questions S9 and S13 ask ("another live application session?", "another
/// application scene in the foreground?") are answered from
/// ``SmallestKeySet`` indices kept up to date as sessions change, so each
/// line costs O(log *n*) in the sessions, never a scan of every session the
/// trace has named. Updates are forgiving: a call that breaks a rule still
/// moves the model to where the call says, so one error does not cascade.
package struct TraceModel: Sendable {
    /// Where the current process is.
    package enum Phase: Hashable, Sendable {
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
    package enum Restoration: Hashable, Sendable {
        /// An existing session whose activity no line has shown yet.
        case unknown
        /// The stored activity (`nil` for none) and the line that set it (`nil`: a new session's null).
        case known(TraceActivity?, line: Int?)
    }

    /// A connected scene.
    package struct Scene: Hashable, Sendable {
        /// The `scene` field of its willConnect, if any.
        package var identifier: String?
        package var activation: ActivationState
        /// The line where it entered `activation`.
        package var since: Int
        /// The line of its willConnect.
        package var connectedAt: Int
    }

    /// A session the trace has named.
    package struct Session: Hashable, Sendable {
        package var isApplication: Bool = true
        /// The line of its configurationForConnecting, if any.
        package var configuredAt: Int?
        /// The line where it first appeared (configuration or willConnect); `nil` for a header session.
        package var createdAt: Int?
        package var existedBeforeRecording: Bool = false
        package var scene: Scene?
        /// The line of its last didDisconnect, if any.
        package var disconnectedAt: Int?
        package var restoration: Restoration = .known(nil, line: nil)
        /// The line of its first didDiscardSceneSessions report.
        package var discardedAt: Int?
        /// Whether that report came right after a didFinishLaunching (a deferred discard, S7).
        package var discardWasDeferred: Bool = false
        /// Whether a line has named it (always, except for a header session not yet mentioned): S9 counts
        /// a header session from its first mention, since one it never names may have been discarded.
        package var hasAppeared: Bool = true
        /// Whether a configurationForConnecting or willConnect stated its role.
        package var roleStated: Bool = false
    }

    /// A didDisconnect from the foreground awaiting what makes it legal (S4): a discard naming its
    /// session, or, from fgInactive, the end of the process (a force quit).
    package struct PendingDisconnect: Hashable, Sendable {
        package var session: String
        package var line: Int
        package var from: ActivationState
        package var since: Int
    }

    package let header: TraceHeader
    package internal(set) var phase: Phase = .notLaunched
    /// The line of the current process's didFinishLaunching.
    package internal(set) var launchedAt: Int?
    /// Whether the previous lines since didFinishLaunching were only didDiscardSceneSessions.
    package internal(set) var rightAfterLaunch: Bool = false
    /// didDisconnects from the foreground awaiting the line that makes them legal (S4), in line order.
    /// Other scenes' didDisconnects between them and that line are part of the same ending.
    package internal(set) var pendingForegroundDisconnects: [PendingDisconnect] = []
    /// Whether a scene of the current process has entered the foreground. Until one has, protected data
    /// may be unavailable (the device not unlocked since boot), and a willConnect may carry a null
    /// restoration activity where one was stored (S6).
    package internal(set) var foregroundSeenInProcess: Bool = false
    /// An S9 violation on a configurationForConnecting without a role, waiting for the next line, which
    /// may be the session's willConnect stating another role.
    /// At most one: an array, not an optional, because asking whether an optional holds a value copies it,
    /// here on every line.
    package var pendingWindowLimit: [(session: String, violation: Finding)] = []
    /// The previous line's call.
    package internal(set) var previousCall: TraceCall?
    /// The session the line being checked names (its `session` field), as the lines before it left it;
    /// `nil` when the line names none or an unknown one. Looked up once per line, so the rules do not hash
    /// the identifier again. Meaningful only while the rules read a line, so it is not API.
    package var current: Session?

    /// Every session the trace has named, interned to integer keys: the model's one store of sessions.
    package var table = SessionTable()
    /// Live application sessions (application role, not discarded).
    package var liveApplicationSessions = SmallestKeySet()
    /// Application sessions whose scene is in the foreground.
    package var foregroundApplicationScenes = SmallestKeySet()
    /// What the two indices and `connected` hold for each key, as of its last refresh (`Membership` bits).
    private var memberships: [UInt8] = []
    /// Keys of sessions with a connected scene, so a new process clears only those; each key's position in it.
    private var connected: [Int32] = []
    private var connectedPosition: [Int32] = []
    /// The `session` of the line being checked and its key (-1 when it names none or an unknown one).
    package var currentID: String?
    package private(set) var currentKey: Int = -1
    /// The identifier and key last looked up: consecutive lines often name the same session.
    package var lastLookedUp: (id: String, key: Int)?
    private enum Membership {
        package static let liveApplication: UInt8 = 1
        package static let foregroundApplication: UInt8 = 2
        package static let connected: UInt8 = 4
    }

    /// A model of a trace with this header, before its first line.
    package init(header: TraceHeader) {
        self.header = header
        for id in header.existingSessions {
            var s = Session()
            s.existedBeforeRecording = true
            s.restoration = .unknown
            s.hasAppeared = false
            store(s, at: insertKey(id))
        }
    }


    /// Sessions by persistent identifier: every session not yet discarded, and discarded ones while they
    /// have a scene. Built on each call, O(*n*) in the sessions; use ``session(_:)`` to find one session.
    package var sessions: [String: Session] {
        var out: [String: Session] = [:]
        for k in table.keysInFull { out[table.names[k]] = table.sessionInFull(k) }
        return out
    }

    /// Whether this trace's device and manifest allow one `windowApplication` session at most (S9).
    package var limitsToOneApplicationSession: Bool { header.device == .phone || !header.multipleScenes }


    /// Whether a willConnect's null restoration may be the system's, not a loss: protected data can still
    /// be unavailable, since no scene of this process has been in the foreground (S6).
    package var protectedDataMayBeUnavailable: Bool { !foregroundSeenInProcess }

    /// The key of `id`, given now when the trace has not named it before.
    private mutating func insertKey(_ id: String) -> Int {
        if let last = lastLookedUp, last.id == id { return last.key }
        let k = table.insertKey(id)
        if k >= memberships.count {
            memberships.append(0)
            connectedPosition.append(-1)
        }
        lastLookedUp = (id, k)
        return k
    }

    /// Looks up the session `line` names into `current`, before the rules read the line.
    package mutating func lookUpCurrent(_ line: TraceLine) {
        let call = line.record.call
        guard call.isSceneCallback || call == .configurationForConnecting, let id = line.record.session else {
            current = nil
            currentID = nil
            currentKey = -1
            return
        }
        if let last = lastLookedUp, last.id == id {
            currentKey = last.key
        } else if let k = table.key(id) {
            currentKey = k
            lastLookedUp = (id, k)
        } else {
            currentKey = -1
        }
        currentID = id
        if currentKey < 0 { current = nil } else { table.copySession(currentKey, to: &current) }
    }

    /// Brings the indices up to date with key `k`; called after every change to a session.
    ///
    /// The one place that defines "live application session" and "foreground application scene"
    /// for the indices: change it together with any change to those meanings.
    private mutating func refreshIndices(_ k: Int) {
        // A live application session: application role, named by a line, not discarded; a foreground
        // application scene: application role, scene in fgInactive or fgActive (`SessionTable.memberships`).
        let (live, foreground, hasScene) = table.memberships(k)
        var now: UInt8 = 0
        if live { now |= Membership.liveApplication }
        if foreground { now |= Membership.foregroundApplication }
        if hasScene { now |= Membership.connected }
        let was = memberships[k]
        guard now != was else { return }
        memberships[k] = now
        let changed = now ^ was
        if changed & Membership.liveApplication != 0 {
            liveApplicationSessions.set(k, member: now & Membership.liveApplication != 0, names: table.names)
        }
        if changed & Membership.foregroundApplication != 0 {
            foregroundApplicationScenes.set(k, member: now & Membership.foregroundApplication != 0, names: table.names)
        }
        if changed & Membership.connected != 0 {
            if now & Membership.connected != 0 {
                connectedPosition[k] = Int32(connected.count)
                connected.append(Int32(k))
            } else {
                let at = Int(connectedPosition[k])
                let last = connected.removeLast()
                if at < connected.count {
                    connected[at] = last
                    connectedPosition[Int(last)] = Int32(at)
                }
                connectedPosition[k] = -1
            }
        }
    }

    /// Stores `s` as the session of key `k` and refreshes the indices.
    private mutating func store(_ s: Session, at k: Int) {
        table.store(s, at: k)
        refreshIndices(k)
    }

    /// Moves the model past one line.
    package mutating func apply(_ line: TraceLine) {
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
                let known = key(id)
                let k = known ?? insertKey(id)
                var s = known.map { table.session($0) } ?? Session(createdAt: n)
                if s.discardedAt == nil {
                    s.discardedAt = n
                    s.discardWasDeferred = rightAfterLaunch
                }
                s.scene = nil
                store(s, at: k)
            }
            return
        case .willTerminate:
            phase = .terminated(n)
        case .configurationForConnecting:
            guard let id = r.session else { break }
            let (k, existed) = keyForUpdate(id)
            var s = existed ? table.session(k) : Session(createdAt: n)
            if s.configuredAt == nil { s.configuredAt = n }
            s.hasAppeared = true
            if let role = r.role {
                s.isApplication = role == SceneSessionRole.windowApplication.rawValue
                s.roleStated = true
            }
            store(s, at: k)
        case .willConnect:
            guard let id = r.session else { break }
            let (k, existed) = keyForUpdate(id)
            var s = existed ? table.session(k) : Session(createdAt: n)
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
            store(s, at: k)
        case .didDisconnect:
            guard let id = r.session, let k = knownKey(id) else { break }
            updateSession(k) {
                $0.scene = nil
                $0.disconnectedAt = n
            }
        case .willEnterForeground:
            guard let id = r.session, let k = knownKey(id) else { break }
            if table.hasScene(k) { foregroundSeenInProcess = true }
            setActivation(k, .foregroundInactive, line: n)
        case .willResignActive:
            guard let id = r.session, let k = knownKey(id) else { break }
            setActivation(k, .foregroundInactive, line: n)
        case .didBecomeActive:
            guard let id = r.session, let k = knownKey(id) else { break }
            setActivation(k, .foregroundActive, line: n)
        case .didEnterBackground:
            guard let id = r.session, let k = knownKey(id) else { break }
            setActivation(k, .background, line: n)
        case .stateRestorationActivity:
            guard let id = r.session, let restoration = r.restoration, let k = knownKey(id) else { break }
            updateSession(k) { $0.restoration = .known(restoration, line: n) }
        default:
            break
        }
        rightAfterLaunch = false
    }

    /// The key of a session a line names, if the trace has named it: the line's own key when it is that one.
    private func knownKey(_ id: String) -> Int? {
        if currentKey >= 0, table.names[currentKey] == id { return currentKey }
        return key(id)
    }

    /// The key of `id` and whether the session existed before (a key is made for a new one).
    private mutating func keyForUpdate(_ id: String) -> (Int, Bool) {
        if let k = knownKey(id) { return (k, true) }
        return (insertKey(id), false)
    }

    package mutating func setActivation(_ k: Int, _ state: ActivationState, line: Int) {
        updateSession(k) {
            guard $0.scene != nil else { return }
            $0.scene!.activation = state
            $0.scene!.since = line
        }
    }

    /// Changes a known session in place: no hash, no copy of the session. A discarded session without a
    /// scene is left as it is (its compact record keeps only what S5 and S7 read).
    package mutating func updateSession(_ k: Int, _ change: (inout Session) -> Void) {
        if table.update(k, change) { refreshIndices(k) }
    }

    private mutating func newProcess() {
        // Only the connected ones: a launch costs the scenes it clears, not every session named.
        for key in connected {
            updateSession(Int(key)) { $0.scene = nil }
        }
        launchedAt = nil
        rightAfterLaunch = false
        foregroundSeenInProcess = false
    }

    package mutating func setPendingForegroundDisconnects(_ value: [PendingDisconnect]) {
        pendingForegroundDisconnects = value
    }
}
