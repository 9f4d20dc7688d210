import LifecycleRules
import LifecycleUIKit

/// The quick-action handler calls its completion handler twice (A13).
@MainActor
final class CompletionHandlerCalledTwice: EditorSceneDelegate {
    override func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(true)
        open(nil)
        completionHandler(true)
    }

    nonisolated static let mutant = Mutant(
        name: "CompletionHandlerCalledTwice", bug: "a completion handler is called twice",
        expectedRule: "A13", minimalLength: 2, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "CompletionHandlerCalledTwice", sceneDelegate: CompletionHandlerCalledTwice.self))
}
