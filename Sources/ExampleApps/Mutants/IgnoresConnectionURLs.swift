import LifecycleRules
import LifecycleUIKit

/// URLs are handled only while connected (openURLContexts), not from the connection options (A10).
@MainActor
final class IgnoresConnectionURLs: EditorSceneDelegate {
    override func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        showWindow(in: windowScene, session: session)
        if let activity = connectionOptions.userActivities.first {
            open(activity.userInfo?["document"] as? String)
        } else {
            restore(from: session.stateRestorationActivity)
        }
    }

    nonisolated static let mutant = Mutant(
        name: "IgnoresConnectionURLs", bug: "URLs in the connection options are ignored",
        expectedRule: "A10", minimalLength: 1, device: .pad, basedOn: "DocumentEditor",
        app: DocumentEditor.app(name: "IgnoresConnectionURLs", sceneDelegate: IgnoresConnectionURLs.self))
}
