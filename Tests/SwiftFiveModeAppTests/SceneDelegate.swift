// A scene delegate as a UIKit team writes it in Swift 5 language mode. The only change from the iOS original is the
// import below.
#if canImport(UIKit)
import UIKit
#else
import LifecycleUIKit
#endif

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var backgroundObserver: NSObjectProtocol?
    private(set) var backgrounds = 0

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = CounterViewController()
        window.makeKeyAndVisible()
        self.window = window
        backgroundObserver = NotificationCenter.default.addObserver(forName: UIScene.didEnterBackgroundNotification, object: scene,
                                                                    queue: .main) { [weak self] _ in
            self?.backgrounds += 1
        }
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        if let backgroundObserver { NotificationCenter.default.removeObserver(backgroundObserver) }
        backgroundObserver = nil
    }
}
