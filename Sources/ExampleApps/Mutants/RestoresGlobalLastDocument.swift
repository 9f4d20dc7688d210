import Foundation
import LifecycleRules
import LifecycleUIKit

/// Restoration is keyed by a global "last document" instead of by session: each window saves its
/// document to one global key when asked for restoration, and every window that has something to
/// restore reopens that global document, so windows come back on each other's documents (A1).
@MainActor
final class RestoresGlobalLastDocument: EditorSceneDelegate {
    override func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        if let document { UserDefaults.standard.set(document, forKey: "lastDocument") }
        return super.stateRestorationActivity(for: scene)
    }

    override func restore(from activity: NSUserActivity?) {
        guard activity != nil, let last = UserDefaults.standard.string(forKey: "lastDocument") else {
            return super.restore(from: activity)
        }
        super.restore(from: DocumentEditor.activity(for: last))
    }

    nonisolated static let mutant = Mutant(
        name: "RestoresGlobalLastDocument", bug: "restoration is keyed by a global last document, not by session",
        expectedRule: "A1", minimalLength: 4, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "RestoresGlobalLastDocument", sceneDelegate: RestoresGlobalLastDocument.self))
}
