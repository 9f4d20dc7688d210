/// A user activity: what Handoff, Spotlight and state restoration carry (UIKit's `NSUserActivity`).
///
/// A value type here, where UIKit has a class; porting `NSUserActivity(activityType:)`
/// and `userInfo` is mechanical. `userInfo` holds strings only, so the
/// activity's identity (`traceIdentity`) is the same in every process.
public struct UserActivity: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS type, such as `com.example.edit`; declare it in `NSUserActivityTypes` (A12).
    public var activityType: String
    /// A title for Handoff or Spotlight.
    public var title: String?
    /// Content the activity carries.
    public var userInfo: [String: String]
    /// The identifier of the content, used to pick a scene for the activity.
    public var targetContentIdentifier: String?
    /// Whether the activity can arrive by Handoff from another device (`true` by default). `false` for one that only
    /// arrives in connection options or while connected by other routes: a window request
    /// (`requestSceneSessionActivation`), drag and drop, Spotlight. iOS also hands off only the types the Info.plist
    /// declares in `NSUserActivityTypes`; a check sends a Handoff of this activity only when both allow it.
    public var continuesByHandoff: Bool

    public init(
        activityType: String,
        title: String? = nil,
        userInfo: [String: String] = [:],
        targetContentIdentifier: String? = nil,
        continuesByHandoff: Bool = true
    ) {
        self.activityType = activityType
        self.title = title
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
        self.continuesByHandoff = continuesByHandoff
    }

    /// A string equal for equal content: `targetContentIdentifier`, else the sorted `userInfo` as `k=v&k=v`.
    public var traceIdentity: String {
        if let target = targetContentIdentifier { return target }
        return userInfo.keys.sorted().map { "\($0)=\(userInfo[$0]!)" }.joined(separator: "&")
    }

    /// The activity as a trace records it.
    public var traceActivity: TraceActivity { TraceActivity(type: activityType, id: traceIdentity) }

    /// `type/identity`, as timelines print it.
    public var description: String { "\(activityType)/\(traceIdentity)" }
}
