import LifecycleSpec

/// The editor deletes the draft in sceneDidDisconnect, treating a disconnect as a discard (A2).
@MainActor
final class DeletesDraftOnDisconnect: EditorSceneDelegate {
    override func sceneDidDisconnect(_ scene: WindowScene) {
        Application.shared.storage.removeValue(forKey: scene.session.storageKey("draft"))
    }

    nonisolated static let mutant = Mutant(
        name: "DeletesDraftOnDisconnect", bug: "the draft is deleted in sceneDidDisconnect",
        expectedRule: "A2", minimalLength: 3, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "DeletesDraftOnDisconnect", sceneDelegate: { DeletesDraftOnDisconnect() }))
}
