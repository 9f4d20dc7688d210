/// A window and what it shows (UIKit's `UIWindow` and its root view controller's state).
///
/// `content` stands for the root view controller's state: any `Hashable`
/// value the app sets, such as `Editor(document: "doc-7", text: "…")`. The
/// runtime reads it to check restoration (A1), URL handling (A10) and sync
/// between scenes (A7). Create windows only in `scene(_:willConnectTo:options:)`
/// with the scene passed in (A8).
@MainActor
public final class Window {
    /// The scene the window belongs to, `nil` for a window made without one.
    public private(set) weak var windowScene: WindowScene?
    /// What the window shows.
    ///
    /// The app rules read a `SceneContent`'s parts once per assignment, so
    /// content must be a value: its `subject`, `sharedState` and
    /// `restorationState` depend only on what it stores.
    public var content: AnyHashable? {
        didSet { cachedReading = nil }
    }
    /// The parts of `content` the rules compare, read on first use after each assignment.
    private var cachedReading: ContentReading?
    /// Whether `makeKeyAndVisible()` was called.
    public private(set) var isKeyWindow: Bool = false

    /// Makes a window for a scene, as `UIWindow(windowScene:)` does.
    public init(windowScene: WindowScene) {
        self.windowScene = windowScene
        windowScene.windowRefs.append(WeakBox(self))
        ReferenceRuntime.current?.noteWindowCreated(self, scene: windowScene)
    }

    /// Makes a window without a scene, as the legacy `UIWindow(frame:)` does.
    public init() {
        ReferenceRuntime.current?.noteWindowCreated(self, scene: nil)
    }

    /// The parts of `content` the rules compare (one dynamic cast per assignment, not per check).
    var reading: ContentReading {
        if let cachedReading { return cachedReading }
        let reading = ContentReading(content)
        cachedReading = reading
        return reading
    }

    /// Shows the window and makes it key.
    public func makeKeyAndVisible() {
        if let scene = windowScene {
            for other in scene.windows where other !== self { other.isKeyWindow = false }
        }
        isKeyWindow = true
    }
}
