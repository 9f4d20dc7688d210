import LifecycleSpec

/// The app delegate still builds a window in didFinishLaunching, as before iOS 13 (A8).
@MainActor
final class WindowInDidFinishLaunching: EditorAppDelegate {
    override func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?) -> Bool {
        let window = Window()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    nonisolated static let mutant = Mutant(
        name: "WindowInDidFinishLaunching", bug: "a window is created in didFinishLaunching",
        expectedRule: "A8", minimalLength: 1, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "WindowInDidFinishLaunching", appDelegate: { WindowInDidFinishLaunching() }))
}
