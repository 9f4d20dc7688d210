import LifecycleRules
import LifecycleUIKit

/// Sending a message waits on the slow I/O queue for the delivery receipt, whose completion shows a
/// "Delivered" banner over the conversation unless the scene is in the background, and hides it a
/// moment later. The check forgets `.unattached` and nothing cancels the wait in sceneDidDisconnect,
/// so a window disconnected while a receipt is due changes what it shows after its disconnect (A6).
///
/// (The pending receipt holds the delegate only until it ends: no lasting leak for A5.)
@MainActor
final class DeliveryReceiptOutlivesScene: ChatSceneDelegate {
    override func userSentMessage() {
        super.userSentMessage()
        guard let windowScene = scene else { return }
        WorkQueue.io.async {
            guard windowScene.activationState != .background else { return }
            let banner = UIViewController()
            banner.title = "Delivered"
            self.window?.rootViewController?.present(banner, animated: true)
            WorkQueue.io.async { self.hideBanner() }
        }
    }

    override func sceneDidEnterBackground(_ scene: UIScene) {
        super.sceneDidEnterBackground(scene)
        hideBanner()
    }

    private func hideBanner() {
        guard let conversation = window?.rootViewController, conversation.presentedViewController != nil else { return }
        conversation.dismiss(animated: true)
    }

    nonisolated static let mutant = Mutant(
        name: "DeliveryReceiptOutlivesScene", bug: "a delivery receipt updates the window after sceneDidDisconnect",
        expectedRule: "A6", minimalLength: 3, device: .pad, basedOn: "Chat",
        app: ChatApp.app(name: "DeliveryReceiptOutlivesScene", sceneDelegate: DeliveryReceiptOutlivesScene.self))
}
