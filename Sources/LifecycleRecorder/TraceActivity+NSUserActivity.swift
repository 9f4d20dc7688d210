import LifecycleTrace
#if canImport(UIKit)
import UIKit
#else
import LifecycleUIKit
#endif

// One rendering of an activity for traces, shared by the recorder on devices and the reference runtime, so a
// device trace and a replayed one name the same activity the same way.

extension TraceActivity {
    /// The activity as a trace records it: its type, and its target content identifier, else its user info
    /// as `key=value` pairs sorted by key and joined by `&` (nested dictionaries `{k=v&…}`, arrays `[a,b]`),
    /// else its web page, else empty. The recorder on devices renders activities the same way.
    package init(activity: NSUserActivity) {
        if let target = activity.targetContentIdentifier {
            self.init(type: activity.activityType, id: target)
        } else if let info = activity.userInfo, !info.isEmpty {
            self.init(type: activity.activityType, id: Self.renderPairs(info))
        } else {
            self.init(type: activity.activityType, id: activity.webpageURL?.absoluteString ?? "")
        }
    }

    /// `key=value` pairs sorted by key and joined by `&`.
    package static func renderPairs(_ dictionary: [AnyHashable: Any]) -> String {
        dictionary.map { ("\($0.key.base)", render($0.value)) }
            .sorted { $0 < $1 }
            .map { "\($0.0)=\($0.1)" }
            .joined(separator: "&")
    }

    /// A value as a device renders it: an `NSNumber` by its `description` (a Boolean `1` or `0`, a whole real number
    /// without its fraction), which a Swift `Bool` or `Double` on Linux renders the same way.
    private static func render(_ value: Any) -> String {
        switch value {
        case let dictionary as [AnyHashable: Any]: return "{" + renderPairs(dictionary) + "}"
        case let array as [Any]: return "[" + array.map(render).joined(separator: ",") + "]"
        case let bool as Bool: return text(of: bool)
        case let double as Double: return text(of: double)
        default: return "\(value)"
        }
    }
}
