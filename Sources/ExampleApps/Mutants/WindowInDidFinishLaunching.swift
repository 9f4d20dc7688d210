import LifecycleRules
import LifecycleUIKit

/// The app delegate still builds a window in didFinishLaunching, as before iOS 13 (A8).
@MainActor
final class WindowInDidFinishLaunching: EditorAppDelegate {
    override func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = EditorViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    nonisolated static let mutant = Mutant(
        name: "WindowInDidFinishLaunching", bug: "a window is created in didFinishLaunching",
        expectedRule: "A8", minimalLength: 1, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "WindowInDidFinishLaunching", appDelegate: WindowInDidFinishLaunching.self))
}
