import LifecycleSpec

/// The editor's scene delegate: one document per window, drafts saved as the user types.
@MainActor
open class EditorSceneDelegate: WindowSceneDelegate {
    public var window: Window?
    public private(set) var document: String?
    public private(set) var draft: String = ""
    public private(set) weak var scene: WindowScene?

    public init() {}

    var storage: AppStorage { Application.shared.storage }

    open func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: SceneConnectionOptions) {
        self.scene = scene
        let window = Window(windowScene: scene)
        window.makeKeyAndVisible()
        self.window = window
        draft = storage.string(forKey: session.storageKey("draft")) ?? ""
        if let url = connectionOptions.urlContexts.first?.url {
            open(DocumentEditor.document(for: url))
        } else if let activity = connectionOptions.userActivities.first {
            open(activity.userInfo["document"])
        } else {
            restore(from: session.stateRestorationActivity)
        }
    }

    /// Restores the document from the session's restoration activity.
    open func restore(from activity: UserActivity?) {
        document = activity?.activityType == DocumentEditor.activityType ? activity?.userInfo["document"] : nil
        render()
    }

    open func scene(_ scene: WindowScene, openURLContexts URLContexts: [OpenURLContext]) {
        if let url = URLContexts.first?.url { open(DocumentEditor.document(for: url)) }
    }

    open func scene(_ scene: WindowScene, continue userActivity: UserActivity) {
        open(userActivity.userInfo["document"])
    }

    open func stateRestorationActivity(for scene: WindowScene) -> UserActivity? {
        document.map { UserActivity(activityType: DocumentEditor.activityType, userInfo: ["document": $0]) }
    }

    open func windowScene(
        _ windowScene: WindowScene, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        open(nil)
        completionHandler(true)
    }

    open func sceneDidDisconnect(_ scene: WindowScene) {}

    open func sceneDidEnterBackground(_ scene: WindowScene) {
        backupDraft(of: scene.session)
    }

    /// Copies the draft to a backup key on the I/O queue, unless the session is gone by then.
    open func backupDraft(of session: SceneSession) {
        let key = session.storageKey("backup")
        let draft = self.draft
        let id = session.persistentIdentifier
        Application.shared.ioQueue.async {
            let app = Application.shared
            guard app.openSessions.contains(where: { $0.persistentIdentifier == id }) else { return }
            app.storage.set(draft, forKey: key)
        }
    }

    /// Opens a document (nil: a blank one); the draft starts over.
    open func open(_ document: String?) {
        self.document = document
        if !draft.isEmpty, let session = scene?.session {
            draft = ""
            storage.removeValue(forKey: session.storageKey("draft"))
        }
        render()
    }

    /// The user typed `text`: it is saved at once, under the session's key.
    open func userTyped(_ text: String) {
        draft += text
        if let session = scene?.session { storage.set(draft, forKey: session.storageKey("draft")) }
        render()
    }

    /// The user opened the next document (`doc-0` → `doc-1` → … → `doc-3` → `doc-0`).
    open func userOpenedNextDocument() {
        let number = document.flatMap { Int($0.dropFirst(4)) }.map { ($0 + 1) % 4 } ?? 0
        open("doc-\(number)")
    }

    func render() {
        window?.content = EditorScreen(document: document, draft: draft)
    }
}
