import Foundation
import LifecycleRules
import LifecycleUIKit

/// The sending window saves the message and updates only its own view; other windows on the
/// conversation go stale (A7).
@MainActor
final class SenderUpdatesOnlyItself: ChatSceneDelegate {
    override func userSentMessage() {
        sent += 1
        messages.append("\(senderName)-\(sent)")
        UserDefaults.standard.set(messages, forKey: ChatModelController.key(conversation))
        render()
    }

    nonisolated static let mutant = Mutant(
        name: "SenderUpdatesOnlyItself", bug: "the sending scene updates only its own view",
        expectedRule: "A7", minimalLength: 3, device: .pad, basedOn: "Chat",
        app: ChatApp.app(name: "SenderUpdatesOnlyItself", sceneDelegate: SenderUpdatesOnlyItself.self))
}
