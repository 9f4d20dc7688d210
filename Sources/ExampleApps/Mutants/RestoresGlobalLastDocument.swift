import LifecycleSpec

/// Restoration reads a global "last document" instead of the session's activity, so every window
/// comes back on whatever was opened last (A1).
@MainActor
final class RestoresGlobalLastDocument: EditorSceneDelegate {
    override func open(_ document: String?) {
        Application.shared.storage.set(document ?? "", forKey: "lastDocument")
        super.open(document)
    }

    override func restore(from activity: UserActivity?) {
        let last = Application.shared.storage.string(forKey: "lastDocument")
        super.restore(from: last.flatMap { $0.isEmpty ? nil : UserActivity(
            activityType: DocumentEditor.activityType, userInfo: ["document": $0]) })
    }

    nonisolated static let mutant = Mutant(
        name: "RestoresGlobalLastDocument", bug: "restoration is keyed by a global last document, not by session",
        expectedRule: "A1", minimalLength: 4, device: .pad,
        app: DocumentEditor.app(name: "RestoresGlobalLastDocument", sceneDelegate: { RestoresGlobalLastDocument() }))
}
