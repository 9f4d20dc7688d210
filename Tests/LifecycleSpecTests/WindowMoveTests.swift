import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

/// A window moved to another scene (`window.windowScene = other`) shows there, and no longer in its first scene.
@MainActor
@Suite("A window moved to another scene", .holdingCheckTurn)
struct WindowMoveTests {
    final class Screen: UIViewController, SceneContentProviding {
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        var sceneContent: AnyHashable? { name }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = Screen("screen of \(session.persistentIdentifier.suffix(1))")
            window.makeKeyAndVisible()
            self.window = window
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    @Test("the moved window's content is read in the scene it moved to; the scene it left shows nothing")
    func movedWindowShowsInItsNewScene() async throws {
        let moveToB = UserAction("move") { scene in
            let other = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first { $0 !== scene }
            (scene.delegate as? SceneDelegate)?.window?.windowScene = other
        }
        let runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .pad), userActions: [moveToB]),
            appDelegate: { AppDelegate() }, sceneDelegate: { _, _ in SceneDelegate() })
        try await runtime.run([.launch, .openWindow(.user)])
        let a = try #require(runtime.scene(of: SessionID(0)))
        let b = try #require(runtime.scene(of: SessionID(1)))
        #expect(runtime.shownContent(of: SessionID(0)) == AnyHashable("screen of 1"))
        let moved = try #require((a.delegate as? SceneDelegate)?.window)

        try await runtime.send(.userAction(SessionID(0), action: 0))

        #expect(moved.windowScene === b)
        #expect(b.windows.contains { $0 === moved })
        #expect(!a.windows.contains { $0 === moved })
        #expect(runtime.shownContent(of: SessionID(0)) == nil)
        #expect(runtime.shownContent(of: SessionID(1)) == AnyHashable("screen of 2"))
    }
}
