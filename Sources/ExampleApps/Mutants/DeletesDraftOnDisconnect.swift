import Foundation
import LifecycleRules
import LifecycleUIKit

/// The editor deletes the draft in sceneDidDisconnect, treating a disconnect as a discard (A2).
@MainActor
final class DeletesDraftOnDisconnect: EditorSceneDelegate {
    override func sceneDidDisconnect(_ scene: UIScene) {
        UserDefaults.standard.removeObject(forKey: Self.draftKey(scene.session))
    }

    nonisolated static let mutant = Mutant(
        name: "DeletesDraftOnDisconnect", bug: "the draft is deleted in sceneDidDisconnect",
        expectedRule: "A2", minimalLength: 3, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "DeletesDraftOnDisconnect", sceneDelegate: DeletesDraftOnDisconnect.self))
}
