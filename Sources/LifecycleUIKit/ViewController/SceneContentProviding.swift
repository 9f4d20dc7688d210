import Foundation

/// A view controller that tells the lifecycle rules what it shows. Not UIKit.
///
/// The rules A1 (restoration round trip), A7 (scenes in sync) and A10
/// (URLs and activities handled) compare what scenes show. A controller that
/// adopts this protocol says it with a value; others are read as their
/// class name, `title` and the text in their text views and fields (the migration check also reads their labels).
/// Adopt it where that is not what matters (a subject, state scenes share), in the view controllers of the Linux
/// test target (the delegate files need no change):
///
/// ```swift
/// final class DocumentViewController: UIViewController, SceneContentProviding {
///     var document: Document
///     var sceneContent: AnyHashable? { DocumentScreen(id: document.id, text: document.text) }
/// }
/// ```
@preconcurrency @MainActor
public protocol SceneContentProviding: AnyObject {
    /// What the controller shows, as a value (conform it to `SceneContent` to name its parts).
    var sceneContent: AnyHashable? { get }
}

/// What a scene shows, with the parts the app rules compare (A1, A7, A10). Not UIKit.
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
/// Content that does not conform is compared whole for A1 and not used by A7 or A10. Each part narrows what its rule
/// compares: a `restorationState` that leaves out what a restoration must bring back (the photo, keeping only the
/// zoom) lets that loss pass A1, so keep the default (the whole value) unless a part may rightly differ.
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
