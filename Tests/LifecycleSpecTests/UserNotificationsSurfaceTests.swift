import Foundation
import LifecycleRules
import LifecycleUIKit
import Testing
#if canImport(UserNotifications)
import UserNotifications
import LifecycleTesting
#endif

/// The UserNotifications shapes a scene delegate reads at connection, with the framework's names; the runtime
/// delivers no notification yet.
@MainActor
@Suite("UserNotifications surface: the response in the connection options", .holdingCheckTurn)
struct UserNotificationsSurfaceTests {
    #if !canImport(UserNotifications)
    @Test("UNNotificationResponse, UNNotification, UNNotificationRequest and UNNotificationContent have the framework's properties")
    func typesHaveTheFrameworksNames() {
        let content = UNNotificationContent(title: "New message", body: "Hi", userInfo: ["thread": "42"],
                                            categoryIdentifier: "message", targetContentIdentifier: "thread-42")
        let request = UNNotificationRequest(identifier: "message-1", content: content)
        let response = UNNotificationResponse(notification: UNNotification(request: request))
        #expect(response.actionIdentifier == UNNotificationDefaultActionIdentifier)
        #expect(UNNotificationDefaultActionIdentifier == "com.apple.UNNotificationDefaultActionIdentifier")
        #expect(UNNotificationDismissActionIdentifier == "com.apple.UNNotificationDismissActionIdentifier")
        #expect(response.notification.request.identifier == "message-1")
        #expect(response.notification.date == Date(timeIntervalSinceReferenceDate: 0), "a fixed date, never the clock")
        let read = response.notification.request.content
        #expect(read.title == "New message" && read.subtitle.isEmpty && read.body == "Hi")
        #expect(read.userInfo["thread"] as? String == "42")
        #expect(read.categoryIdentifier == "message" && read.threadIdentifier.isEmpty)
        #expect(read.targetContentIdentifier == "thread-42")
        let options = UIScene.ConnectionOptions(notificationResponse: response)
        #expect(options.notificationResponse === response)
    }
    #endif

    @Test("every connection the runtime makes has no notificationResponse, and the launch options no remote notification")
    func connectionsCarryNoResponse() async throws {
        let (runtime, log) = UIKitSurfaceTests.surfaceRuntime()
        _ = try await UIKitSurfaceTests.send(runtime, log, .launch, .openURL(.newWindow, payload: 0))
        let options = try #require(log.connectionOptions)
        #expect(options.notificationResponse == nil)
        #expect(UIScene.ConnectionOptions().notificationResponse == nil)
        #expect(UIApplication.LaunchOptionsKey.remoteNotification.rawValue == "UIApplicationLaunchOptionsRemoteNotificationKey")
    }
}
