import LifecycleUIKit

/// What the app rules read from the runtime: a scene's content.
@MainActor
package enum AppView {
    /// The window the rules read for a scene: its delegate's window while it is still in this scene (a window
    /// can be moved to another scene), else the scene's key window, else its first.
    package static func window(of scene: UIWindowScene) -> UIWindow? {
        if let window = (scene.delegate as? any UIWindowSceneDelegate)?.window, window.windowScene === scene {
            return window
        }
        return scene.keyWindow ?? scene.windows.first
    }

    /// The compared parts of a session's scene content (empty when nothing is shown).
    package static func reading(of id: SessionID, in runtime: ReferenceRuntime) -> ContentReading {
        guard let scene = runtime.scene(of: id) else { return .empty }
        return ContentReading(window: window(of: scene))
    }

    /// Screen content as reports print it: the same text in every run (`StableDescription`).
    package static func show(_ value: AnyHashable?) -> String {
        guard let value else { return "nothing" }
        return StableDescription.of(value.base)
    }

    /// `value` as reports print it beside `other`: with its type added when the two differ but print alike (the
    /// whole number 42 against the string "42"), so expected and actual never read the same.
    package static func show(_ value: AnyHashable?, against other: AnyHashable?) -> String {
        let text = show(value)
        guard let value, value != other, text == show(other) else { return text }
        return "\(text) (\(Swift.type(of: value.base)))"
    }
}
