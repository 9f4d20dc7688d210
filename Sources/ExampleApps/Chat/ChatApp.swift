import Foundation
import LifecycleRules
import LifecycleUIKit

/// The chat app of WWDC 2019 session 258: several windows, one conversation each, kept in sync.
public enum ChatApp {
    /// The activity type for a conversation.
    public static let activityType = "com.example.chat.conversation"

    /// Conversations the generator opens by URL and activity. The app has no quick action, so none is sent.
    public static let payloads = PayloadCatalog(
        urls: ["chat://conversation/general", "chat://conversation/random"],
        activities: ["general", "random"].map {
            UserActivity(activityType: activityType, userInfo: ["conversation": $0])
        },
        shortcuts: [])

    /// The conversation a URL such as `chat://conversation/general` names.
    public static func conversation(for url: String) -> String? {
        let prefix = "chat://conversation/"
        return url.hasPrefix(prefix) ? String(url.dropFirst(prefix.count)) : nil
    }

    /// Send a message; switch to the other conversation.
    public static let userActions: [UserAction] = [
        UserAction("send") { scene in (scene.delegate as? ChatSceneDelegate)?.userSentMessage() },
        UserAction("switchConversation") { scene in (scene.delegate as? ChatSceneDelegate)?.userSwitchedConversation() },
    ]

    public static let expectations = ContentExpectations(
        subjectForURL: { conversation(for: $0).map(AnyHashable.init) },
        subjectForActivity: { $0.userInfo["conversation"].map(AnyHashable.init) })

    /// The manifest: multiple windows, one configuration per role, the conversation activity declared.
    public static var manifest: SceneManifest {
        var m = SceneManifest.standard(supportsMultipleScenes: true, delegateClassName: "ChatSceneDelegate")
        m.userActivityTypes = [activityType]
        return m
    }

    /// The restoration (and Handoff) activity for a conversation.
    @MainActor
    public static func activity(for conversation: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: activityType)
        activity.title = conversation
        activity.userInfo = ["conversation": conversation]
        return activity
    }

    /// The correct chat app; the parameters let mutants swap a class (the Info.plist still names
    /// `ChatSceneDelegate`, so every mutant carries the chat's own manifest).
    public static func app(
        name: String = "Chat",
        appDelegate: ChatAppDelegate.Type = ChatAppDelegate.self,
        sceneDelegate: ChatSceneDelegate.Type = ChatSceneDelegate.self
    ) -> AppUnderTest {
        var app = AppUnderTest(name: name, makeAppDelegate: { appDelegate.init() },
                               sceneDelegates: [ChatSceneDelegate.self], manifest: manifest, payloads: payloads,
                               userActions: userActions, expectations: expectations)
        app.sceneDelegateClasses["ChatSceneDelegate"] = { sceneDelegate.init() }
        return app
    }
}

/// The chat app delegate: owns the model controller; forgets per-window state of discarded sessions.
@MainActor
open class ChatAppDelegate: UIResponder, UIApplicationDelegate {
    public private(set) var model: ChatModelController?

    open func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        model = ChatModelController()
        return true
    }

    /// Deletes every user default whose key names a discarded session.
    open func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        let defaults = UserDefaults.standard
        for identifier in sceneSessions.map(\.persistentIdentifier).sorted() {
            for key in defaults.dictionaryRepresentation().keys.sorted() where key.contains(identifier) {
                defaults.removeObject(forKey: key)
            }
        }
    }
}
