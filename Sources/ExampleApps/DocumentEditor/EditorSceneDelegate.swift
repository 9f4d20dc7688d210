import Foundation
import LifecycleUIKit

/// The editor's scene delegate: one document per window, drafts saved as the user types.
///
/// Drafts live in `UserDefaults.standard` under `draft-<persistentIdentifier>`,
/// backups under `backup-<persistentIdentifier>`, so they belong to their session.
@available(iOS 13.0, *)  // the editor back-deploys to iOS 12, where its app delegate owns the window
@MainActor
open class EditorSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    public private(set) var document: String?
    public private(set) var draft: String = ""
    public private(set) weak var scene: UIWindowScene?

    /// The key of a session's draft.
    public static func draftKey(_ session: UISceneSession) -> String { "draft-\(session.persistentIdentifier)" }
    /// The key of a session's background backup.
    public static func backupKey(_ session: UISceneSession) -> String { "backup-\(session.persistentIdentifier)" }

    open func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        showWindow(in: windowScene, session: session)
        if let url = connectionOptions.urlContexts.first?.url {
            open(DocumentEditor.document(for: url.absoluteString))
        } else if let activity = connectionOptions.userActivities.first {
            open(activity.userInfo?["document"] as? String)
        } else {
            restore(from: session.stateRestorationActivity)
        }
    }

    /// Makes the scene's window with an editor, and reads the session's draft back.
    public func showWindow(in windowScene: UIWindowScene, session: UISceneSession) {
        self.scene = windowScene
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = EditorViewController()
        window.makeKeyAndVisible()
        self.window = window
        draft = UserDefaults.standard.string(forKey: Self.draftKey(session)) ?? ""
    }

    /// Restores the document from the session's restoration activity.
    open func restore(from activity: NSUserActivity?) {
        document = activity?.activityType == DocumentEditor.activityType ? activity?.userInfo?["document"] as? String : nil
        render()
    }

    open func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        if let url = URLContexts.first?.url { open(DocumentEditor.document(for: url.absoluteString)) }
    }

    open func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        open(userActivity.userInfo?["document"] as? String)
    }

    open func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        document.map { DocumentEditor.activity(for: $0) }
    }

    open func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        open(nil)
        completionHandler(true)
    }

    open func sceneDidDisconnect(_ scene: UIScene) {}

    open func sceneDidEnterBackground(_ scene: UIScene) {
        backupDraft(of: scene.session)
    }

    /// Copies the draft to the session's backup key in a main-actor task, after the callback has returned, unless
    /// the session was discarded by then: the callback that backgrounds a window may be followed by its discard
    /// before the task runs.
    open func backupDraft(of session: UISceneSession) {
        let key = Self.backupKey(session)
        let draft = self.draft
        let id = session.persistentIdentifier
        Task { @MainActor in
            guard UIApplication.shared.openSessions.contains(where: { $0.persistentIdentifier == id }) else { return }
            UserDefaults.standard.set(draft, forKey: key)
        }
    }

    /// Opens a document (nil: a blank one); the draft starts over.
    open func open(_ document: String?) {
        self.document = document
        if !draft.isEmpty, let session = scene?.session {
            draft = ""
            UserDefaults.standard.removeObject(forKey: Self.draftKey(session))
        }
        render()
    }

    /// The user typed `text`: it is saved at once, under the session's key.
    open func userTyped(_ text: String) {
        draft += text
        if let session = scene?.session { UserDefaults.standard.set(draft, forKey: Self.draftKey(session)) }
        render()
    }

    /// The user opened the next document (`doc-0` → `doc-1` → … → `doc-3` → `doc-0`).
    open func userOpenedNextDocument() {
        let number = document.flatMap { Int($0.dropFirst(4)) }.map { ($0 + 1) % 4 } ?? 0
        open("doc-\(number)")
    }

    func render() {
        guard let editor = window?.rootViewController as? EditorViewController else { return }
        editor.document = document
        editor.draft = draft
    }
}
