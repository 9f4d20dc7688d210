#if !canImport(Darwin)
import Foundation

/// A user activity: what Handoff, Spotlight and state restoration carry (Foundation's `NSUserActivity`).
///
/// Foundation on Linux has no `NSUserActivity`, so this module declares it
/// with Darwin Foundation's names and types; on macOS Foundation's own class
/// is used and this declaration is compiled out. Only what the lifecycle
/// uses is here. `becomeCurrent()` records the activity as the current one
/// (`UIApplication.shared` keeps it); no system indexing happens.
open class NSUserActivity: NSObject {
    /// The reverse-DNS type, such as `com.example.edit`; declare it in `NSUserActivityTypes`.
    open private(set) var activityType: String
    /// A title for Handoff or Spotlight.
    open var title: String?
    /// Content the activity carries.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to restore the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// A web page to open where the app is not installed.
    open var webpageURL: URL?
    /// The page the activity came from.
    open var referrerURL: URL?
    /// The identifier of the content, used to pick a scene for the activity (activation conditions).
    open var targetContentIdentifier: String?
    /// An identifier the app uses to find or delete the activity later.
    open var persistentIdentifier: String?
    /// Whether the activity can be continued on another device.
    open var isEligibleForHandoff: Bool = true
    /// Whether the activity is added to the on-device index.
    open var isEligibleForSearch: Bool = false
    /// Whether the activity can be suggested by Siri.
    open var isEligibleForPrediction: Bool = false
    /// Whether the activity can be indexed publicly.
    open var isEligibleForPublicIndexing: Bool = false
    /// Words for search.
    open var keywords: Set<String> = []
    /// When the activity stops being valid.
    open var expirationDate: Date?
    /// Whether the activity's delegate should be asked to update it.
    open var needsSave: Bool = false
    /// Whether `becomeCurrent()` was called and `resignCurrent()` or `invalidate()` was not.
    public private(set) var isCurrent: Bool = false
    /// Whether `invalidate()` was called.
    public private(set) var isInvalidated: Bool = false

    /// Makes an activity of this type.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Merges entries into `userInfo`, as Foundation does.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    /// Marks the activity as the one the user is doing now.
    open func becomeCurrent() {
        isCurrent = true
        NSUserActivity.setCurrent(self)
    }

    /// Marks the activity as no longer current.
    open func resignCurrent() {
        isCurrent = false
        if NSUserActivity.current === self { NSUserActivity.setCurrent(nil) }
    }

    /// Ends the activity for good.
    open func invalidate() {
        resignCurrent()
        isInvalidated = true
    }

    /// The activity that most recently became current and was not resigned.
    public class var current: NSUserActivity? { currentLock.withLock { currentStorage } }

    private static func setCurrent(_ activity: NSUserActivity?) { currentLock.withLock { currentStorage = activity } }

    private static let currentLock = NSLock()
    /// Read and written only under `currentLock`.
    nonisolated(unsafe) private static var currentStorage: NSUserActivity?

    /// Forgets the current activity: the runtime calls it when a simulated process ends.
    package static func resetCurrent() { setCurrent(nil) }
}

/// The activity type of browsing the web (Foundation's `NSUserActivityTypeBrowsingWeb`): a universal link.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
#endif
