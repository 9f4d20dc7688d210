import LifecycleRules
import LifecycleUIKit

/// The editor deletes nothing when a session is discarded (A3).
@MainActor
final class KeepsDataOnDiscard: EditorAppDelegate {
    override func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    nonisolated static let mutant = Mutant(
        name: "KeepsDataOnDiscard", bug: "didDiscardSceneSessions deletes nothing",
        expectedRule: "A3", minimalLength: 3, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "KeepsDataOnDiscard", appDelegate: KeepsDataOnDiscard.self))
}
