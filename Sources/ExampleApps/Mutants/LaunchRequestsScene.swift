import LifecycleSpec

/// didFinishLaunching requests a window itself: per-scene work at launch (A11).
@MainActor
final class LaunchRequestsScene: EditorAppDelegate {
    override func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
        application.requestSceneSessionActivation(nil)
        return true
    }

    nonisolated static let mutant = Mutant(
        name: "LaunchRequestsScene", bug: "didFinishLaunching requests a scene session",
        expectedRule: "A11", minimalLength: 1, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "LaunchRequestsScene", appDelegate: { LaunchRequestsScene() }))
}
