// A notes app that keeps each window's draft as a `Codable` value encoded with `JSONEncoder()`, as most apps do:
// without `.sortedKeys`, so the same draft's bytes differ from run to run. Only the import differs from the iOS file.
import Foundation
import LifecycleRules
import LifecycleUIKit

/// A window's draft, stored as JSON in `UserDefaults` under the session's identifier.
struct StoredDraft: Codable, Equatable {
    var title = "Untitled"
    var body = ""
    var words = 0
    var tags = ["inbox"]
    var pinned = false
}

@MainActor
final class CodableDraftAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        for session in sceneSessions { UserDefaults.standard.removeObject(forKey: CodableDraftSceneDelegate.key(session)) }
    }
}

@MainActor
class CodableDraftSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var draft = StoredDraft()
    weak var scene: UIWindowScene?
    /// The planted bug: a reconnected window starts a new draft instead of reading the stored one, and overwrites it.
    var forgetsDraft: Bool { false }

    static func key(_ session: UISceneSession) -> String { "draft-\(session.persistentIdentifier)" }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        self.scene = windowScene
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = NoteViewController()
        window.makeKeyAndVisible()
        self.window = window
        if !forgetsDraft, let data = UserDefaults.standard.data(forKey: Self.key(session)),
           let stored = try? JSONDecoder().decode(StoredDraft.self, from: data) {
            draft = stored
        }
        save()
    }

    func type(_ s: String) {
        draft.body += s
        draft.words += 1
        draft.title = "Draft \(draft.words)"
        save()
    }

    /// Stores the draft and shows it; the encoder writes the keys in whatever order its dictionary has.
    func save() {
        if let session = scene?.session, let data = try? JSONEncoder().encode(draft) {
            UserDefaults.standard.set(data, forKey: Self.key(session))
        }
        guard let controller = window?.rootViewController as? NoteViewController else { return }
        controller.note = draft.title
        controller.text = draft.body
    }
}

/// The draft scene delegate with its planted bug.
@MainActor
final class ForgetfulCodableDraftSceneDelegate: CodableDraftSceneDelegate {
    override var forgetsDraft: Bool { true }
}

enum CodableDraftApp {
    static func app(forgetsDraft: Bool = false) -> AppUnderTest {
        AppUnderTest(
            name: forgetsDraft ? "CodableDraftsForgetDraft" : "CodableDrafts",
            appDelegate: CodableDraftAppDelegate.self,
            sceneDelegates: [forgetsDraft ? ForgetfulCodableDraftSceneDelegate.self : CodableDraftSceneDelegate.self],
            manifest: .standard(delegateClassName: forgetsDraft ? "ForgetfulCodableDraftSceneDelegate" : "CodableDraftSceneDelegate"),
            payloads: PayloadCatalog(urls: [], activities: [], shortcuts: []),
            userActions: [UserAction("type") { scene in (scene.delegate as? CodableDraftSceneDelegate)?.type("x") }])
    }
}
