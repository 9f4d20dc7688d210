/// The concrete URLs, user activities and quick actions that event payload numbers stand for.
///
/// Payload `n` of an `openURL` event is `urls[n % urls.count]`, and likewise
/// for activities and shortcuts. An app under test supplies its own catalog
/// so generated URLs and activities mean something to it. An empty list says
/// the app has none of that kind (no URL scheme, no declared activity type,
/// no quick action): the system never delivers it, and no event of that kind
/// is generated (`SpecConfiguration.deliveries`).
public struct PayloadCatalog: Hashable, Sendable {
    public var urls: [String]
    public var activities: [UserActivity]
    public var shortcuts: [ShortcutItem]

    public init(urls: [String] = [], activities: [UserActivity] = [], shortcuts: [ShortcutItem] = []) {
        self.urls = urls
        self.activities = activities
        self.shortcuts = shortcuts
    }

    /// A generic catalog: `lifecycle://item/0`, `com.example.view` activities, `com.example.new` shortcuts.
    public static let standard = PayloadCatalog(
        urls: (0..<4).map { "lifecycle://item/\($0)" },
        activities: (0..<4).map { UserActivity(activityType: "com.example.view", userInfo: ["item": "\($0)"]) },
        shortcuts: (0..<4).map { ShortcutItem(type: "com.example.new-\($0)", localizedTitle: "New \($0)") })

    /// What the app's Info.plist says it can be sent, or `nil` for a manifest made in code (which says nothing).
    ///
    /// - URLs: one per payload number, `<scheme>://item/<n>`, the schemes of `CFBundleURLTypes` taken in turn
    ///   (`notes://item/0`, `notes://item/1` for one scheme);
    /// - activities: one per payload number, the types of `NSUserActivityTypes` taken in turn, each with the
    ///   user info `["item": "<n>"]`; iOS continues these types by Handoff as well as at connection;
    /// - quick actions: the static `UIApplicationShortcutItems`, in plist order.
    ///
    /// A kind the Info.plist declares nothing of is empty, so the check never sends it, as iOS never would.
    /// Give `AppUnderTest` a catalog of your own for URLs your app parses in a particular shape, activities
    /// with particular user info, or quick actions it adds in code.
    public static func declared(by manifest: SceneManifest, payloadCount: Int = 2) -> PayloadCatalog? {
        guard manifest.declaresDeliveries else { return nil }
        let schemes = manifest.urlSchemes ?? []
        let types = manifest.userActivityTypes
        let count = max(1, payloadCount)
        return PayloadCatalog(
            urls: schemes.isEmpty ? [] : (0..<max(count, schemes.count)).map { "\(schemes[$0 % schemes.count])://item/\($0)" },
            activities: types.isEmpty ? [] : (0..<max(count, types.count)).map {
                UserActivity(activityType: types[$0 % types.count], userInfo: ["item": "\($0)"])
            },
            shortcuts: manifest.shortcutItems ?? [])
    }

    /// The payload numbers below `payloadCount` whose activity iOS would not continue by Handoff: marked
    /// `continuesByHandoff: false`, or of a type the Info.plist does not declare in `NSUserActivityTypes` (when it
    /// declares any; a universal link's `NSUserActivityTypeBrowsingWeb` needs no declaration). The generator sends no Handoff of these (`SpecConfiguration.handoffExcludedPayloads`).
    public func handoffExcludedPayloads(payloadCount: Int, declaredTypes: [String]) -> Set<Int> {
        guard !activities.isEmpty else { return [] }
        var excluded: Set<Int> = []
        for p in 0..<payloadCount {
            let activity = self.activity(p)
            let declared = declaredTypes.isEmpty || declaredTypes.contains(activity.activityType)
                || activity.activityType == UserActivity.browsingWebType
            if !activity.continuesByHandoff || !declared {
                excluded.insert(p)
            }
        }
        return excluded
    }

    /// The kinds this catalog has content for.
    public var deliveries: DeliveryKinds {
        var kinds: DeliveryKinds = []
        if !urls.isEmpty { kinds.insert(.urls) }
        if !activities.isEmpty { kinds.insert(.activities) }
        if !shortcuts.isEmpty { kinds.insert(.shortcuts) }
        return kinds
    }

    public func url(_ payload: Int) -> String { urls[payload % urls.count] }
    public func activity(_ payload: Int) -> UserActivity { activities[payload % activities.count] }
    public func shortcut(_ payload: Int) -> ShortcutItem { shortcuts[payload % shortcuts.count] }
}
