import LifecycleSpec

/// A typed update the model controller posts when a conversation changes.
public struct ChatUpdate: Hashable, Sendable {
    public var conversation: String
    public var messages: [String]
}

/// The chat app's model controller (WWDC 2019 session 258): owns the data, persists it, and notifies
/// every scene of each change, so the scene that sent a message updates like any other.
@MainActor
open class ChatModelController {
    /// The notification name for `ChatUpdate`s.
    public static let didChange = "ChatModelDidChange"

    let application: Application

    public init(application: Application) {
        self.application = application
    }

    /// The messages of a conversation, from storage.
    public func messages(in conversation: String) -> [String] {
        guard let stored = application.storage.string(forKey: "chat/\(conversation)"), !stored.isEmpty else { return [] }
        return stored.split(separator: "\n").map(String.init)
    }

    /// Adds a message and notifies every observer.
    open func send(_ message: String, to conversation: String) {
        let messages = self.messages(in: conversation) + [message]
        application.storage.set(messages.joined(separator: "\n"), forKey: "chat/\(conversation)")
        application.notificationCenter.post(
            name: Self.didChange, object: ChatUpdate(conversation: conversation, messages: messages))
    }
}
