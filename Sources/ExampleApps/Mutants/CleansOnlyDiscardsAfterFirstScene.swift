import LifecycleRules
import LifecycleUIKit

/// The editor's draft store is made when the first scene connects, so discards reported at launch,
/// before any scene, are not cleaned (A3): only discards made while running are.
@MainActor
final class CleansOnlyDiscardsAfterFirstScene: EditorAppDelegate {
    var storeReady = false

    override func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        guard storeReady else { return }
        super.application(application, didDiscardSceneSessions: sceneSessions)
    }

    override func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        storeReady = true
        return super.application(application, configurationForConnecting: connectingSceneSession, options: options)
    }

    nonisolated static let mutant = Mutant(
        name: "CleansOnlyDiscardsAfterFirstScene",
        bug: "sessions discarded while not running (reported at launch) are not cleaned",
        expectedRule: "A3", minimalLength: 5, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "CleansOnlyDiscardsAfterFirstScene",
                                appDelegate: CleansOnlyDiscardsAfterFirstScene.self))
}
