import LifecycleSpec

/// configurationForConnecting returns a name the Info.plist does not declare (A9).
@MainActor
final class UndeclaredConfigurationName: EditorAppDelegate {
    override func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: SceneConnectionOptions
    ) -> SceneConfiguration {
        SceneConfiguration(name: "Main Scene", sessionRole: connectingSceneSession.role)
    }

    nonisolated static let mutant = Mutant(
        name: "UndeclaredConfigurationName", bug: "the configuration name is not in the manifest",
        expectedRule: "A9", minimalLength: 1, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "UndeclaredConfigurationName", appDelegate: { UndeclaredConfigurationName() }))
}
