import Foundation
import LifecycleUIKit

/// A chat window: shows one conversation, observes the model, sends messages through the model only.
///
/// The model observer is a `NotificationCenter.default` block that calls the
/// delegate; it is removed in `sceneDidDisconnect(_:)`, which also ends the
/// block's hold on the delegate.
@MainActor
open class ChatSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    public private(set) var conversation = "general"
    public internal(set) var messages: [String] = []
    public weak var scene: UIWindowScene?
    var observation: (any NSObjectProtocol)?
    var sent = 0

    var model: ChatModelController? { (UIApplication.shared.delegate as? ChatAppDelegate)?.model }

    /// The key of the conversation a session shows.
    static func conversationKey(_ session: UISceneSession) -> String { "conversation-\(session.persistentIdentifier)" }

    open func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        self.scene = windowScene
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = ConversationViewController()
        window.makeKeyAndVisible()
        self.window = window
        if let url = connectionOptions.urlContexts.first?.url, let c = ChatApp.conversation(for: url.absoluteString) {
            conversation = c
        } else if let c = connectionOptions.userActivities.first?.userInfo?["conversation"] as? String {
            conversation = c
        } else if let c = session.stateRestorationActivity?.userInfo?["conversation"] as? String {
            conversation = c
        }
        UserDefaults.standard.set(conversation, forKey: Self.conversationKey(session))
        startObserving()
        reload()
    }

    /// Registers for model updates. The block calls the delegate until `sceneDidDisconnect(_:)` removes it; it
    /// holds the delegate weakly and the delegate removes it when it goes, so a process that ends without
    /// disconnecting its scenes leaves no observer behind.
    open func startObserving() {
        observation = NotificationCenter.default.addObserver(
            forName: ChatModelController.didChange, object: nil, queue: nil
        ) { [weak self] note in
            guard let update = note.userInfo?[ChatModelController.updateKey] as? ChatUpdate else { return }
            MainActor.assumeIsolated { self?.modelDidChange(update) }
        }
    }

    isolated deinit {
        if let observation { NotificationCenter.default.removeObserver(observation) }
    }

    open func sceneDidDisconnect(_ scene: UIScene) {
        if let observation { NotificationCenter.default.removeObserver(observation) }
        observation = nil
    }

    open func sceneDidEnterBackground(_ scene: UIScene) {}

    open func modelDidChange(_ update: ChatUpdate) {
        guard update.conversation == conversation else { return }
        messages = update.messages
        render()
    }

    open func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        ChatApp.activity(for: conversation)
    }

    open func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        if let url = URLContexts.first?.url, let c = ChatApp.conversation(for: url.absoluteString) { show(c) }
    }

    open func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if let c = userActivity.userInfo?["conversation"] as? String { show(c) }
    }

    open func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(true)
    }

    /// A name for this window's messages: the end of its session's persistent identifier.
    var senderName: String { scene.map { String($0.session.persistentIdentifier.suffix(4)) } ?? "?" }

    /// The user sent a message: it goes to the model, which notifies every window (this one included).
    open func userSentMessage() {
        sent += 1
        model?.send("\(senderName)-\(sent)", to: conversation)
    }

    /// The user switched to the other conversation.
    open func userSwitchedConversation() {
        show(conversation == "general" ? "random" : "general")
    }

    func show(_ c: String) {
        conversation = c
        if let session = scene?.session { UserDefaults.standard.set(c, forKey: Self.conversationKey(session)) }
        reload()
    }

    func reload() {
        messages = model?.messages(in: conversation) ?? []
        render()
    }

    func render() {
        guard let controller = window?.rootViewController as? ConversationViewController else { return }
        controller.conversation = conversation
        controller.messages = messages
    }
}
