/// The choices the specification makes where its sources are vague (rules, section 5).
///
/// Each is named so a test or a team can pick the other reading; the
/// defaults are the project's reading of the WWDC 2019 session 258 and the article.
public struct SpecOptions: Hashable, Sendable {
    /// How sessions discarded while the app was not running are reported after launch.
    public enum DeferredDiscardReporting: String, Hashable, Sendable, CaseIterable {
        /// One didDiscardSceneSessions call naming them all, in creation order.
        case singleCall
        /// One call per session, in creation order (the article's "for each discarded scene").
        case callPerSession
    }

    /// What a discard does to a scene that is still in the foreground.
    public enum ForegroundDiscard: String, Hashable, Sendable, CaseIterable {
        /// willResignActive (if active) → didEnterBackground → didDisconnect → didDiscard.
        case backgroundFirst
        /// didDisconnect straight from the foreground → didDiscard (S4's discard exception).
        case disconnectDirectly
    }

    /// Whether `application(_:willFinishLaunchingWithOptions:)` precedes didFinishLaunching.
    public var callsWillFinishLaunching: Bool
    /// How deferred discards are reported (S7).
    public var deferredDiscards: DeferredDiscardReporting
    /// What a discard of a foreground scene does first.
    public var foregroundDiscard: ForegroundDiscard
    /// Whether termination disconnects connected scenes before applicationWillTerminate.
    /// UIKit does not guarantee it; the default is that it does not.
    public var disconnectsScenesAtTermination: Bool

    public init(
        callsWillFinishLaunching: Bool = true,
        deferredDiscards: DeferredDiscardReporting = .singleCall,
        foregroundDiscard: ForegroundDiscard = .backgroundFirst,
        disconnectsScenesAtTermination: Bool = false
    ) {
        self.callsWillFinishLaunching = callsWillFinishLaunching
        self.deferredDiscards = deferredDiscards
        self.foregroundDiscard = foregroundDiscard
        self.disconnectsScenesAtTermination = disconnectsScenesAtTermination
    }
}
