// The counter's scene delegate after a correct migration: the window and the save moved here, and the
// link that launches the app is read from the connection options once the screen observes the app's events.
import Foundation
import LifecycleUIKit

@MainActor
class CounterSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    var events: NotificationCenter { NotificationCenter.default }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        makeWindow(in: windowScene)
        for context in connectionOptions.urlContexts { CounterViewController.announce(context.url, on: events) }
    }

    func makeWindow(in windowScene: UIWindowScene) {
        let counter = CounterViewController()
        counter.restore()
        counter.startObserving(events)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = counter
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        (window?.rootViewController as? CounterViewController)?.save()
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { CounterViewController.announce(context.url, on: events) }
    }
}
