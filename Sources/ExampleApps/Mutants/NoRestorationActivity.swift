import LifecycleRules
import LifecycleUIKit

/// The editor returns no restoration activity, so a reconnected window forgets its document (A1).
@MainActor
final class NoRestorationActivity: EditorSceneDelegate {
    override func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }

    nonisolated static let mutant = Mutant(
        name: "NoRestorationActivity", bug: "stateRestorationActivity(for:) returns nil",
        expectedRule: "A1", minimalLength: 3, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "NoRestorationActivity", sceneDelegate: NoRestorationActivity.self))
}
