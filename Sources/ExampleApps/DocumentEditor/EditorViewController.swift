import LifecycleUIKit

/// The editor window's root view controller: shows the open document and the user's draft.
///
/// It adopts `SceneContentProviding`, so the lifecycle rules read what the
/// window shows as an `EditorScreen` value (A1, A7, A10).
@MainActor
public final class EditorViewController: UIViewController, SceneContentProviding {
    /// The open document, or `nil` for a blank one.
    public var document: String?
    /// What the user typed and has not yet put into the document.
    public var draft: String = ""

    public var sceneContent: AnyHashable? { EditorScreen(document: document, draft: draft) }
}
