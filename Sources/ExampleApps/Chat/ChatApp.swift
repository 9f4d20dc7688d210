import LifecycleSpec

/// The chat app of WWDC 2019 session 258: several windows, one conversation each, kept in sync.
public enum ChatApp {
    /// The activity type for a conversation.
    public static let activityType = "com.example.chat.conversation"

    /// Conversations the generator opens by URL and activity.
    public static let payloads = PayloadCatalog(
        urls: ["chat://conversation/general", "chat://conversation/random"],
        activities: ["general", "random"].map {
            UserActivity(activityType: activityType, userInfo: ["conversation": $0])
        },
        shortcuts: [ShortcutItem(type: "com.example.chat.compose", localizedTitle: "New Message")])

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

    /// The correct chat app; the parameters let mutants swap a piece.
    public static func app(
        name: String = "Chat",
        appDelegate: @escaping @MainActor @Sendable () -> any ApplicationDelegate = { ChatAppDelegate() },
        sceneDelegate: @escaping @MainActor @Sendable () -> any WindowSceneDelegate = { ChatSceneDelegate() }
    ) -> AppUnderTest {
        AppUnderTest(name: name, appDelegate: appDelegate, sceneDelegate: { _, _ in sceneDelegate() },
                     manifest: manifest, payloads: payloads, userActions: userActions, expectations: expectations)
    }
}

/// The chat app delegate: owns the model controller; forgets per-window state of discarded sessions.
@MainActor
open class ChatAppDelegate: ApplicationDelegate {
    public private(set) var model: ChatModelController?

    public init() {}

    open func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
        model = makeModel(application)
        return true
    }

    open func makeModel(_ application: Application) -> ChatModelController {
        ChatModelController(application: application)
    }

    open func application(_ application: Application, didDiscardSceneSessions sceneSessions: [SceneSession]) {
        for session in sceneSessions {
            for key in application.storage.keys(ownedBy: session.persistentIdentifier) {
                application.storage.removeValue(forKey: key)
            }
        }
    }
}
