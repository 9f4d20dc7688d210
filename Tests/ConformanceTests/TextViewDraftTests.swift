import Foundation
import Generators
import LifecycleRules
import LifecycleUIKit
import Testing

/// An editor as a team writes it for UIKit: the draft is what its `UITextView` holds, and no package protocol says
/// what the screen shows.
@MainActor
final class DraftEditorViewController: UIViewController {
    let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Draft"
        view.addSubview(textView)
    }
}

@MainActor
class DraftEditorSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var editor: DraftEditorViewController? { window?.rootViewController as? DraftEditorViewController }
    /// The planted bug: the restoration activity leaves the draft out.
    class var savesDraft: Bool { true }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let editor = DraftEditorViewController()
        window.rootViewController = editor
        window.makeKeyAndVisible()
        self.window = window
        editor.textView.text = session.stateRestorationActivity?.userInfo?["draft"] as? String ?? ""
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "com.example.drafts.editing")
        if Self.savesDraft { activity.userInfo = ["draft": editor?.textView.text ?? ""] }
        return activity
    }
}

@MainActor
final class LosesDraftSceneDelegate: DraftEditorSceneDelegate {
    override class var savesDraft: Bool { false }
}

/// A1 reads what the user typed in a text view or field of a controller that adopts no package protocol: a draft
/// lost when the system disconnects the scene fails, a draft restored passes.
@MainActor
@Suite("A1 reads the text a user typed, without SceneContentProviding")
struct TextViewDraftTests {
    static func app(_ sceneDelegate: DraftEditorSceneDelegate.Type) -> AppUnderTest {
        var manifest = SceneManifest.standard(delegateClassName: "\(sceneDelegate)")
        manifest.userActivityTypes = ["com.example.drafts.editing"]
        return AppUnderTest(
            name: "Drafts", appDelegate: NotesAppDelegate.self, sceneDelegates: [sceneDelegate], manifest: manifest,
            userActions: [UserAction("type") { scene in
                (scene.windows.first?.rootViewController as? DraftEditorViewController)?.textView.text += "x"
            }])
    }

    static let options = ConformanceOptions(device: .pad, run: RunOptions(cases: 200, seed: Seed(0x316)), only: ["A1"])

    @Test("a draft lost after a disconnect fails A1, and the report shows the text before and after")
    func lostDraftFails() async throws {
        let report = await LifecycleConformance.check(Self.app(LosesDraftSceneDelegate.self), options: Self.options)
        let c = try #require(report.run.counterexample, "\(report.text)")
        #expect(c.failure.rule == "A1")
        #expect(report.text.contains("DraftEditorViewController(\"Draft\") showing \"x"), "\(report.text)")
    }

    @Test("a draft restored after a disconnect passes A1")
    func restoredDraftPasses() async {
        let report = await LifecycleConformance.check(Self.app(DraftEditorSceneDelegate.self), options: Self.options)
        #expect(report.run.passed, "\(report.text)")
    }
}

/// The same editor telling the rules what it shows as a dictionary, as a team may write `sceneContent`.
@MainActor
final class DictionaryDraftViewController: UIViewController, SceneContentProviding {
    var draft = ""
    var sceneContent: AnyHashable? { ["screen": "editor", "draft": draft, "title": "Draft", "mode": "edit"] as [String: String] }
}

@MainActor
final class LosesDictionaryDraftSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = DictionaryDraftViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}

@MainActor
@Suite("A report of content held in a dictionary is deterministic", .inOwnProcess)
struct DictionaryContentTests {
    @Test("a lost draft shown through a dictionary fails A1 the same way on every replay, and is proved minimal")
    func dictionaryContentIsDeterministic() async throws {
        var manifest = SceneManifest.standard(delegateClassName: "LosesDictionaryDraftSceneDelegate")
        manifest.userActivityTypes = []
        let app = AppUnderTest(
            name: "DictionaryDrafts", appDelegate: NotesAppDelegate.self,
            sceneDelegates: [LosesDictionaryDraftSceneDelegate.self], manifest: manifest,
            userActions: [UserAction("type") { scene in
                (scene.windows.first?.rootViewController as? DictionaryDraftViewController)?.draft += "x"
            }])
        let report = await LifecycleConformance.check(
            app, options: ConformanceOptions(device: .pad, run: RunOptions(cases: 200, seed: Seed(0x316)), only: ["A1"]))
        let c = try #require(report.run.counterexample, "\(report.text)")
        #expect(c.failure.rule == "A1")
        guard case .deterministic = c.flakiness else {
            Issue.record("reported nondeterministic: \(report.text)")
            return
        }
        #expect(c.shrunk.minimality.isProved, "\(report.text)")
        #expect(report.text.contains("[\"draft\": \"x\", \"mode\": \"edit\", \"screen\": \"editor\", \"title\": \"Draft\"]"),
                "\(report.text)")
    }
}
