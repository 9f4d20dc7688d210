/// One line of a trace: a delegate call and the fields the trace format gives it.
///
/// Fields the format does not require for `call` are optional here. `restoration`
/// distinguishes "absent" (`nil`) from "present and null" (`.some(nil)`).
public struct TraceRecord: Hashable, Sendable {
    /// The delegate method that was called.
    public var call: TraceCall
    /// The session's persistent identifier (scene callbacks, configurationForConnecting).
    public var session: String?
    /// An identifier of the scene object; a new one after each reconnect.
    public var scene: String?
    /// The session role's raw value, such as `UIWindowSceneSessionRoleApplication`.
    public var role: String?
    /// The discarded sessions (didDiscardSceneSessions).
    public var sessions: [String]?
    /// The session's stored activity at willConnect, or what stateRestorationActivity(for:) returned.
    public var restoration: TraceActivity??
    /// URLs: connection options at willConnect, or the argument of openURLContexts.
    public var urls: [String]?
    /// User activities: connection options at willConnect, or the one passed to continue.
    public var activities: [TraceActivity]?
    /// The quick action's type.
    public var shortcut: String?
    /// Seconds since any origin; informative only, never compared.
    public var t: Double?

    public init(
        call: TraceCall,
        session: String? = nil,
        scene: String? = nil,
        role: String? = nil,
        sessions: [String]? = nil,
        restoration: TraceActivity?? = nil,
        urls: [String]? = nil,
        activities: [TraceActivity]? = nil,
        shortcut: String? = nil,
        t: Double? = nil
    ) {
        self.call = call
        self.session = session
        self.scene = scene
        self.role = role
        self.sessions = sessions
        self.restoration = restoration
        self.urls = urls
        self.activities = activities
        self.shortcut = shortcut
        self.t = t
    }
}
