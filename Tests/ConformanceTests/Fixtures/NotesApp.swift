// A delegate written the way a team ports its UIKit code: only the public products are imported.
// UIKit version:                          Here:
//   class SceneDelegate: UIResponder,       final class NotesSceneDelegate: WindowSceneDelegate
//     UIWindowSceneDelegate
//   UIWindow(windowScene:)                  Window(windowScene:)
//   window.rootViewController = …           window.content = NoteScreen(…)
//   UserDefaults / files                    Application.shared.storage
import LifecycleSpec

struct NoteScreen: SceneContent {
    var note: String?
    var text: String
    var subject: AnyHashable? { note.map(AnyHashable.init) }
}

@MainActor
final class NotesAppDelegate: ApplicationDelegate {
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
        true
    }

    func application(_ application: Application, didDiscardSceneSessions sceneSessions: [SceneSession]) {
        for session in sceneSessions {
            application.storage.removeValue(forKey: session.storageKey("text"))
        }
    }
}

@MainActor
final class NotesSceneDelegate: WindowSceneDelegate {
    var window: Window?
    var note: String?
    var text = ""
    weak var scene: WindowScene?
    /// A deliberate bug to plant in tests: forget the note on restoration.
    let forgetsNote: Bool

    init(forgetsNote: Bool = false) { self.forgetsNote = forgetsNote }

    func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: SceneConnectionOptions) {
        self.scene = scene
        let window = Window(windowScene: scene)
        window.makeKeyAndVisible()
        self.window = window
        note = connectionOptions.userActivities.first?.userInfo["note"]
            ?? session.stateRestorationActivity?.userInfo["note"]
        text = Application.shared.storage.string(forKey: session.storageKey("text")) ?? ""
        render()
    }

    func scene(_ scene: WindowScene, continue userActivity: UserActivity) {
        note = userActivity.userInfo["note"]
        render()
    }

    func stateRestorationActivity(for scene: WindowScene) -> UserActivity? {
        guard let note, !forgetsNote else { return nil }
        return UserActivity(activityType: "com.example.notes.open", userInfo: ["note": note])
    }

    func type(_ s: String) {
        text += s
        if let session = scene?.session { Application.shared.storage.set(text, forKey: session.storageKey("text")) }
        render()
    }

    func render() { window?.content = NoteScreen(note: note, text: text) }
}

enum NotesApp {
    static func app(forgetsNote: Bool = false) -> AppUnderTest {
        AppUnderTest(
            name: forgetsNote ? "NotesForgetsNote" : "Notes",
            appDelegate: { NotesAppDelegate() },
            sceneDelegate: { _, _ in NotesSceneDelegate(forgetsNote: forgetsNote) },
            payloads: PayloadCatalog(
                urls: ["notes://"],
                activities: ["1", "2"].map { UserActivity(activityType: "com.example.notes.open", userInfo: ["note": $0]) },
                shortcuts: [ShortcutItem(type: "com.example.notes.new")]),
            userActions: [UserAction("type") { scene in (scene.delegate as? NotesSceneDelegate)?.type("x") }],
            expectations: ContentExpectations(subjectForActivity: { $0.userInfo["note"].map(AnyHashable.init) }))
    }
}
