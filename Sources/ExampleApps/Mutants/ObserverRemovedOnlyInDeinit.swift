import Foundation
import LifecycleRules
import LifecycleUIKit

/// On a memory warning a chat window drops its conversation view and builds it again for the conversation its
/// session stored. The memory-warning observer's block holds the delegate, which removes the observer only in
/// `deinit`, so `deinit` never comes: after `sceneDidDisconnect(_:)` a memory warning still rebuilds the
/// disconnected scene's window, and once the session is discarded (its stored conversation deleted) the window
/// changes to the default conversation (A6).
///
/// The block also keeps the delegate and its window alive, a leak A5 reports at the end of the disconnect, before
/// any memory warning can reach the scene: the mutant is checked with A5 skipped (`Mutant.skippedRules`); with
/// every rule on, A5 catches it.
@MainActor
final class ObserverRemovedOnlyInDeinit: ChatSceneDelegate {
    private var memoryWarningObservation: (any NSObjectProtocol)?

    override func startObserving() {
        super.startObserving()
        guard let session = scene?.session else { return }
        memoryWarningObservation = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { _ in
            MainActor.assumeIsolated { self.rebuild(for: session) }
        }
    }

    isolated deinit {
        if let memoryWarningObservation { NotificationCenter.default.removeObserver(memoryWarningObservation) }
    }

    /// Drops the conversation view and builds it again for the conversation the session stored.
    private func rebuild(for session: UISceneSession) {
        window?.rootViewController = ConversationViewController()
        show(UserDefaults.standard.string(forKey: Self.conversationKey(session)) ?? "general")
    }

    nonisolated static let mutant = Mutant(
        name: "ObserverRemovedOnlyInDeinit",
        bug: "a memory-warning observer removed only in deinit rebuilds the window after sceneDidDisconnect",
        expectedRule: "A6", skippedRules: ["A5"], minimalLength: 3, device: .pad, basedOn: "Chat",
        app: ChatApp.app(name: "ObserverRemovedOnlyInDeinit",
                         sceneDelegate: ObserverRemovedOnlyInDeinit.self))
}
