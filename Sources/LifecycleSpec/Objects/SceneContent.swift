/// What a window shows, with the parts the app rules compare (A1, A7, A10).
///
/// Set any `Hashable` value as `Window.content`; conform it to
/// `SceneContent` to tell the rules which part is which:
///
/// ```swift
/// struct ConversationScreen: SceneContent {
///     var conversation: String
///     var messages: [String]
///     var subject: AnyHashable? { conversation }      // A10: what a URL or activity opens
///     var sharedState: AnyHashable? { messages }      // A7: equal in every scene on this conversation
///     var restorationState: AnyHashable { conversation } // A1: what restoration must bring back
/// }
/// ```
/// Content that does not conform is compared whole for A1 and not used by A7 or A10.
public protocol SceneContent: Hashable, Sendable {
    /// The identity of what the scene shows (a document, a conversation), or `nil`.
    var subject: AnyHashable? { get }
    /// What every scene with the same subject must show alike after each event (A7), or `nil`.
    var sharedState: AnyHashable? { get }
    /// What must be the same after a reconnect or relaunch as before the disconnect (A1).
    var restorationState: AnyHashable { get }
}

extension SceneContent {
    public var subject: AnyHashable? { nil }
    public var sharedState: AnyHashable? { nil }
    public var restorationState: AnyHashable { AnyHashable(self) }
}

/// How the runtime reads a window's content for the app rules.
enum ContentReading {
    static func subject(_ content: AnyHashable?) -> AnyHashable? {
        (content?.base as? any SceneContent)?.subject
    }

    static func sharedState(_ content: AnyHashable?) -> AnyHashable? {
        (content?.base as? any SceneContent)?.sharedState
    }

    static func restorationState(_ content: AnyHashable?) -> AnyHashable? {
        guard let content else { return nil }
        return (content.base as? any SceneContent)?.restorationState ?? content
    }
}
