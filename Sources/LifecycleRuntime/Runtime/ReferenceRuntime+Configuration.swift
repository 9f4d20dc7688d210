import Foundation
import LifecycleUIKit

// The scene configuration UIKit fills in from the Info.plist and completes by name, and the window a storyboard
// configuration gets.
extension ReferenceRuntime {
    /// A configuration that names a storyboard gets a window with the storyboard's initial controller,
    /// set on the delegate before `willConnect`, as UIKit does.
    package func makeStoryboardWindow(for scene: UIWindowScene, delegate: (any UISceneDelegate)?) {
        let configuration = scene.session.configuration
        guard let storyboard = configuration.storyboard
            ?? configuration.storyboardName.map({ UIStoryboard(name: $0, bundle: nil) }) else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = storyboard.instantiateInitialViewController()
        if let windowDelegate = delegate as? any UIWindowSceneDelegate { windowDelegate.window = window }
        window.makeKeyAndVisible()
    }

    /// Completes a configuration the app made by name, as UIKit does: a name the manifest declares for the
    /// role brings the declared delegate class and storyboard (unless the app set its own).
    package func resolve(_ chosen: UISceneConfiguration) {
        guard let declared = configuration.manifest?.configurations(for: SceneSessionRole(rawValue: chosen.role.rawValue))
            .first(where: { $0.name == chosen.name }) else { return }
        if chosen.delegateClassName == nil { chosen.delegateClassName = declared.delegateClassName }
        if chosen.storyboardName == nil { chosen.storyboardName = declared.storyboardName }
        if chosen.delegateClass == nil, let name = chosen.delegateClassName {
            chosen.setDeclaredDelegateClass(delegateClassNamed?(name))
        }
    }

    /// The configuration UIKit fills in from the Info.plist before configurationForConnecting: the first
    /// declared for the role, else (no manifest, or a role it does not declare) a default one.
    package static func filledConfiguration(for role: SceneSessionRole, manifest: SceneManifest?) -> SceneConfiguration {
        manifest?.configurations(for: role).first ?? SceneConfiguration(name: nil, sessionRole: role)
    }
}
