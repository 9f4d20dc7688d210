import LifecycleUIKit

/// An app as it was (app-delegate lifecycle) and as it is after moving to scenes, for the migration check.
///
/// ```swift
/// let pair = MigrationPair(
///     name: "Journal",
///     legacy: AppUnderTest(name: "Journal 1.x", appDelegate: LegacyAppDelegate.self),
///     migrated: AppUnderTest(name: "Journal 2.0", appDelegate: AppDelegate.self,
///                            sceneDelegates: [SceneDelegate.self], manifest: manifest),
///     userActions: [UserAction.window("type") { ($0.rootViewController as? EditorViewController)?.type("x") }])
/// ```
/// Both versions get the same URLs, activities and quick actions (`payloads`) and the same user actions,
/// which must be written against the window (`UserAction.window(_:perform:)`): the legacy version has no scene.
/// Without `payloads`, both get the migrated version's (`AppUnderTest.payloads`: what its Info.plist declares, when
/// its manifest was read from one). Whatever payloads and actions the two `AppUnderTest` values carry are replaced
/// by these.
public struct MigrationPair: Sendable {
    /// A name for reports.
    public var name: String
    /// The app on the app-delegate lifecycle: no scene manifest.
    public var legacy: AppUnderTest
    /// The app on the scene lifecycle: a scene manifest and scene delegates.
    public var migrated: AppUnderTest
    /// What the system delivers to both versions.
    public var payloads: PayloadCatalog
    /// What the user does in both versions, on the window they see.
    public var userActions: [UserAction]

    public init(
        name: String, legacy: AppUnderTest, migrated: AppUnderTest,
        payloads: PayloadCatalog? = nil, userActions: [UserAction] = []
    ) {
        let payloads = payloads ?? migrated.payloads
        self.name = name
        self.legacy = legacy
        self.migrated = migrated
        self.payloads = payloads
        self.userActions = userActions
        self.legacy.payloads = payloads
        self.legacy.userActions = userActions
        self.migrated.payloads = payloads
        self.migrated.userActions = userActions
    }

    /// Why the pair cannot be checked, or `nil`: a legacy version with a scene manifest, a migrated one
    /// without, a user action written against the scene, or a scene delegate the Info.plist names that
    /// the migrated version does not have.
    public var configurationProblem: String? {
        if legacy.manifest != nil {
            return "the legacy version \(legacy.name) has a scene manifest: the legacy lifecycle has none"
        }
        if migrated.manifest == nil {
            return "the migrated version \(migrated.name) has no scene manifest (UIApplicationSceneManifest): "
                + "without one iOS runs it in the legacy lifecycle"
        }
        let sceneActions = userActions.filter { !$0.runsWithoutScenes }.map(\.name)
        if !sceneActions.isEmpty {
            return "user actions \(sceneActions.map { "\"\($0)\"" }.joined(separator: ", ")) are written against the "
                + "scene, which the legacy version does not have: write them with UserAction.window(_:perform:)"
        }
        let unresolved = migrated.unresolvedDelegateClassNames
        if !unresolved.isEmpty {
            return "the Info.plist of \(migrated.name) names scene delegate \(unresolved.joined(separator: ", ")), "
                + "which the test does not pass in sceneDelegates (known: "
                + "\(migrated.sceneDelegateClasses.keys.sorted().joined(separator: ", ")))"
        }
        return nil
    }
}
