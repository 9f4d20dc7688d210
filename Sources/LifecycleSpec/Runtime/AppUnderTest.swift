/// An app to check: its delegate factories and what it declares (manifest, payloads, user actions).
///
/// This is all a team writes to plug its lifecycle code in:
///
/// ```swift
/// let app = AppUnderTest(
///     name: "Notes",
///     appDelegate: { NotesAppDelegate() },
///     sceneDelegate: { _, _ in NotesSceneDelegate() },
///     manifest: try SceneManifest.load(contentsOf: infoPlistURL),
///     userActions: [UserAction("type") { scene in (scene.delegate as? NotesSceneDelegate)?.type("x") }])
/// ```
public struct AppUnderTest: Sendable {
    /// A name for reports.
    public var name: String
    /// Makes the app delegate; called once per process.
    public var makeAppDelegate: @MainActor @Sendable () -> any ApplicationDelegate
    /// Makes a scene delegate for a connection, given the session's configuration and the session.
    public var makeSceneDelegate: @MainActor @Sendable (SceneConfiguration, SceneSession) -> any WindowSceneDelegate
    /// The app's scene manifest (`nil`: legacy lifecycle).
    public var manifest: SceneManifest?
    /// What URL, activity and quick-action payloads stand for.
    public var payloads: PayloadCatalog
    /// What a user can do in an active scene.
    public var userActions: [UserAction]
    /// What each URL, activity or quick action should make a scene show (A10).
    public var expectations: ContentExpectations

    public init(
        name: String,
        appDelegate: @escaping @MainActor @Sendable () -> any ApplicationDelegate,
        sceneDelegate: @escaping @MainActor @Sendable (SceneConfiguration, SceneSession) -> any WindowSceneDelegate,
        manifest: SceneManifest? = .standard(),
        payloads: PayloadCatalog = .standard,
        userActions: [UserAction] = [],
        expectations: ContentExpectations = ContentExpectations()
    ) {
        self.name = name
        self.makeAppDelegate = appDelegate
        self.makeSceneDelegate = sceneDelegate
        self.manifest = manifest
        self.payloads = payloads
        self.userActions = userActions
        self.expectations = expectations
    }

    /// A fresh runtime for this app under a specification configuration.
    @MainActor
    public func makeRuntime(_ spec: SpecConfiguration) -> ReferenceRuntime {
        ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: spec, manifest: manifest,
                                                payloads: payloads, userActions: userActions, expectations: expectations),
            appDelegate: makeAppDelegate, sceneDelegate: makeSceneDelegate)
    }
}
