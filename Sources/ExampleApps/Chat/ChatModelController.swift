import Foundation
import LifecycleUIKit

/// A typed update the model controller posts when a conversation changes.
public struct ChatUpdate: Hashable, Sendable {
    public var conversation: String
    public var messages: [String]
}

/// The chat app's model controller (WWDC 2019 session 258): owns the data, persists it, and notifies
/// every scene of each change, so the scene that sent a message updates like any other.
@MainActor
open class ChatModelController {
    /// Posted on `NotificationCenter.default` after a conversation changed; `userInfo[updateKey]` is a `ChatUpdate`.
    public nonisolated static let didChange = Notification.Name("ChatModelDidChange")
    /// The `userInfo` key of the `ChatUpdate`.
    public nonisolated static let updateKey = "update"

    public init() {}

    /// The user-defaults key of a conversation's messages.
    public static func key(_ conversation: String) -> String { "chat-\(conversation)" }

    /// The messages of a conversation, from the user defaults.
    public func messages(in conversation: String) -> [String] {
        UserDefaults.standard.stringArray(forKey: Self.key(conversation)) ?? []
    }

    /// Adds a message and notifies every observer.
    open func send(_ message: String, to conversation: String) {
        let messages = self.messages(in: conversation) + [message]
        UserDefaults.standard.set(messages, forKey: Self.key(conversation))
        NotificationCenter.default.post(
            name: Self.didChange, object: nil,
            userInfo: [Self.updateKey: ChatUpdate(conversation: conversation, messages: messages)])
    }
}
