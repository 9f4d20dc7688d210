import LifecycleUIKit

/// A chat window's root view controller: one conversation and its messages.
///
/// It adopts `SceneContentProviding`, so the lifecycle rules read what the
/// window shows as a `ConversationScreen` value (A1, A7, A10).
@MainActor
public final class ConversationViewController: UIViewController, SceneContentProviding {
    /// The conversation shown.
    public var conversation = "general"
    /// Its messages, oldest first.
    public var messages: [String] = []

    public var sceneContent: AnyHashable? { ConversationScreen(conversation: conversation, messages: messages) }
}
