import Foundation
import LifecycleUIKit

/// An app to check: its delegate classes, its Info.plist, and what its tests declare (payloads, user actions).
///
/// This is all a team writes to plug its real delegate files in:
///
/// ```swift
/// let app = AppUnderTest(
///     name: "Notes",
///     appDelegate: AppDelegate.self,
///     sceneDelegates: [SceneDelegate.self],
///     manifest: try SceneManifest.load(contentsOf: infoPlistURL))
/// ```
///
/// As UIKit does, the runtime makes one app delegate per simulated process,
/// and one scene delegate per connection from the class the session's
/// configuration names: its `delegateClass` if the app set one, else the
/// Info.plist's `UISceneDelegateClassName`, looked up by class name among
/// `sceneDelegates` (a `$(PRODUCT_MODULE_NAME).` or other module prefix is
/// ignored, as UIKit resolves it in the app's module). A configuration that
/// names no delegate class gets a scene without a delegate, as in UIKit.
public struct AppUnderTest: Sendable {
    /// A name for reports.
    public var name: String
    /// Makes the app delegate; called once per process.
    public var makeAppDelegate: @MainActor @Sendable () -> any UIApplicationDelegate
    /// Makes a scene delegate of each class the app has, by class name without module.
    public var sceneDelegateClasses: [String: @MainActor @Sendable () -> any UISceneDelegate]
    /// The classes of `sceneDelegates` by class name without module, for `UISceneConfiguration.delegateClass`.
    package var sceneDelegateTypes: [String: @MainActor @Sendable () -> AnyClass] = [:]
    /// The app's scene manifest (`nil`: legacy lifecycle).
    public var manifest: SceneManifest?
    /// The storyboards the app's configurations and code open, by name.
    public var storyboards: [String: UIStoryboard.Contents]
    /// The legacy lifecycle's main storyboard (the Info.plist's `UIMainStoryboardFile`), one of `storyboards`;
    /// `nil` by default. As UIKit does, the runtime then makes the app's window with the storyboard's initial
    /// view controller, sets it on the app delegate's `window` before `willFinishLaunchingWithOptions`, and
    /// makes it key and visible after `didFinishLaunchingWithOptions`. Not read in the scene lifecycle, where
    /// the storyboard belongs to the scene configuration (`UISceneStoryboardFile`).
    public var mainStoryboardName: String?
    /// The `UserDefaults` suites the app uses besides the standard defaults (app groups).
    public var userDefaultsSuites: [String]
    /// The directories where the app writes files (its Documents, Application Support or Caches), read as app
    /// state like its defaults; empty by default.
    ///
    /// A team points the app's code and the test at the same directories:
    /// the app computes its container URLs in one place that the test target
    /// sets (`AppDirectories.documents = testDirectory` before the check), or
    /// its file-writing types take the directory the test passes in. Use a
    /// directory of the test's own, such as a new one under
    /// `FileManager.default.temporaryDirectory`, removed after the test.
    ///
    /// At every fresh install the runtime empties these directories, as
    /// reinstalling an app empties its container; files survive simulated
    /// process deaths. It takes a directory only when it is missing (it is
    /// created), empty, or marked by an earlier check (the marker file
    /// `.lifecycle-container`), and deletes nothing outside it: the test entry
    /// points stop before the first case with
    /// `RunConfigurationError.containerDirectory` naming any other directory
    /// (`LifecycleConformance.check` called directly does not stop: each
    /// runtime then leaves the directories untouched and unread, and says why
    /// in `appState.containerError`; call `checkContainerDirectories()` first).
    /// Each regular file is a key `file:<path relative to the directory>`, so
    /// a file whose path contains a session's `persistentIdentifier` belongs to
    /// that session for A2, A3 and A4 (see `ContainerDirectories`).
    public var containerDirectories: [URL]
    /// Resets what the app keeps in statics and singletons; called when a simulated process ends.
    ///
    /// A real process death destroys every static; the runtime's processes
    /// share one test process, so a team whose delegates keep state in
    /// statics or singletons resets it here (`Cache.shared = Cache()`).
    public var resetProcessState: (@MainActor @Sendable () -> Void)?
    /// What URL, activity and quick-action payloads stand for.
    ///
    /// By default, what the app's Info.plist declares (`PayloadCatalog.declared(by:)`): its URL schemes, its
    /// `NSUserActivityTypes` and its static quick actions, and nothing of a kind it does not declare. For a
    /// manifest made in code, which declares nothing, and for the legacy lifecycle, the generic `.standard` catalog.
    public var payloads: PayloadCatalog
    /// What a user can do in an active scene.
    public var userActions: [UserAction]
    /// What each URL, activity or quick action should make a scene show (A10).
    public var expectations: ContentExpectations
    /// The paths of the app's Swift files (its app and scene delegates at least); empty by default. When a check
    /// fails, the report lists what the M2 lint finds in them (`AppDelegateWorkLint`): work left in app-delegate
    /// methods UIKit never calls once the app has scenes, the likeliest cause of many lost drafts and dropped links.
    public var sourceFiles: [String] = []

    /// An app made of UIKit delegate classes, as UIKit makes them.
    ///
    /// - Parameters:
    ///   - appDelegate: the app delegate class (`@main class AppDelegate: UIResponder, UIApplicationDelegate`); the
    ///     runtime makes that very class, also when a subclass is passed as its base class's metatype.
    ///   - sceneDelegates: the scene delegate classes the Info.plist or the code can name.
    ///   - manifest: the Info.plist's scene manifest; `nil` for the legacy lifecycle.
    ///   - payloads: what URLs, activities and quick actions the check sends; `nil` (the default) for what the
    ///     manifest's Info.plist declares (see `payloads`).
    public init<AppDelegate: UIResponder & UIApplicationDelegate>(
        name: String,
        appDelegate: AppDelegate.Type,
        sceneDelegates: [any (UIResponder & UISceneDelegate).Type] = [],
        manifest: SceneManifest? = .standard(),
        storyboards: [String: UIStoryboard.Contents] = [:],
        userDefaultsSuites: [String] = [],
        containerDirectories: [URL] = [],
        resetProcessState: (@MainActor @Sendable () -> Void)? = nil,
        payloads: PayloadCatalog? = nil,
        userActions: [UserAction] = [],
        expectations: ContentExpectations = ContentExpectations()
    ) {
        // `appDelegate.init()`, not `AppDelegate()`: a subclass passed as its base class's metatype
        // (`let type: AppDelegate.Type = FixedAppDelegate.self`) is the class UIKit would make.
        self.init(name: name, makeAppDelegate: { appDelegate.init() }, sceneDelegates: sceneDelegates, manifest: manifest,
                  storyboards: storyboards, userDefaultsSuites: userDefaultsSuites,
                  containerDirectories: containerDirectories,
                  resetProcessState: resetProcessState, payloads: payloads, userActions: userActions,
                  expectations: expectations)
    }

    /// An app whose app delegate is made by a closure (a test double that needs arguments).
    public init(
        name: String,
        makeAppDelegate: @escaping @MainActor @Sendable () -> any UIApplicationDelegate,
        sceneDelegates: [any (UIResponder & UISceneDelegate).Type] = [],
        manifest: SceneManifest? = .standard(),
        storyboards: [String: UIStoryboard.Contents] = [:],
        userDefaultsSuites: [String] = [],
        containerDirectories: [URL] = [],
        resetProcessState: (@MainActor @Sendable () -> Void)? = nil,
        payloads: PayloadCatalog? = nil,
        userActions: [UserAction] = [],
        expectations: ContentExpectations = ContentExpectations()
    ) {
        self.name = name
        self.makeAppDelegate = makeAppDelegate
        var classes: [String: @MainActor @Sendable () -> any UISceneDelegate] = [:]
        var types: [String: @MainActor @Sendable () -> AnyClass] = [:]
        for type in sceneDelegates {
            classes[String(describing: type)] = { type.init() }
            types[String(describing: type)] = { type }
        }
        self.sceneDelegateClasses = classes
        self.sceneDelegateTypes = types
        self.manifest = manifest
        self.storyboards = storyboards
        self.userDefaultsSuites = userDefaultsSuites
        self.containerDirectories = containerDirectories
        self.resetProcessState = resetProcessState
        self.payloads = payloads ?? manifest.flatMap { PayloadCatalog.declared(by: $0) } ?? .standard
        self.userActions = userActions
        self.expectations = expectations
    }

    /// The class name a `UISceneDelegateClassName` names: without `$(PRODUCT_MODULE_NAME).` or a module prefix.
    public static func className(_ declared: String) -> String {
        // The last non-empty part between dots, found in the UTF-8 view: looked up for every scene that connects.
        let utf8 = declared.utf8
        let dot = UInt8(ascii: ".")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == dot { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return declared }
        var start = end
        while start > utf8.startIndex, utf8[utf8.index(before: start)] != dot { start = utf8.index(before: start) }
        if start == utf8.startIndex && end == utf8.endIndex { return declared }
        return String(declared[start..<end])
    }

    /// Delegate class names the manifest declares, for the roles the runtime connects (application windows and
    /// external displays; not CarPlay's), that are not among the app's scene delegate classes, sorted.
    public var unresolvedDelegateClassNames: [String] {
        guard let manifest else { return [] }
        let roles = manifest.roles.filter { $0 == .windowApplication || $0.isExternalDisplay }
        let named = roles.flatMap { manifest.configurations(for: $0) }.compactMap(\.delegateClassName)
        return Array(Set(named.filter { sceneDelegateClasses[Self.className($0)] == nil })).sorted()
    }

    /// Checks that a fresh install may take every container directory, changing nothing on disk: each is missing,
    /// empty or marked by an earlier check, and no two overlap.
    ///
    /// - Throws: `ContainerDirectoryError` naming the first directory that may not be taken.
    public func checkContainerDirectories() throws(ContainerDirectoryError) {
        try ContainerDirectories(containerDirectories).check()
    }

    /// Makes the scene delegate for a configuration, as UIKit does, or `nil` when it names none.
    @MainActor
    public func makeSceneDelegate(for configuration: UISceneConfiguration) -> (any UISceneDelegate)? {
        // A class the app set itself; the one the runtime filled in from the Info.plist is made by its maker.
        if let set = configuration.delegateClass, ObjectIdentifier(set) != configuration.declaredDelegateClass,
           let type = set as? any (UIResponder & UISceneDelegate).Type { return type.init() }
        guard let declared = configuration.delegateClassName,
              let make = sceneDelegateClasses[Self.className(declared)] else { return nil }
        return make()
    }

    /// A fresh runtime for this app under a specification configuration.
    @MainActor
    public func makeRuntime(_ spec: SpecConfiguration) -> ReferenceRuntime {
        let app = self
        let runtime = ReferenceRuntime(
            configuration: RuntimeConfiguration(spec: spec, manifest: manifest, payloads: payloads,
                                                userActions: userActions, expectations: expectations,
                                                storyboards: storyboards, userDefaultsSuites: userDefaultsSuites,
                                                containerDirectories: containerDirectories,
                                                resetProcessState: resetProcessState, mainStoryboardName: mainStoryboardName),
            appDelegate: makeAppDelegate, sceneDelegate: { configuration, _ in app.makeSceneDelegate(for: configuration) })
        runtime.delegateClassNamed = { name in app.sceneDelegateTypes[Self.className(name)]?() }
        return runtime
    }
}
