#if canImport(UIKit)
import UIKit
#else
import LifecycleUIKit
#endif

/// Reads the session's `userInfo` as if it were always set whenever there is an activity to restore, as an early
/// version of Apple's "Restoring Your App's State" sample did: it is `nil` until the app sets it, so the first
/// restored connection traps.
final class TrapsOnRestoreSceneDelegate: SceneDelegate {
    override func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                        options connectionOptions: UIScene.ConnectionOptions) {
        if session.stateRestorationActivity != nil {
            let restored = session.userInfo!["restoredAt"]
            _ = restored
        }
        super.scene(scene, willConnectTo: session, options: connectionOptions)
    }
}
