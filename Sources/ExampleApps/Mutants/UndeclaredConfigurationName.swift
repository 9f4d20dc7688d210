import LifecycleRules
import LifecycleUIKit

/// configurationForConnecting returns a name the Info.plist does not declare (A9).
@MainActor
final class UndeclaredConfigurationName: EditorAppDelegate {
    override func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Main Scene", sessionRole: connectingSceneSession.role)
    }

    nonisolated static let mutant = Mutant(
        name: "UndeclaredConfigurationName", bug: "the configuration name is not in the manifest",
        expectedRule: "A9", minimalLength: 1, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "UndeclaredConfigurationName", appDelegate: UndeclaredConfigurationName.self))
}
