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

/// The parts of a window's content the app rules compare, read once per assignment of `Window.content`.
struct ContentReading {
    /// What the scene shows (A10, A7), `nil` for content that is not `SceneContent` or has no subject.
    let subject: AnyHashable?
    /// What scenes with the same subject must show alike (A7).
    let sharedState: AnyHashable?
    /// What restoration must bring back (A1): the content itself unless it is `SceneContent`.
    let restorationState: AnyHashable?

    static var empty: ContentReading { ContentReading(nil) }

    init(_ content: AnyHashable?) {
        guard let content else {
            subject = nil
            sharedState = nil
            restorationState = nil
            return
        }
        if let scene = content.base as? any SceneContent {
            subject = scene.subject
            sharedState = scene.sharedState
            restorationState = scene.restorationState
        } else {
            subject = nil
            sharedState = nil
            restorationState = content
        }
    }
}
