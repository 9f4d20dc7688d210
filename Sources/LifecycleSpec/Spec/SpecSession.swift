/// A scene session as the specification tracks it: role, status and its scene, if connected.
///
/// Equality ignores `sceneCount` and the scene's `number`, which only name
/// scenes: two states that differ only in names behave the same.
public struct SpecSession: Sendable {
    /// Where a session is in its life.
    public enum Status: Hashable, Sendable {
        /// Exists and may be connected.
        case live
        /// Discarded while the process was not running; reported after the next launch (S7).
        case pendingDiscard
        /// Reported by didDiscardSceneSessions; never named again (S5).
        case discarded
    }

    /// A connected scene: its number within the session and its activation state.
    public struct Scene: Sendable {
        /// 1 for the session's first scene, 2 after the first reconnect, …
        public var number: Int
        /// Never `unattached` while connected.
        public var activation: ActivationState
    }

    public let id: SessionID
    public let role: SpecRole
    public internal(set) var status: Status
    public internal(set) var scene: Scene?
    /// How many scenes this session has had (names the next one).
    public internal(set) var sceneCount: Int

    /// The activation state of the session's scene, `unattached` when not connected.
    public var activation: ActivationState { scene?.activation ?? .unattached }
}

extension SpecSession: Hashable {
    public static func == (lhs: SpecSession, rhs: SpecSession) -> Bool {
        lhs.id == rhs.id && lhs.role == rhs.role && lhs.status == rhs.status && lhs.activation == rhs.activation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(role)
        hasher.combine(status)
        hasher.combine(activation)
    }
}
