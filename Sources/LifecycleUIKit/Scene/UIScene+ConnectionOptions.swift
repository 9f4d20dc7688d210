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
    @MainActor
    open class ConnectionOptions: NSObject {
        /// URLs to open in the new scene.
        open private(set) var urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that asked for the connection, if any.
        open private(set) var sourceApplication: String?
        /// The type of a Handoff activity the scene connects for.
        open private(set) var handoffUserActivityType: String?
        /// User activities to continue in the new scene.
        open private(set) var userActivities: Set<NSUserActivity>
        /// The quick action the user chose, if the scene connects for one.
        open private(set) var shortcutItem: UIApplicationShortcutItem?
        /// The user's response to a notification, if the scene connects to handle one.
        ///
        /// UIKit puts the response here when it connects a scene for a notification the user tapped; the runtime
        /// does not deliver notifications yet, so it is `nil` in every connection the runtime makes.
        open private(set) var notificationResponse: UNNotificationResponse?

        /// Options as the runtime builds them for a connection.
        package init(
            urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil,
            handoffUserActivityType: String? = nil, userActivities: Set<NSUserActivity> = [],
            shortcutItem: UIApplicationShortcutItem? = nil, notificationResponse: UNNotificationResponse? = nil
        ) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
            self.userActivities = userActivities
            self.shortcutItem = shortcutItem
            self.notificationResponse = notificationResponse
            super.init()
        }
    }

    /// The options of a URL opened in a scene (UIKit's `UIScene.OpenURLOptions`).
    @MainActor
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
    @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene that asked; stored only.
        open var requestingScene: UIScene?
        public override init() { super.init() }
    }
}

/// Options of a scene destruction request (UIKit's `UISceneDestructionRequestOptions`).
@MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() { super.init() }
}
