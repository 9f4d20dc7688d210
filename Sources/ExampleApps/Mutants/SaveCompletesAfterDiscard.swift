import LifecycleSpec

/// The background backup save does not check that its session still exists, so it writes after a discard (A4).
@MainActor
final class SaveCompletesAfterDiscard: EditorSceneDelegate {
    override func backupDraft(of session: SceneSession) {
        let key = session.storageKey("backup")
        let draft = self.draft
        Application.shared.ioQueue.async { Application.shared.storage.set(draft, forKey: key) }
    }

    nonisolated static let mutant = Mutant(
        name: "SaveCompletesAfterDiscard", bug: "a save completes after the session was discarded",
        expectedRule: "A4", minimalLength: 2, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "SaveCompletesAfterDiscard", sceneDelegate: { SaveCompletesAfterDiscard() }))
}
