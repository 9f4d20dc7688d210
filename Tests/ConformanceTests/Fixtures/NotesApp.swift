// A delegate written the way a team writes it for UIKit: only the import differs from the iOS file
// (`import UIKit` there). Drafts live in UserDefaults keyed by the session's persistentIdentifier.
import Foundation
import LifecycleRules
import LifecycleUIKit

struct NoteScreen: SceneContent {
    var note: String?
    var text: String
    var subject: AnyHashable? { note.map(AnyHashable.init) }
}

/// The note window's root view controller; the rules read it as a `NoteScreen`.
@MainActor
final class NoteViewController: UIViewController, SceneContentProviding {
    var note: String?
    var text = ""
    var sceneContent: AnyHashable? { NoteScreen(note: note, text: text) }
}

@MainActor
final class NotesAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        for session in sceneSessions {
            UserDefaults.standard.removeObject(forKey: NotesSceneDelegate.textKey(session))
        }
    }
}

@MainActor
class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var note: String?
    var text = ""
    weak var scene: UIWindowScene?
    /// A deliberate bug to plant in tests: forget the note on restoration.
    var forgetsNote: Bool { false }

    static func textKey(_ session: UISceneSession) -> String { "text-\(session.persistentIdentifier)" }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        self.scene = windowScene
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = NoteViewController()
        window.makeKeyAndVisible()
        self.window = window
        note = connectionOptions.userActivities.first?.userInfo?["note"] as? String
            ?? session.stateRestorationActivity?.userInfo?["note"] as? String
        text = UserDefaults.standard.string(forKey: Self.textKey(session)) ?? ""
        render()
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        note = userActivity.userInfo?["note"] as? String
        render()
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let note, !forgetsNote else { return nil }
        let activity = NSUserActivity(activityType: "com.example.notes.open")
        activity.userInfo = ["note": note]
        return activity
    }

    func type(_ s: String) {
        text += s
        if let session = scene?.session { UserDefaults.standard.set(text, forKey: Self.textKey(session)) }
        render()
    }

    func render() {
        guard let controller = window?.rootViewController as? NoteViewController else { return }
        controller.note = note
        controller.text = text
    }
}

/// The notes scene delegate with a planted bug: it forgets the note on restoration.
@MainActor
final class ForgetfulNotesSceneDelegate: NotesSceneDelegate {
    override var forgetsNote: Bool { true }
}

enum NotesApp {
    static func app(forgetsNote: Bool = false) -> AppUnderTest {
        var app = AppUnderTest(
            name: forgetsNote ? "NotesForgetsNote" : "Notes",
            appDelegate: NotesAppDelegate.self,
            sceneDelegates: [NotesSceneDelegate.self],
            manifest: .standard(delegateClassName: "NotesSceneDelegate"),
            // What the delegate handles: activities that open a note (no URL scheme, no quick action).
            payloads: PayloadCatalog(
                urls: [],
                activities: ["1", "2"].map { UserActivity(activityType: "com.example.notes.open", userInfo: ["note": $0]) },
                shortcuts: []),
            userActions: [UserAction("type") { scene in (scene.delegate as? NotesSceneDelegate)?.type("x") }],
            expectations: ContentExpectations(subjectForActivity: { $0.userInfo["note"].map(AnyHashable.init) }))
        if forgetsNote { app.sceneDelegateClasses["NotesSceneDelegate"] = { ForgetfulNotesSceneDelegate() } }
        return app
    }
}
