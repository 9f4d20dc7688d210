import Foundation
#if canImport(UserNotifications)
import UserNotifications
#endif

extension UIScene {
    /// What comes with a scene's connection (UIKit's `UIScene.ConnectionOptions`).
    ///
    /// As UIKit does, the runtime puts URLs and Spotlight, drag-and-drop and
    /// app-requested activities here, and only the *type* of a Handoff
    /// activity (`handoffUserActivityType`): the Handoff activity itself
    /// follows through `scene(_:continue:)`.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// URLs to open in the new scene.
        open var urlContexts: Set<UIOpenURLContext> { read("urlContexts", storedURLContexts) }
        /// The bundle identifier of the app that asked for the connection, if any.
        open var sourceApplication: String? { read("sourceApplication", storedSourceApplication) }
        /// The type of a Handoff activity the scene connects for.
        open var handoffUserActivityType: String? { read("handoffUserActivityType", storedHandoffUserActivityType) }
        /// User activities to continue in the new scene.
        open var userActivities: Set<NSUserActivity> { read("userActivities", storedUserActivities) }
        /// The quick action the user chose, if the scene connects for one.
        open var shortcutItem: UIApplicationShortcutItem? { read("shortcutItem", storedShortcutItem) }
        /// The user's response to a notification, if the scene connects to handle one.
        ///
        /// UIKit puts the response here when it connects a scene for a notification the user tapped; the runtime
        /// does not deliver notifications yet, so it is `nil` in every connection the runtime makes.
        open var notificationResponse: UNNotificationResponse? { read("notificationResponse", storedNotificationResponse) }

        private let storedURLContexts: Set<UIOpenURLContext>
        private let storedSourceApplication: String?
        private let storedHandoffUserActivityType: String?
        private let storedUserActivities: Set<NSUserActivity>
        private let storedShortcutItem: UIApplicationShortcutItem?
        private let storedNotificationResponse: UNNotificationResponse?
        /// The properties the app read, by name (not UIKit: for reports).
        private var readNames: Set<String> = []

        private func read<Value>(_ name: String, _ value: Value) -> Value {
            readNames.insert(name)
            return value
        }

        /// The options that carry content the app never read, as `connectionOptions.urlContexts` and the like, in
        /// declaration order (not UIKit: a report says so when a connection's content was dropped).
        package var unreadContent: [String] {
            var unread: [String] = []
            func note(_ name: String, _ carries: Bool) {
                if carries && !readNames.contains(name) { unread.append("connectionOptions." + name) }
            }
            note("urlContexts", !storedURLContexts.isEmpty)
            note("handoffUserActivityType", storedHandoffUserActivityType != nil)
            note("userActivities", !storedUserActivities.isEmpty)
            note("shortcutItem", storedShortcutItem != nil)
            note("notificationResponse", storedNotificationResponse != nil)
            return unread
        }

        /// Forgets what was read so far, so that only the app's reads count (the runtime reads the options to
        /// record them before it hands them to the app).
        package func forgetReads() { readNames.removeAll() }

        /// Options as the runtime builds them for a connection.
        package init(
            urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil,
            handoffUserActivityType: String? = nil, userActivities: Set<NSUserActivity> = [],
            shortcutItem: UIApplicationShortcutItem? = nil, notificationResponse: UNNotificationResponse? = nil
        ) {
            storedURLContexts = urlContexts
            storedSourceApplication = sourceApplication
            storedHandoffUserActivityType = handoffUserActivityType
            storedUserActivities = userActivities
            storedShortcutItem = shortcutItem
            storedNotificationResponse = notificationResponse
            super.init()
        }
    }

    /// The options of a URL opened in a scene (UIKit's `UIScene.OpenURLOptions`).
    @preconcurrency @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked to open the URL.
        open private(set) var sourceApplication: String?
        /// The annotation the source app attached.
        open private(set) var annotation: Any?
        /// Whether the file must be opened in place.
        open private(set) var openInPlace: Bool

        package init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }

    /// Options of a scene activation request (UIKit's `UIScene.ActivationRequestOptions`).
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene that asked; stored only.
        open var requestingScene: UIScene?
        public override init() { super.init() }
    }
}

/// Options of a scene destruction request (UIKit's `UISceneDestructionRequestOptions`).
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() { super.init() }
}
