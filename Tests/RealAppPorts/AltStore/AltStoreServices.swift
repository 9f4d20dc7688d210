// Stand-ins for the AltStore services (AltStoreCore, Roxas) its delegates and root view controllers call. They keep
// what the lifecycle rules observe: what the app stores in UserDefaults, when the database is started (the launch
// condition that decides when the tab bar appears), and the tab controllers the storyboard puts in the tab bar.
// Everything else (sources, installs, AltServer discovery, Patreon) does nothing.
import Foundation
import LifecycleUIKit

// MARK: AltStoreCore

extension UserDefaults {
    /// As AltStoreCore's UserDefaults+AltStore: the defaults registered before anything else.
    static func registerDefaults() {
        UserDefaults.standard.register(defaults: ["isBackgroundRefreshEnabled": true])
    }

    var firstLaunch: Date? {
        get { object(forKey: "firstLaunch") as? Date }
        set { set(newValue, forKey: "firstLaunch") }
    }

    var preferredServerID: String? {
        get { string(forKey: "preferredServerID") }
        set { set(newValue, forKey: "preferredServerID") }
    }

    var isDebugModeEnabled: Bool {
        get { bool(forKey: "isDebugModeEnabled") }
        set { set(newValue, forKey: "isDebugModeEnabled") }
    }

    /// Apps patched by the untethered-jailbreak flow; none here.
    var patchedApps: [String]? {
        get { stringArray(forKey: "patchedApps") }
        set { set(newValue, forKey: "patchedApps") }
    }
}

/// AltStoreCore's Core Data stack, reduced to whether it has started. It starts in the main-queue turn after it is
/// asked to, as the persistent stores load off the main thread and call back.
@MainActor final class DatabaseManager {
    static var shared = DatabaseManager()

    private(set) var isStarted = false
    let viewContext = NSObject()

    func start(completionHandler: @escaping @MainActor (Error?) -> Void) {
        if isStarted {
            completionHandler(nil)
            return
        }
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                DatabaseManager.shared.isStarted = true
                completionHandler(nil)
            }
        }
    }

    func purgeLoggedErrors(before date: Date, completion: @escaping (Result<Void, Error>) -> Void) {
        completion(.success(()))
    }
}

@MainActor final class AppManager {
    static let shared = AppManager()
    func update() {}
    func updatePatronsIfNeeded() {}
}

@MainActor final class ServerManager {
    static let shared = ServerManager()
    func startDiscovering() {}
    func stopDiscovering() {}
}

@MainActor final class PatreonAPI {
    static let shared = PatreonAPI()
    func refreshPatreonAccount() {}
}

@MainActor final class AnalyticsManager {
    static let shared = AnalyticsManager()
    func start() {}
}

@MainActor final class Keychain {
    static let shared = Keychain()
    func reset() {}
}

final class InstalledApp {
    let bundleIdentifier: String
    init(bundleIdentifier: String) { self.bundleIdentifier = bundleIdentifier }
    static func fetchActiveApps(in context: NSObject) -> [InstalledApp] { [] }
}

enum ToastView {
    static let openErrorLogNotification = Notification.Name("com.rileytestut.AltStore.ToastView.openErrorLog")
}

// MARK: The storyboard's tab controllers (Main.storyboard; collection and table view controllers in the app)

final class NewsViewController: UIViewController {}
final class SourcesViewController: UIViewController {
    /// Set by TabBarController.presentSources(_:) for an altstore://source link; the real one then offers to add it.
    var deepLinkSourceURL: URL?
}
final class BrowseViewController: UIViewController {}
final class MyAppsViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
final class PatchViewController: UIViewController {
    var installedApp: InstalledApp?
    var completionHandler: ((Result<Void, Error>) -> Void)?
}

// MARK: Roxas

/// A condition the launch screen waits for, and the action that makes it hold (Roxas's RSTLaunchCondition).
final class RSTLaunchCondition {
    let condition: @MainActor () -> Bool
    let action: @MainActor (@escaping @MainActor (Error?) -> Void) -> Void

    init(condition: @escaping @MainActor () -> Bool, action: @escaping @MainActor (@escaping @MainActor (Error?) -> Void) -> Void) {
        self.condition = condition
        self.action = action
    }
}

/// Roxas's RSTLaunchViewController, translated: at viewDidAppear it checks its launch conditions in order, runs the
/// action of each one that does not hold, and calls finishLaunching() when all hold.
class RSTLaunchViewController: UIViewController {
    var launchConditions: [RSTLaunchCondition] { [] }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        handleLaunchConditions()
    }

    func handleLaunchConditions() {
        handleLaunchCondition(at: 0)
    }

    private func handleLaunchCondition(at index: Int) {
        let conditions = launchConditions
        guard index < conditions.count else {
            finishLaunching()
            return
        }
        let condition = conditions[index]
        if condition.condition() {
            handleLaunchCondition(at: index + 1)
        } else {
            condition.action { [weak self] error in
                if let error {
                    self?.handleLaunchError(error)
                    return
                }
                self?.handleLaunchCondition(at: index + 1)
            }
        }
    }

    func handleLaunchError(_ error: Error) {}

    func finishLaunching() {}
}

extension UIView {
    /// Roxas's UIView+AnimatedHide/pinning helper: adds a subview filling this one.
    func addSubview(_ view: UIView, pinningEdgesWith insets: UIEdgeInsets) {
        addSubview(view)
        view.frame = frame
    }
}
