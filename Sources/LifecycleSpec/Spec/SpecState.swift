/// The state of the process, its sessions and their scenes, as the specification sees it.
///
/// A pure value: copying it is cheap and stepping it allocates only when a
/// session is created or discarded. Equality compares what decides future
/// behaviour (running, sessions that are not yet discarded, activation
/// states, the most recent session); it ignores naming counters and sessions
/// already reported discarded, so a loop that ends where it began compares equal.
public struct SpecState: Sendable {
    /// Whether the process is running.
    public internal(set) var isRunning: Bool = false
    /// Every session ever created in this run, indexed by `SessionID.index`.
    public internal(set) var sessions: [SpecSession] = []
    /// The indices of sessions not yet reported discarded, in creation order; loops use these, so a
    /// long run's discarded sessions cost nothing per event.
    public internal(set) var openIndices: [Int] = []
    /// Legacy lifecycle only: the app's UI state while running; `nil` otherwise.
    public internal(set) var legacyActivation: ActivationState? = nil
    /// The application session most recently made active; the icon reconnects it.
    public internal(set) var mostRecentSession: SessionID? = nil
    /// How many processes have been launched so far (names processes; ignored by equality).
    public internal(set) var launchCount: Int = 0

    /// The empty state of a fresh install: not running, no sessions.
    public init() {}

    /// The session with this identity; traps if it was never created.
    public subscript(id: SessionID) -> SpecSession { sessions[id.index] }

    /// The session with this identity, or `nil` if it was never created.
    public func session(_ id: SessionID) -> SpecSession? {
        id.index < sessions.count ? sessions[id.index] : nil
    }

    /// Sessions that are live (not pending discard, not discarded), in creation order.
    public var liveSessions: [SpecSession] { openIndices.map { sessions[$0] }.filter { $0.status == .live } }

    /// How many live application sessions there are.
    public var liveApplicationSessionCount: Int {
        var count = 0
        for i in openIndices where sessions[i].status == .live && sessions[i].role == .application { count += 1 }
        return count
    }

    /// The live external display session, if a display is connected.
    public var externalDisplaySession: SessionID? {
        for i in openIndices where sessions[i].status == .live && sessions[i].role == .externalDisplay {
            return sessions[i].id
        }
        return nil
    }

    /// The identity the next created session gets.
    public var nextSessionID: SessionID { SessionID(sessions.count) }
}

extension SpecState: Hashable {
    public static func == (lhs: SpecState, rhs: SpecState) -> Bool {
        guard lhs.isRunning == rhs.isRunning, lhs.legacyActivation == rhs.legacyActivation,
              lhs.mostRecentSession == rhs.mostRecentSession else { return false }
        guard lhs.openIndices.count == rhs.openIndices.count else { return false }
        for (i, j) in zip(lhs.openIndices, rhs.openIndices) where lhs.sessions[i] != rhs.sessions[j] { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isRunning)
        hasher.combine(legacyActivation)
        hasher.combine(mostRecentSession)
        for i in openIndices { hasher.combine(sessions[i]) }
    }
}

extension SpecState: CustomStringConvertible {
    /// A stable one-line rendering, such as `running; A fgActive, B unattached, C pending-discard`.
    public var description: String {
        var parts: [String] = []
        for s in openIndices.map({ sessions[$0] }) {
            let role = s.role == .externalDisplay ? "(ext)" : ""
            switch s.status {
            case .pendingDiscard: parts.append("\(s.id)\(role) pending-discard")
            default: parts.append("\(s.id)\(role) \(s.activation)")
            }
        }
        var head = isRunning ? "running" : "not running"
        if let legacy = legacyActivation { head += " (\(legacy))" }
        return parts.isEmpty ? head : head + "; " + parts.joined(separator: ", ")
    }
}
