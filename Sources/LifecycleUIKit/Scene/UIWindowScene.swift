import Foundation

/// A scene that shows windows (UIKit's `UIWindowScene`), the class of every scene the runtime makes.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    package var windowReferences: [WeakReference<UIWindow>] = []

    /// The windows of this scene that are still alive, in creation order.
    open var windows: [UIWindow] { windowReferences.compactMap(\.value) }

    /// The key window of this scene, if any.
    open var keyWindow: UIWindow? { windows.first(where: \.isKeyWindow) }

    /// The screen the scene is shown on.
    open var screen: UIScreen { UIScreen.main }

    /// The scene's coordinate space: its screen's bounds.
    open var coordinateSpace: UIScreen { UIScreen.main }
}
