import Foundation
import LifecycleRules
import LifecycleUIKit

/// The chat window does not remove its model observer in sceneDidDisconnect. The observer's block
/// holds the delegate, so the delegate, its window and its view controller outlive the scene (A5).
///
/// Foundation's `NotificationCenter` cannot tell which scene registered a block,
/// so what the rules see of the forgotten observer is the leak it causes.
@MainActor
final class ObserverLeftRegistered: ChatSceneDelegate {
    /// Observes with a block that holds the delegate, as many apps write it, counting on sceneDidDisconnect.
    override func startObserving() {
        observation = NotificationCenter.default.addObserver(
            forName: ChatModelController.didChange, object: nil, queue: nil
        ) { note in
            guard let update = note.userInfo?[ChatModelController.updateKey] as? ChatUpdate else { return }
            MainActor.assumeIsolated { self.modelDidChange(update) }
        }
    }

    override func sceneDidDisconnect(_ scene: UIScene) {}

    nonisolated static let mutant = Mutant(
        name: "ObserverLeftRegistered", bug: "the model observer stays registered after sceneDidDisconnect",
        expectedRule: "A5", minimalLength: 2, device: .pad, basedOn: "Chat",
        app: ChatApp.app(name: "ObserverLeftRegistered", sceneDelegate: ObserverLeftRegistered.self))
}
