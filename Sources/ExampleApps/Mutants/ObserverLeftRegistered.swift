import LifecycleSpec

/// The chat window does not remove its model observer in sceneDidDisconnect (A6).
@MainActor
final class ObserverLeftRegistered: ChatSceneDelegate {
    override func sceneDidDisconnect(_ scene: WindowScene) {}

    nonisolated static let mutant = Mutant(
        name: "ObserverLeftRegistered", bug: "the model observer stays registered after sceneDidDisconnect",
        expectedRule: "A6", minimalLength: 4, device: .pad, basedOn: "Chat",
        app: ChatApp.app(name: "ObserverLeftRegistered", sceneDelegate: { ObserverLeftRegistered() }))
}
