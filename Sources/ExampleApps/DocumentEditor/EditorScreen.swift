import LifecycleUIKit

/// What an editor window shows: the open document (or none) and the user's draft.
public struct EditorScreen: SceneContent, CustomStringConvertible {
    public var document: String?
    public var draft: String

    public init(document: String?, draft: String) {
        self.document = document
        self.draft = draft
    }

    public var subject: AnyHashable? { document.map(AnyHashable.init) }

    public var description: String {
        "Editor(document: \(document.map { "\"\($0)\"" } ?? "nil"), draft: \"\(draft)\")"
    }
}
