// Stand-ins for the Home Assistant services its delegates call (the `Current` environment, the window controller,
// the URL handler, PromiseKit), keeping what the lifecycle rules observe: the dashboard path a window shows, the
// WebViewController's NSUserActivity (type "<bundle id>.frontend", userInfo ["lastURL": URL], kept current as the
// page changes, as WebViewController's URL observer does) that the window controller returns for restoration,
// and the restored URL read back from that activity. Network, Realm, widgets and location do nothing.
import Foundation
import LifecycleUIKit

// MARK: PromiseKit, resolved synchronously

enum PMKResult<T> {
    case fulfilled(T)
    case rejected(any Error)
}

final class Promise<T> {
    let result: PMKResult<T>
    init(_ result: PMKResult<T>) { self.result = result }
    static func value(_ value: T) -> Promise<T> { Promise(.fulfilled(value)) }
    @discardableResult
    func done(_ body: (T) -> Void) -> PMKFinalizer {
        if case let .fulfilled(value) = result { body(value); return PMKFinalizer(error: nil) }
        if case let .rejected(error) = result { return PMKFinalizer(error: error) }
        return PMKFinalizer(error: nil)
    }
    func pipe(to body: (PMKResult<T>) -> Void) { body(result) }
    func cauterize() {}
}

final class PMKFinalizer {
    let error: (any Error)?
    init(error: (any Error)?) { self.error = error }
    func `catch`(_ body: (any Error) -> Void) { if let error { body(error) } }
}

typealias Guarantee<T> = Promise<T>

func with<T>(_ value: T, _ body: (T) -> Void) { body(value) }

// MARK: What a window shows

struct HomeAssistantScreen: SceneContent {
    var path: String
    var subject: AnyHashable? { path }
}

enum Constants { static let BundleID = "io.robbie.HomeAssistant" }

final class WebViewController: UIViewController, SceneContentProviding {
    enum RestorableStateKey: String { case lastURL }
    static var server: URL { homeAssistantServer }

    private(set) var currentURL: URL?
    private var initialURL: URL?

    var sceneContent: AnyHashable? { currentURL.map { HomeAssistantScreen(path: $0.path) } }

    init(restorationActivity: NSUserActivity?) {
        super.init(nibName: nil, bundle: nil)
        let activity = NSUserActivity(activityType: "\(Constants.BundleID).frontend")
        activity.isEligibleForHandoff = true
        userActivity = activity
        if let url = restorationActivity?.userInfo?[RestorableStateKey.lastURL.rawValue] as? URL {
            initialURL = url
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }


    /// viewWillAppear: the restored URL, else the default dashboard.
    func loadInitialPage() { load(initialURL ?? Self.server.appendingPathComponent("lovelace/0")) }

    func navigateToPath(path: String) { load(Self.server.appendingPathComponent(path)) }

    func refresh() {}

    /// The web view's URL observer: keeps the activity's page current.
    private func load(_ url: URL) {
        currentURL = url
        userActivity?.webpageURL = url
        userActivity?.userInfo = [RestorableStateKey.lastURL.rawValue: url]
        userActivity?.becomeCurrent()
    }
}

final class NavigationController: UINavigationController {}

final class WebViewWindowController {
    let window: UIWindow
    var restorationActivity: NSUserActivity?
    var webViewControllerPromise: Guarantee<WebViewController>
    private var webViewController: WebViewController?

    init(window: UIWindow, restorationActivity: NSUserActivity?) {
        self.window = window
        self.restorationActivity = restorationActivity
        self.webViewControllerPromise = Promise(.rejected(CancellationError()))
    }

    @MainActor func setup() {
        let controller = WebViewController(restorationActivity: restorationActivity)
        restorationActivity = nil
        window.rootViewController = NavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        controller.loadInitialPage()
        webViewController = controller
        webViewControllerPromise = .value(controller)
    }

    @MainActor func stateRestorationActivity() -> NSUserActivity? {
        webViewControllerPromise.resultValue?.userActivity
    }

    func clearCachedControllers() {}
}

extension Promise {
    var resultValue: T? { if case let .fulfilled(value) = result { return value } else { return nil } }
}

@MainActor final class IncomingURLHandler {
    let windowController: WebViewWindowController
    init(windowController: WebViewWindowController) { self.windowController = windowController }

    /// homeassistant://navigate/<path> opens that page.
    @discardableResult
    func handle(url: URL) -> Bool {
        guard url.host == "navigate" else { return false }
        windowController.webViewControllerPromise.done { $0.navigateToPath(path: String(url.path.dropFirst())) }
        return true
    }

    func handle(userActivity: NSUserActivity) {}

    /// Quick actions run a Home Assistant action; they do not change the page.
    func handle(shortcutItem: UIApplicationShortcutItem) -> Promise<Void> { .value(()) }
}

// MARK: The environment

final class SettingsStore {
    var macNativeFeaturesOnly = false
    var refreshWebViewAfterInactive = true
}

let homeAssistantServer = URL(string: "https://homeassistant.local:8123")!
struct ServerConnection { func activeURL() -> URL? { homeAssistantServer } }
struct ServerInfo { let connection = ServerConnection() }
struct Server { let info = ServerInfo() }
struct Servers { var all: [Server] { [Server()] } }

final class ModelManager {
    func unsubscribe() {}
    func cleanup() -> Promise<Void> { .value(()) }
    func subscribe(isAppInForeground: @escaping () -> Bool) {}
}

final class AppDatabaseUpdater { func stop() {} }

struct Log {
    func error(_ message: @autoclosure () -> String) {}
}

enum LocationUpdateTrigger { case Launch }
struct Location {}
final class LocationManager {
    func oneShotLocation(_ trigger: LocationUpdateTrigger, _ remaining: TimeInterval?) -> Promise<Location> {
        Promise(.rejected(CancellationError()))
    }
}

final class HomeAssistantAPI {
    func SubmitLocation(updateType: LocationUpdateTrigger, location: Location?, zone: String?) -> Promise<Void> { .value(()) }
}

final class ClientEventStore { func addEvent(_ event: ClientEvent) {} }
struct ClientEvent {
    enum EventType { case unknown }
    var text: String
    var type: EventType
}

protocol TagManager {}
final class SimulatorTagManager: TagManager {}
final class iOSTagManager: TagManager {}
final class ApplicationBackgroundTaskRunner {}

final class AppEnvironment: @unchecked Sendable {
    var isRunningTests = false
    var isCatalyst = false
    let settingsStore = SettingsStore()
    var backgroundTask: ApplicationBackgroundTaskRunner?
    var isBackgroundRequestsImmediate: () -> Bool = { true }
    var isForegroundApp: () -> Bool = { true }
    var tags: TagManager?
    let clientEventStore = ClientEventStore()
    let servers = Servers()
    let modelManager = ModelManager()
    let appDatabaseUpdater = AppDatabaseUpdater()
    let Log = HomeAssistantServicesLog.log
    let location = LocationManager()
    let apis = [HomeAssistantAPI()]
}
enum HomeAssistantServicesLog { static let log = Log() }

let Current = AppEnvironment()

final class SceneManager {}
final class LifecycleManager {
    var isActive: Bool { false }
    func didFinishLaunching() {}
}
final class NotificationManager { func setupNotifications() {} }
final class ZoneManager {}
final class WatchCommunicatorService { func setup() {} }
enum MaterialDesignIcons { static func register() {} }
func setDefaults() {}

enum ScaleFactorMutator { static func record(sceneIdentifier: String) {} }
final class URLOpener: @unchecked Sendable {
    static let shared = URLOpener()
    func open(_ url: URL, options: [String: Any], completionHandler: ((Bool) -> Void)?) {}
}
enum DataWidgetsUpdater { static func update() {} }
struct ResetAllCustomWidgetConfirmationAppIntent {}
enum AppConstants { static let widgetsCacheURL = FileManager.default.temporaryDirectory.appendingPathComponent("ha-widgets-cache") }

extension WebViewSceneDelegate {
    /// Tells the app's managers which source opened the scene (analytics): nothing the rules read.
    func informManager(from connectionOptions: UIScene.ConnectionOptions) {}
}

extension UIWindow {
    /// Home Assistant's window for a scene (Shared/UIWindow+HA).
    convenience init(haScene scene: UIWindowScene) {
        self.init(windowScene: scene)
    }
}
