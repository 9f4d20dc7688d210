import LifecycleUIKit

/// What a chat window shows: a conversation and its messages.
///
/// Every window on the same conversation must show the same messages (A7);
/// restoration brings back the conversation, not a copy of old messages (A1).
public struct ConversationScreen: SceneContent, CustomStringConvertible {
    public var conversation: String
    public var messages: [String]

    public init(conversation: String, messages: [String]) {
        self.conversation = conversation
        self.messages = messages
    }

    public var subject: AnyHashable? { conversation }
    public var sharedState: AnyHashable? { messages }
    public var restorationState: AnyHashable { conversation }

    public var description: String { "Conversation(\(conversation), messages: \(messages))" }
}
