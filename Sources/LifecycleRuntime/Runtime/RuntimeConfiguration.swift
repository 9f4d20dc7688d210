import Foundation
import LifecycleUIKit

/// Everything the reference runtime needs besides the delegates: spec, manifest, payloads, user actions.
public struct RuntimeConfiguration: Sendable {
    /// The specification's parameters. `supportsMultipleScenes` follows the manifest when one is given.
    public var spec: SpecConfiguration
    /// The app's scene manifest; `nil` for an app without one.
    public var manifest: SceneManifest?
    /// What payload numbers stand for.
    public var payloads: PayloadCatalog
    /// The app's user actions, numbered in this order.
    public var userActions: [UserAction]
    /// Whether the runtime keeps the trace of calls in memory (`ReferenceRuntime.trace`).
    public var recordsTrace: Bool
    /// What a delivered URL, activity or quick action should make a scene show (A10).
    public var expectations: ContentExpectations
    /// The storyboards the app's configurations and code open, by name.
    public var storyboards: [String: UIStoryboard.Contents]
    /// The `UserDefaults` suites the app uses besides the standard defaults (app groups), read as app state.
    public var userDefaultsSuites: [String]
    /// The directories where the app writes files, emptied at the fresh install and read as app state
    /// (`file:` keys, see `ContainerDirectories`); empty by default, and then no file is touched or read.
    public var containerDirectories: [URL]
    /// Resets what the app keeps in statics and singletons; called when a simulated process ends.
    public var resetProcessState: (@MainActor @Sendable () -> Void)?
    /// The legacy lifecycle's main storyboard (`UIMainStoryboardFile`), see `AppUnderTest.mainStoryboardName`.
    public var mainStoryboardName: String?

    public init(
        spec: SpecConfiguration = SpecConfiguration(),
        manifest: SceneManifest? = .standard(),
        payloads: PayloadCatalog = .standard,
        userActions: [UserAction] = [],
        recordsTrace: Bool = true,
        expectations: ContentExpectations = ContentExpectations(),
        storyboards: [String: UIStoryboard.Contents] = [:],
        userDefaultsSuites: [String] = [],
        containerDirectories: [URL] = [],
        resetProcessState: (@MainActor @Sendable () -> Void)? = nil,
        mainStoryboardName: String? = nil
    ) {
        self.mainStoryboardName = mainStoryboardName
        self.storyboards = storyboards
        self.userDefaultsSuites = userDefaultsSuites
        self.containerDirectories = containerDirectories
        self.resetProcessState = resetProcessState
        var spec = spec
        if let manifest { spec.supportsMultipleScenes = manifest.supportsMultipleScenes }
        spec.userActionCount = userActions.count
        spec.userActionNames = userActions.map(\.name)
        self.spec = spec
        self.manifest = manifest
        self.payloads = payloads
        self.userActions = userActions
        self.recordsTrace = recordsTrace
        self.expectations = expectations
    }

    /// The header of the traces this configuration produces.
    public var traceHeader: TraceHeader {
        TraceHeader(mode: spec.usesScenes ? .scenes : .legacy, device: spec.device,
                    multipleScenes: spec.supportsMultipleScenes)
    }
}

/// What a URL, user activity or quick action should make a scene show: the subject of its content (A10).
///
/// Each closure returns the `SceneContent.subject` the scene must show after
/// the delivery, or `nil` when the app makes no promise for that input.
public struct ContentExpectations: Sendable {
    public var subjectForURL: @Sendable (String) -> AnyHashable?
    public var subjectForActivity: @Sendable (UserActivity) -> AnyHashable?
    public var subjectForShortcut: @Sendable (ShortcutItem) -> AnyHashable?

    public init(
        subjectForURL: @escaping @Sendable (String) -> AnyHashable? = { _ in nil },
        subjectForActivity: @escaping @Sendable (UserActivity) -> AnyHashable? = { _ in nil },
        subjectForShortcut: @escaping @Sendable (ShortcutItem) -> AnyHashable? = { _ in nil }
    ) {
        self.subjectForURL = subjectForURL
        self.subjectForActivity = subjectForActivity
        self.subjectForShortcut = subjectForShortcut
    }

    /// The subject a delivery should open, if the app promises one.
    package func subject(for content: DeliveredContent) -> AnyHashable? {
        switch content {
        case .url(let url): return subjectForURL(url)
        case .activity(let activity): return subjectForActivity(activity)
        case .shortcut(let item): return subjectForShortcut(item)
        }
    }
}
