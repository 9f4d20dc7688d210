// The scene delegate of Xcode's iOS App template (UIKit, Swift), as a new project has it.
// The only change from the iOS original is the import below.
#if canImport(UIKit)
import UIKit
#else
import LifecycleUIKit
#endif

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?


    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // With a storyboard (UISceneStoryboardFile), `window` is already made and attached to the scene.
        guard let _ = (scene as? UIWindowScene) else { return }
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        // The system released the scene: free what can be made again when it reconnects.
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // Restart tasks paused while the scene was inactive.
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // The scene is about to become inactive (an incoming call, for example).
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        // Undo what was done on entering the background.
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        // Save data and store enough state to restore the scene later.
    }


}
