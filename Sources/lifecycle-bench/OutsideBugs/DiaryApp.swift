// Deep bugs written the way a team writes its delegates, outside the package's library targets: only the public API
// and `LifecycleUIKit` (the import is `UIKit` on iOS). A diary keeps each window's draft in UserDefaults under a key
// naming the window's session; each bug needs a typed draft and then a process death or a disconnect (the fourth,
// two windows typed), and two of them a discard after that, before a rule can see it. lifecycle-bench measures how
// many seeds find them (`--only deep`); Tests/ConformanceTests/Fixtures/DiaryApp.swift is this file, linked.
import Foundation
import LifecycleRules
import LifecycleUIKit

/// What a diary window shows: its draft.
struct DiaryScreen: SceneContent {
    var draft: String
    var subject: AnyHashable? { nil }
}

/// The diary window's root view controller; the rules read it as a `DiaryScreen`.
@MainActor
final class DiaryViewController: UIViewController, SceneContentProviding {
    var draft = ""
    var sceneContent: AnyHashable? { DiaryScreen(draft: draft) }
}

/// The correct diary: drafts saved as they are typed, deleted when their window is discarded.
@MainActor
class DiaryAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        for session in sceneSessions { UserDefaults.standard.removeObject(forKey: DiarySceneDelegate.draftKey(session)) }
    }
}

@MainActor
class DiarySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var draft = ""
    weak var session: UISceneSession?

    static func draftKey(_ session: UISceneSession) -> String { "diary-draft-\(session.persistentIdentifier)" }

    /// Whether the draft is saved as it is typed (a subclass may save later).
    var savesWhileTyping: Bool { true }

    /// The key the window's draft is kept under (a subclass may keep every window's under one).
    func storageKey(_ session: UISceneSession) -> String { Self.draftKey(session) }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        self.session = session
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = DiaryViewController()
        window.makeKeyAndVisible()
        self.window = window
        draft = UserDefaults.standard.string(forKey: storageKey(session)) ?? ""
        render()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        if !savesWhileTyping { save() }
    }

    func type(_ text: String) {
        draft += text
        if savesWhileTyping { save() }
        render()
    }

    func clear() {
        draft = ""
        deleteDraft()
        render()
    }

    func save() {
        guard let session else { return }
        UserDefaults.standard.set(draft, forKey: storageKey(session))
    }

    func deleteDraft() {
        guard let session else { return }
        UserDefaults.standard.removeObject(forKey: storageKey(session))
    }

    func render() {
        (window?.rootViewController as? DiaryViewController)?.draft = draft
    }
}

/// Bug 1 (A3): the app delegate deletes the drafts of the windows it saw connect in this process. A window
/// discarded while the app was not running is reported at the next launch, before it reconnects, and its draft
/// stays: type, background, process death, discard in the switcher, relaunch.
@MainActor
final class DiaryCleansKnownWindows: DiaryAppDelegate {
    var knownDraftKeys: [String: String] = [:]

    override func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        for session in sceneSessions {
            guard let key = knownDraftKeys[session.persistentIdentifier] else { continue }
            UserDefaults.standard.removeObject(forKey: key)
        }
    }

    func register(_ session: UISceneSession) {
        knownDraftKeys[session.persistentIdentifier] = DiarySceneDelegate.draftKey(session)
    }
}

/// The scene delegate of bug 1: tells the app delegate which window connected.
@MainActor
final class DiaryRegisteringSceneDelegate: DiarySceneDelegate {
    override func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        super.scene(scene, willConnectTo: session, options: connectionOptions)
        (UIApplication.shared.delegate as? DiaryCleansKnownWindows)?.register(session)
    }
}

/// Bug 2 (A3): the app delegate asks each discarded window's scene delegate to delete its draft, but a
/// discarded session whose scene was disconnected (to reclaim memory, or by a process death) has no scene.
@MainActor
final class DiaryCleansThroughScene: DiaryAppDelegate {
    override func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        for session in sceneSessions { (session.scene?.delegate as? DiarySceneDelegate)?.deleteDraft() }
    }
}

/// Bug 3 (A1): the draft is saved when the window disconnects, which a process death never tells: typed,
/// backgrounded and killed, the window comes back empty at the next launch.
@MainActor
final class DiarySavesOnDisconnect: DiarySceneDelegate {
    override var savesWhileTyping: Bool { false }
}

/// Bug 4 (A1): every window's draft is kept under one key, so typing in a second window overwrites the first
/// window's saved draft: two windows typed, the first disconnected by the system and reconnected, it comes back with
/// the second window's draft. Its app delegate deletes each discarded session's own key, so the shared draft is never
/// deleted; no session's identifier is in that key, so A3 does not attribute it to a session, and A1 is the rule that sees
/// the bug. From a user trial's recipes app, which the default budget missed on some seeds.
@MainActor
final class DiarySharesOneDraft: DiarySceneDelegate {
    override func storageKey(_ session: UISceneSession) -> String { "diary-draft" }
}

/// The diary and its four deep bugs, as a team's tests would declare them.
enum DiaryApp {
    /// One of the diary's bugs, with the rule that must catch it.
    struct Bug {
        var name: String
        var expectedRule: RuleID
        var app: AppUnderTest
    }

    static func app(
        name: String = "Diary", appDelegate: (UIResponder & UIApplicationDelegate).Type = DiaryAppDelegate.self,
        sceneDelegate: (UIResponder & UISceneDelegate).Type = DiarySceneDelegate.self
    ) -> AppUnderTest {
        let delegateName = String(describing: sceneDelegate)
        return AppUnderTest(
            name: name,
            makeAppDelegate: { appDelegate.init() },
            sceneDelegates: [sceneDelegate],
            manifest: .standard(delegateClassName: delegateName),
            userActions: [
                UserAction("type") { scene in (scene.delegate as? DiarySceneDelegate)?.type("x") },
                UserAction("clear") { scene in (scene.delegate as? DiarySceneDelegate)?.clear() },
                UserAction("scroll") { _ in },
                UserAction("share") { _ in },
            ])
    }

    static let bugs: [Bug] = [
        Bug(name: "DiaryCleansKnownWindows", expectedRule: "A3",
            app: app(name: "DiaryCleansKnownWindows", appDelegate: DiaryCleansKnownWindows.self,
                     sceneDelegate: DiaryRegisteringSceneDelegate.self)),
        Bug(name: "DiaryCleansThroughScene", expectedRule: "A3",
            app: app(name: "DiaryCleansThroughScene", appDelegate: DiaryCleansThroughScene.self)),
        Bug(name: "DiarySavesOnDisconnect", expectedRule: "A1",
            app: app(name: "DiarySavesOnDisconnect", sceneDelegate: DiarySavesOnDisconnect.self)),
        Bug(name: "DiarySharesOneDraft", expectedRule: "A1",
            app: app(name: "DiarySharesOneDraft", sceneDelegate: DiarySharesOneDraft.self)),
    ]
}
