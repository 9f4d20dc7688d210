import LifecycleSpec

/// URLs are handled only while connected (openURLContexts), not from the connection options (A10).
@MainActor
final class IgnoresConnectionURLs: EditorSceneDelegate {
    override func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: SceneConnectionOptions) {
        super.scene(scene, willConnectTo: session, options: SceneConnectionOptions(
            userActivities: connectionOptions.userActivities, shortcutItem: connectionOptions.shortcutItem))
    }

    nonisolated static let mutant = Mutant(
        name: "IgnoresConnectionURLs", bug: "URLs in the connection options are ignored",
        expectedRule: "A10", minimalLength: 1, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "IgnoresConnectionURLs", sceneDelegate: { IgnoresConnectionURLs() }))
}
