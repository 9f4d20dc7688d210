/// The rules of the migration check: what moving an app from the app-delegate lifecycle to scenes must
/// keep, with IDs `M1` to `M3`.
///
/// M1 needs the app as it was and as it is (`MigrationPair`); M2 and M3 need only the migrated app.
/// CONFORMANCE.md ("Migrating to scenes") lists the same table, and a test keeps the two equal. A window
/// created outside `scene(_:willConnectTo:options:)` is A8's, and an Info.plist naming a scene delegate
/// the app does not have stops every check before its first case.
public enum MigrationRule: Int, Hashable, Sendable, CaseIterable {
    /// M1: after every step of every story, the migrated app is where the legacy app is, shows what it
    /// showed, stored what it stored and called the completion handlers it called.
    case behaviourPreserved = 1
    /// M2: no app-delegate UI-state callback with work in it, in an app that uses scenes (UIKit never
    /// calls them there).
    case appDelegateCallbacksUnused = 2
    /// M3: a URL, user activity or quick action that launches the app is handled as the same one
    /// delivered while it runs.
    case coldStartDeliveryHandled = 3

    /// `M1`, `M2`, `M3`.
    public var id: RuleID { RuleID(.migration, rawValue) }

    /// The rule as the catalogue lists it, and as its findings name it.
    public var rule: LifecycleRule { LifecycleRule(id: id, title: title, statement: sentence, source: source) }

    /// A few words.
    public var title: String {
        switch self {
        case .behaviourPreserved: return "migration keeps behaviour"
        case .appDelegateCallbacksUnused: return "no work left in app-delegate callbacks scenes replace"
        case .coldStartDeliveryHandled: return "cold-start delivery handled"
        }
    }

    /// The rule in one sentence.
    public var sentence: String {
        switch self {
        case .behaviourPreserved:
            return "After every step of a phone story, the migrated app is where the legacy app is (not running, "
                + "background, inactive, active), shows what it showed, stored what it stored and called the "
                + "completion handlers it called."
        case .appDelegateCallbacksUnused:
            return "An app with a scene manifest does no work in the app-delegate methods UIKit no longer calls once "
                + "it has scenes: the four UI-state callbacks (applicationDidBecomeActive and the rest), "
                + "application(_:open:options:), application(_:continue:restorationHandler:) and the other Handoff "
                + "callbacks, and application(_:performActionFor:completionHandler:); each has a scene-delegate "
                + "counterpart."
        case .coldStartDeliveryHandled:
            return "A URL, user activity or quick action that launches the app leaves it showing what the same one "
                + "delivered to the running app does."
        }
    }

    /// Where the rule comes from.
    public var source: String {
        switch self {
        case .behaviourPreserved:
            return "TN3187 \"Migrating to the UIKit scene-based life cycle\"; \"Managing your app's life cycle\" (which "
                + "callbacks each lifecycle gets)"
        case .appDelegateCallbacksUnused:
            return "UIApplicationDelegate documentation: \"If your app uses scenes, UIKit does not call this method\" "
                + "(applicationDidBecomeActive(_:) and the other three); TN3187 \"Migrating to the UIKit scene-based "
                + "life cycle\" (each app-delegate method with its scene-delegate replacement)"
        case .coldStartDeliveryHandled:
            return "UIScene.ConnectionOptions documentation (urlContexts, userActivities, shortcutItem); TN3187: "
                + "scene(_:openURLContexts:) is not called for the URL that launches the app"
        }
    }
}
