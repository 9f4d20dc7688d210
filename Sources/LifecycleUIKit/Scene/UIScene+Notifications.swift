import Foundation

extension UIScene {
    /// Posted on `NotificationCenter.default`, with the scene as object, after `scene(_:willConnectTo:options:)`.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted, with the scene as object, after `sceneDidDisconnect(_:)`.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted, with the scene as object, after `sceneDidBecomeActive(_:)`.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted, with the scene as object, after `sceneWillResignActive(_:)`.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted, with the scene as object, after `sceneWillEnterForeground(_:)`.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted, with the scene as object, after `sceneDidEnterBackground(_:)`.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
