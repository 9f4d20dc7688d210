/// The parameters of one specification: device, mode, manifest flag, choices and bounds.
///
/// `maxLiveSessions`, `payloadCount` and `userActionCount` bound the alphabet
/// so generation and exhaustive exploration stay finite; they are not UIKit limits.
public struct SpecConfiguration: Hashable, Sendable {
    /// phone, pad or mac.
    public var device: DeviceProfile
    /// scenes, legacy or back-deployed.
    public var mode: LifecycleMode
    /// The manifest's `UIApplicationSupportsMultipleScenes`.
    public var supportsMultipleScenes: Bool
    /// The named readings of vague sources.
    public var options: SpecOptions
    /// The most application sessions alive at once (a bound, not a UIKit rule).
    public var maxLiveSessions: Int
    /// How many distinct URL, activity and shortcut payloads events draw from.
    public var payloadCount: Int
    /// How many app-defined user actions exist (0 when the app declares none).
    public var userActionCount: Int
    /// The user actions' names, in order, when known (`userAction A "type"` in reports and regression
    /// files instead of `userAction A #0`, so reordering an app's actions cannot change old regressions).
    public var userActionNames: [String] = []
    /// Whether external displays are part of the alphabet.
    public var externalDisplays: Bool
    /// Which kinds of content the system delivers to this app. An app that registers no URL scheme,
    /// declares no activity type or has no quick action never receives that kind, so its events
    /// are not in the alphabet. All three by default.
    public var deliveries: DeliveryKinds = .all
    /// Payload numbers whose activity never arrives by Handoff (its type is not declared in `NSUserActivityTypes`, or
    /// it arrives only at connection): no `handoff` or `failedHandoff` event carries them. Empty by default.
    public var handoffExcludedPayloads: Set<Int> = []
    /// Kinds of event left out of the alphabet: never legal, so never generated, shrunk to or explored.
    /// Empty by default. The migration check leaves out what has no counterpart in the legacy lifecycle
    /// (a second window, app requests, external displays).
    public var excludedKinds: Set<LifecycleEvent.Kind> = []

    public init(
        device: DeviceProfile = .pad,
        mode: LifecycleMode = .scenes,
        supportsMultipleScenes: Bool = true,
        options: SpecOptions = SpecOptions(),
        maxLiveSessions: Int = 3,
        payloadCount: Int = 2,
        userActionCount: Int = 0,
        externalDisplays: Bool = true
    ) {
        precondition(maxLiveSessions >= 1, "maxLiveSessions must be at least 1, got \(maxLiveSessions)")
        precondition(payloadCount >= 1, "payloadCount must be at least 1, got \(payloadCount)")
        precondition(userActionCount >= 0, "userActionCount is never negative, got \(userActionCount)")
        self.device = device
        self.mode = mode
        self.supportsMultipleScenes = supportsMultipleScenes
        self.options = options
        self.maxLiveSessions = maxLiveSessions
        self.payloadCount = payloadCount
        self.userActionCount = userActionCount
        self.externalDisplays = externalDisplays
    }

    /// Whether several `windowApplication` sessions may exist (S9): a pad or mac whose
    /// manifest supports multiple scenes.
    public var allowsMultipleApplicationSessions: Bool {
        device.supportsMultipleWindows && supportsMultipleScenes
    }

    /// Whether the scene lifecycle is in force.
    public var usesScenes: Bool { mode.usesScenes }
}

/// The kinds of content the system can deliver to an app: URLs, user activities, quick actions.
public struct DeliveryKinds: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `scene(_:openURLContexts:)` and URL contexts at connection.
    public static let urls = DeliveryKinds(rawValue: 1 << 0)
    /// `scene(_:continue:)` and user activities at connection.
    public static let activities = DeliveryKinds(rawValue: 1 << 1)
    /// `windowScene(_:performActionFor:completionHandler:)` and a shortcut item at connection.
    public static let shortcuts = DeliveryKinds(rawValue: 1 << 2)
    /// Every kind.
    public static let all: DeliveryKinds = [.urls, .activities, .shortcuts]
}
