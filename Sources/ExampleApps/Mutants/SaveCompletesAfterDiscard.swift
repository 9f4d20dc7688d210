import Foundation
import LifecycleRules
import LifecycleUIKit

/// The background backup save does not check that its session still exists, so it writes after a discard (A4).
@MainActor
final class SaveCompletesAfterDiscard: EditorSceneDelegate {
    override func backupDraft(of session: UISceneSession) {
        let key = Self.backupKey(session)
        let draft = self.draft
        WorkQueue.io.async { UserDefaults.standard.set(draft, forKey: key) }
    }

    nonisolated static let mutant = Mutant(
        name: "SaveCompletesAfterDiscard", bug: "a save completes after the session was discarded",
        expectedRule: "A4", minimalLength: 2, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "SaveCompletesAfterDiscard", sceneDelegate: SaveCompletesAfterDiscard.self))
}
