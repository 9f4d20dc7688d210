import LifecycleRules
import LifecycleUIKit

/// didFinishLaunching requests a window itself: per-scene work at launch (A11).
@MainActor
final class LaunchRequestsScene: EditorAppDelegate {
    override func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        application.requestSceneSessionActivation(nil, userActivity: nil, options: nil, errorHandler: nil)
        return true
    }

    nonisolated static let mutant = Mutant(
        name: "LaunchRequestsScene", bug: "didFinishLaunching requests a scene session",
        expectedRule: "A11", minimalLength: 1, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "LaunchRequestsScene", appDelegate: LaunchRequestsScene.self))
}
