import Foundation
import LifecycleUIKit

// Conversions between the specification's values (payloads, manifest entries, trace fields) and the
// UIKit-shaped objects the runtime hands to delegates. Values are what rules and reports compare;
// objects are what apps hold.

extension UserActivity {
    /// A new `NSUserActivity` with this type, title, user info and target, as the system would deliver it.
    @MainActor
    package func makeActivity() -> NSUserActivity {
        let activity = NSUserActivity(activityType: activityType)
        activity.title = title
        if !userInfo.isEmpty {
            var info: [AnyHashable: Any] = [:]
            for (key, value) in userInfo { info[key] = value.object }
            activity.userInfo = info
        }
        activity.targetContentIdentifier = targetContentIdentifier
        activity.webpageURL = webpageURL.flatMap { URL(string: $0) }
        return activity
    }

    /// The value of an activity an app made: its type, title and target, and its user info: strings, whole numbers
    /// (of any width that fits an `Int`), real numbers, Booleans, URLs, dates, arrays and dictionaries with their types,
    /// an `NSNumber` by the type it holds, any other value (and a real number that is not a number) rendered as a
    /// string (`PropertyListRendering`).
    package init(activity: NSUserActivity) {
        var info: [String: Value] = [:]
        for (key, value) in activity.userInfo ?? [:] { info["\(key.base)"] = Self.value(value) }
        self.init(activityType: activity.activityType, title: activity.title, userInfo: info,
                  targetContentIdentifier: activity.targetContentIdentifier,
                  webpageURL: activity.webpageURL?.absoluteString)
    }
}

extension UserActivity {
    /// One value of an app's `userInfo` as a `Value`. An `NSNumber` is read by the type it holds before any cast:
    /// Foundation casts an `NSNumber` of 0 or 1 to `Bool` and one of 2.0 to `Int`.
    static func value(_ value: Any) -> Value {
        if Swift.type(of: value) is NSNumber.Type, let number = value as? NSNumber {
            switch String(cString: number.objCType) {
            case "c", "B": return .bool(number.boolValue)
            case "f", "d": return number.doubleValue.isNaN ? .string("nan") : .double(number.doubleValue)
            default: return Int(exactly: number.int64Value).map { .int($0) } ?? .string(number.stringValue)
            }
        }
        switch value {
        case let string as String: return .string(string)
        case let bool as Bool: return .bool(bool)
        case let int as Int: return .int(int)
        case let integer as any BinaryInteger: return Int(exactly: integer).map { .int($0) } ?? .string("\(integer)")
        case let double as Double: return double.isNaN ? .string("nan") : .double(double)
        case let float as Float: return float.isNaN ? .string("nan") : .double(Double(float))
        case let url as URL: return .url(url)
        case let date as Date: return .date(date)
        case let array as [Any]: return .array(array.map(Self.value))
        case let dictionary as [AnyHashable: Any]:
            var values: [String: Value] = [:]
            // Keys that print alike (1 and "1") keep one value, the same one in every run: the last in this order.
            let ordered = dictionary.sorted {
                ("\($0.key.base)", "\(type(of: $0.key.base))") < ("\($1.key.base)", "\(type(of: $1.key.base))")
            }
            for (key, item) in ordered { values["\(key.base)"] = Self.value(item) }
            return .dictionary(values)
        default: return .string(PropertyListRendering.render(value))
        }
    }
}

extension NSUserActivity {
    /// A copy of what the activity carries, as UIKit archives the restoration activity: later changes the app
    /// makes to its own object do not reach the session's.
    package func lifecycleCopy() -> NSUserActivity {
        let copy = NSUserActivity(activityType: activityType)
        copy.title = title
        copy.userInfo = userInfo
        copy.requiredUserInfoKeys = requiredUserInfoKeys
        copy.webpageURL = webpageURL
        copy.targetContentIdentifier = targetContentIdentifier
        copy.persistentIdentifier = persistentIdentifier
        return copy
    }
}

extension ShortcutItem {
    /// A new `UIApplicationShortcutItem` for this quick action.
    package func makeItem() -> UIApplicationShortcutItem {
        let item = UIApplicationShortcutItem(type: type, localizedTitle: localizedTitle)
        item.targetContentIdentifier = targetContentIdentifier
        return item
    }
}

extension SceneConfiguration {
    /// The configuration object UIKit fills in from this Info.plist entry.
    @MainActor
    package func makeConfiguration() -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: name, sessionRole: UISceneSession.Role(rawValue: sessionRole.rawValue))
        configuration.delegateClassName = delegateClassName
        configuration.storyboardName = storyboardName
        return configuration
    }

    /// The value of a configuration object: its name, role, and the delegate class and storyboard it names.
    @MainActor
    package init(_ configuration: UISceneConfiguration) {
        let appSetClass = configuration.delegateClass.flatMap {
            ObjectIdentifier($0) == configuration.declaredDelegateClass ? nil : String(describing: $0)
        }
        let delegateClassName = appSetClass ?? configuration.delegateClassName
        self.init(name: configuration.name, sessionRole: SceneSessionRole(rawValue: configuration.role.rawValue),
                  delegateClassName: delegateClassName,
                  storyboardName: configuration.storyboard?.name ?? configuration.storyboardName,
                  sceneClassName: configuration.sceneClass.map { String(describing: $0) })
    }
}

extension SessionID {
    /// The `persistentIdentifier` the runtime gives this session's `UISceneSession`.
    public var persistentIdentifier: String { UISceneSession.persistentIdentifier(forIndex: index) }
}
