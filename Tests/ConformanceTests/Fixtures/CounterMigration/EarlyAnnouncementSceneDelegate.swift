// A migration with Cordova's bug: the link that launches the app is announced in willConnect before the
// screen that observes the announcement exists, so nobody hears it.
import Foundation
import LifecycleUIKit

@MainActor
final class EarlyAnnouncementSceneDelegate: CounterSceneDelegate {
    override func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        for context in connectionOptions.urlContexts { CounterViewController.announce(context.url, on: events) }
        makeWindow(in: windowScene)
    }
}
