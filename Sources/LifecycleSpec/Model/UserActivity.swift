/// A user activity: what Handoff, Spotlight and state restoration carry (UIKit's `NSUserActivity`).
///
/// A value type here, where UIKit has a class; porting `NSUserActivity(activityType:)`
/// and `userInfo` is mechanical. `userInfo` holds strings, numbers, Booleans, URLs, dates, arrays and
/// dictionaries of them (`Value`), so the activity's identity (`traceIdentity`) is the same in every process.
public struct UserActivity: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS type, such as `com.example.edit`; declare it in `NSUserActivityTypes` (A12).
    public var activityType: String
    /// A title for Handoff or Spotlight.
    public var title: String?
    /// Content the activity carries, delivered to the app with each value's own type (`Value`).
    public var userInfo: [String: Value]
    /// The identifier of the content, used to pick a scene for the activity.
    public var targetContentIdentifier: String?
    /// Whether the activity can arrive by Handoff from another device (`true` by default). `false` for one that only
    /// arrives in connection options or while connected by other routes: a window request
    /// (`requestSceneSessionActivation`), drag and drop, Spotlight. iOS also hands off only the types the Info.plist
    /// declares in `NSUserActivityTypes`; a check sends a Handoff of this activity only when both allow it.
    public var continuesByHandoff: Bool
    /// The web page the activity opens (`NSUserActivity.webpageURL`): for a universal link, the link.
    public var webpageURL: String?

    public init(
        activityType: String,
        title: String? = nil,
        userInfo: [String: Value] = [:],
        targetContentIdentifier: String? = nil,
        continuesByHandoff: Bool = true,
        webpageURL: String? = nil
    ) {
        self.activityType = activityType
        self.title = title
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
        self.continuesByHandoff = continuesByHandoff
        self.webpageURL = webpageURL
    }

    /// The activity type of a universal link (Foundation's `NSUserActivityTypeBrowsingWeb`).
    public static let browsingWebType = "NSUserActivityTypeBrowsingWeb"

    /// A universal link: an activity of type `NSUserActivityTypeBrowsingWeb` whose `webpageURL` is `url`. iOS
    /// delivers one to a scene's connection options (`userActivities`) when the link launches the app or opens a
    /// window, and to `scene(_:continue:)` while the scene is connected. An app needs no `NSUserActivityTypes`
    /// entry for it (associated domains decide), so Handoff of it is never left out for that reason.
    public static func universalLink(_ url: String) -> UserActivity {
        UserActivity(activityType: browsingWebType, webpageURL: url)
    }

    /// A string equal for equal content: `targetContentIdentifier`, else the sorted `userInfo` as `k=v&k=v` (each value
    /// as `Value.traceText` renders it), else the `webpageURL`, else empty (as the recorder renders activities on a
    /// device).
    public var traceIdentity: String {
        if let target = targetContentIdentifier { return target }
        if userInfo.isEmpty, let webpageURL { return webpageURL }
        return userInfo.keys.sorted().map { "\($0)=\(userInfo[$0]!.traceText)" }.joined(separator: "&")
    }

    /// The activity as a trace records it.
    public var traceActivity: TraceActivity { TraceActivity(type: activityType, id: traceIdentity) }

    /// `type/identity`, as timelines print it.
    public var description: String { "\(activityType)/\(traceIdentity)" }
}
