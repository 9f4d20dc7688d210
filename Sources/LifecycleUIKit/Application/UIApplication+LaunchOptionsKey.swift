import Foundation

extension UIApplication {
    /// Keys of the launch options dictionary (UIKit's `UIApplication.LaunchOptionsKey`).
    ///
    /// In the scene lifecycle UIKit passes URLs, activities and quick actions
    /// to the scene's connection options, not here; the runtime does the
    /// same and passes `nil` launch options. (The legacy lifecycle's URL,
    /// activity and quick-action launches are not generated yet.)
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A dictionary with the activity the app was launched to continue.
        public static let userActivityDictionary =
            LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The type of the activity the app was launched to continue.
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// The quick action the app was launched for.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The remote notification the app was launched for.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The app was launched to handle a location event.
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        /// The app was launched for a Bluetooth central event.
        public static let bluetoothCentrals = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
    }

    /// Keys of the options of `application(_:open:options:)` (UIKit's `UIApplication.OpenURLOptionsKey`).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The annotation the source app attached.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the file must be opened in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// The key of a `userActivityDictionary` launch option that holds the activity itself.
    nonisolated public static let launchOptionsUserActivityKey = "UIApplicationLaunchOptionsUserActivityKey"
}
