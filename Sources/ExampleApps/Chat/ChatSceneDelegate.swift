import LifecycleSpec

/// A chat window: shows one conversation, observes the model, sends messages through the model only.
@MainActor
open class ChatSceneDelegate: WindowSceneDelegate {
    public var window: Window?
    public private(set) var conversation = "general"
    public internal(set) var messages: [String] = []
    public weak var scene: WindowScene?
    var observation: NotificationBus.ObservationToken?
    var sent = 0

    public init() {}

    var model: ChatModelController? { (Application.shared.delegate as? ChatAppDelegate)?.model }

    open func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: SceneConnectionOptions) {
        self.scene = scene
        let window = Window(windowScene: scene)
        window.makeKeyAndVisible()
        self.window = window
        if let url = connectionOptions.urlContexts.first?.url, let c = ChatApp.conversation(for: url) {
            conversation = c
        } else if let c = connectionOptions.userActivities.first?.userInfo["conversation"] {
            conversation = c
        } else if let c = session.stateRestorationActivity?.userInfo["conversation"] {
            conversation = c
        }
        Application.shared.storage.set(conversation, forKey: session.storageKey("conversation"))
        startObserving()
        reload()
    }

    /// Registers for model updates; the block holds the delegate weakly.
    open func startObserving() {
        observation = Application.shared.notificationCenter.addObserver(forName: ChatModelController.didChange) {
            [weak self] note in
            guard let self, let update = note.object?.base as? ChatUpdate else { return }
            self.modelDidChange(update)
        }
    }

    open func sceneDidDisconnect(_ scene: WindowScene) {
        if let observation { Application.shared.notificationCenter.removeObserver(observation) }
        observation = nil
    }

    open func modelDidChange(_ update: ChatUpdate) {
        guard update.conversation == conversation else { return }
        messages = update.messages
        render()
    }

    open func stateRestorationActivity(for scene: WindowScene) -> UserActivity? {
        UserActivity(activityType: ChatApp.activityType, userInfo: ["conversation": conversation])
    }

    open func scene(_ scene: WindowScene, openURLContexts URLContexts: [OpenURLContext]) {
        if let url = URLContexts.first?.url, let c = ChatApp.conversation(for: url) { show(c) }
    }

    open func scene(_ scene: WindowScene, continue userActivity: UserActivity) {
        if let c = userActivity.userInfo["conversation"] { show(c) }
    }

    open func windowScene(
        _ windowScene: WindowScene, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        completionHandler(true)
    }

    /// The user sent a message: it goes to the model, which notifies every window (this one included).
    open func userSentMessage() {
        sent += 1
        model?.send("\(scene?.identifier ?? "?")-\(sent)", to: conversation)
    }

    /// The user switched to the other conversation.
    open func userSwitchedConversation() {
        show(conversation == "general" ? "random" : "general")
    }

    func show(_ c: String) {
        conversation = c
        if let session = scene?.session { Application.shared.storage.set(c, forKey: session.storageKey("conversation")) }
        reload()
    }

    func reload() {
        messages = model?.messages(in: conversation) ?? []
        render()
    }

    func render() {
        window?.content = ConversationScreen(conversation: conversation, messages: messages)
    }
}
