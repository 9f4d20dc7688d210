import Foundation
import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

/// A6 on the UIKit surface: an observer a scene left on `NotificationCenter.default` that still changes the
/// scene's window after its disconnect is caught; one removed in `sceneDidDisconnect` is not.
@MainActor
@Suite("A6: no callbacks after disconnect", .holdingCheckTurn)
struct A6NoCallbacksAfterDisconnectTests {
    let A = SessionID(0), B = SessionID(1)

    /// Shows a title that a model notification changes.
    final class TitleViewController: UIViewController {}

    /// Observes `name` and retitles its window's root controller; removes the observer at disconnect if asked.
    final class ObservingSceneDelegate: UIResponder, UIWindowSceneDelegate {
        nonisolated(unsafe) static var name = Notification.Name("unset")
        nonisolated(unsafe) static var removesObserver = true
        var window: UIWindow?
        var observer: (any NSObjectProtocol)?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            let root = TitleViewController()
            root.title = "draft"
            window.rootViewController = root
            window.makeKeyAndVisible()
            self.window = window
            // Captures the window, not the delegate: the delegate is released at disconnect, the window lives on
            // in the observer (A5 reports that leak too; this test watches A6 alone).
            observer = NotificationCenter.default.addObserver(forName: Self.name, object: nil, queue: nil) { [window] note in
                let title = note.object as? String
                MainActor.assumeIsolated { window.rootViewController?.title = title }
            }
        }

        func sceneDidDisconnect(_ scene: UIScene) {
            if Self.removesObserver, let observer { NotificationCenter.default.removeObserver(observer) }
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    func violations(removesObserver: Bool, name: String) async throws -> [String] {
        ObservingSceneDelegate.name = Notification.Name(name)
        ObservingSceneDelegate.removesObserver = removesObserver
        let post = UserAction("post") { _ in NotificationCenter.default.post(name: Notification.Name(name), object: "sent") }
        let runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: SpecConfiguration(device: .pad), userActions: [post]),
            appDelegate: { AppDelegate() }, sceneDelegate: { _, _ in ObservingSceneDelegate() })
        let monitor = AppRulesMonitor(rules: ["A6"])
        monitor.attach(to: runtime)
        try await runtime.run([.launch, .openWindow(.user), .background(A), .systemDisconnect(A), .userAction(B, action: 0)])
        monitor.runFinished()
        return monitor.findings.map { "\($0.rule.id)@\($0.place.event ?? 0)" }
    }

    @Test("an observer left registered that changes a disconnected scene's window breaks A6")
    func leftObserverBreaksA6() async throws {
        // A unique name: the observer this test leaves behind must not see other tests' notifications.
        #expect(try await violations(removesObserver: false, name: "A6Tests.left") == ["A6@5"])
    }

    @Test("an observer removed in sceneDidDisconnect keeps A6")
    func removedObserverHolds() async throws {
        #expect(try await violations(removesObserver: true, name: "A6Tests.removed") == [])
    }
}
