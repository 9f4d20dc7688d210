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

    public init(urls: [String], activities: [UserActivity], shortcuts: [ShortcutItem]) {
        self.urls = urls
        self.activities = activities
        self.shortcuts = shortcuts
    }

    /// A generic catalog: `lifecycle://item/0`, `com.example.view` activities, `com.example.new` shortcuts.
    public static let standard = PayloadCatalog(
        urls: (0..<4).map { "lifecycle://item/\($0)" },
        activities: (0..<4).map { UserActivity(activityType: "com.example.view", userInfo: ["item": "\($0)"]) },
        shortcuts: (0..<4).map { ShortcutItem(type: "com.example.new-\($0)", localizedTitle: "New \($0)") })

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
