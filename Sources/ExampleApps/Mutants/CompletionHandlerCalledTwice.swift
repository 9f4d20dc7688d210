import LifecycleSpec

/// The quick-action handler calls its completion handler twice (A13).
@MainActor
final class CompletionHandlerCalledTwice: EditorSceneDelegate {
    override func windowScene(
        _ windowScene: WindowScene, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        completionHandler(true)
        open(nil)
        completionHandler(true)
    }

    nonisolated static let mutant = Mutant(
        name: "CompletionHandlerCalledTwice", bug: "a completion handler is called twice",
        expectedRule: "A13", minimalLength: 2, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "CompletionHandlerCalledTwice", sceneDelegate: { CompletionHandlerCalledTwice() }))
}
