/// The choices the specification makes where its sources are vague (CONFORMANCE.md, "Named choices").
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

    /// How a force quit from the app switcher reaches an app with a scene in the foreground: the orders
    /// developers report (Apple forum 732170 for iPhone; a translated Stack Overflow answer for the other orders). The switcher makes the app inactive first, so each
    /// order starts with willResignActive for an active scene; the process then ends.
    public enum ForceQuitOrder: String, Hashable, Sendable, CaseIterable {
        /// willResignActive → didDisconnect from fgInactive, no discard; the process ends (Apple forum
        /// 732170, iPhone). The app is not asked for a restoration activity.
        case disconnectFromInactive
        /// willResignActive → didEnterBackground → stateRestorationActivity → applicationWillTerminate
        /// (a developer's report for iPhone).
        case backgroundThenTerminate
        /// willResignActive → didDisconnect → didDiscardSceneSessions → applicationWillTerminate (the
        /// same report, iPad with one window): the sessions of the visible scenes are discarded.
        case disconnectDiscardTerminate
    }

    /// What closing the last window of a running app does.
    public enum LastWindowClose: String, Hashable, Sendable, CaseIterable {
        /// Like any discard: the scene disconnects and didDiscardSceneSessions names the session.
        case discards
        /// The process ends without didDiscardSceneSessions (after didEnterBackground, the restoration
        /// request and didDisconnect); the session survives and its window comes back restored at the next
        /// launch, without configurationForConnecting (FB6185896, Apple forum 702040).
        case endsProcess
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
    /// The force-quit orders in the alphabet, each a `forceQuit` event; all reported ones by default, so
    /// apps are tested on each. Empty: no force quit.
    public var forceQuitOrders: [ForceQuitOrder]
    /// What closing the last window does; `discards` by default.
    public var lastWindowClose: LastWindowClose
    /// Whether a background launch may connect a scene while protected data is unavailable (the device
    /// locked since boot), so the connect carries no restoration activity. On by default.
    public var lockedBackgroundLaunches: Bool
    /// Whether a Handoff may fail (`failedHandoff`): UIKit then calls `willContinueUserActivityWithType` and
    /// `didFailToContinueUserActivityWithType:error:` where the activity would be continued. Devices do this
    /// when the activity's data never arrives; the brief's alphabet has no such event, and each extra event
    /// multiplies the exhaustive search that proves a counterexample minimal, so it is off by default: turn
    /// it on for an app that does work in either method.
    public var failedHandoffs: Bool
    /// Whether the main run loop turns between a window's background callbacks and its disconnect when it is
    /// closed in the foreground (`foregroundDiscard == .backgroundFirst`), as when the system sends them as two
    /// messages. Then what `sceneDidEnterBackground` queued (a save in a `Task` or a main-queue block) runs before
    /// the disconnect and the discard, not after them. No device report says whether the two come in one message
    /// or two; the default, `false`, sends them back to back, so such a save comes after the discard (A4) unless
    /// it checks that its session is still open, which is right on a device either way.
    public var turnsBeforeForegroundDisconnect: Bool

    public init(
        callsWillFinishLaunching: Bool = true,
        deferredDiscards: DeferredDiscardReporting = .singleCall,
        foregroundDiscard: ForegroundDiscard = .backgroundFirst,
        disconnectsScenesAtTermination: Bool = false,
        forceQuitOrders: [ForceQuitOrder] = ForceQuitOrder.allCases,
        lastWindowClose: LastWindowClose = .discards,
        lockedBackgroundLaunches: Bool = true,
        failedHandoffs: Bool = false,
        turnsBeforeForegroundDisconnect: Bool = false
    ) {
        self.callsWillFinishLaunching = callsWillFinishLaunching
        self.deferredDiscards = deferredDiscards
        self.foregroundDiscard = foregroundDiscard
        self.disconnectsScenesAtTermination = disconnectsScenesAtTermination
        self.forceQuitOrders = forceQuitOrders
        self.lastWindowClose = lastWindowClose
        self.lockedBackgroundLaunches = lockedBackgroundLaunches
        self.failedHandoffs = failedHandoffs
        self.turnsBeforeForegroundDisconnect = turnsBeforeForegroundDisconnect
    }
}
