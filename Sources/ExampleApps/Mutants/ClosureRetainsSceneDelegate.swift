import Foundation
import LifecycleRules
import LifecycleUIKit

/// A second observer's block captures the scene delegate strongly and is never removed, so the
/// delegate outlives its scene (A5).
@MainActor
final class ClosureRetainsSceneDelegate: ChatSceneDelegate {
    override func startObserving() {
        super.startObserving()
        _ = NotificationCenter.default.addObserver(forName: Notification.Name("ThemeDidChange"), object: nil, queue: nil) {
            _ in MainActor.assumeIsolated { self.reload() }
        }
    }

    nonisolated static let mutant = Mutant(
        name: "ClosureRetainsSceneDelegate", bug: "an observer block retains the scene delegate",
        expectedRule: "A5", minimalLength: 2, device: .pad, basedOn: "Chat",
        app: ChatApp.app(name: "ClosureRetainsSceneDelegate", sceneDelegate: ClosureRetainsSceneDelegate.self))
}
