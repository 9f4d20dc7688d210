// Stand-ins for the Pocket Casts services (PocketCastsDataModel, PocketCastsServer, PocketCastsUtils, JLRoutes, the
// tab view controllers) its delegates and root view controller call. They keep what the lifecycle rules observe:
// the routes JLRoutes matches (pktc://shortcuts/...), the filters the database finds, the tab controllers a window
// shows, and what the app keeps in UserDefaults (Constants.UserDefaults). Playback, analytics and sync do nothing.
import Foundation
import LifecycleUIKit

// MARK: JLRoutes

/// JLRoutes reduced to what the app's routes use: a pattern of literal and `:parameter` components, matched
/// against the URL's host and path components (JLRoutes treats a URL's host as its first path component).
@MainActor final class JLRoutes {
    private static var globalRoutes = JLRoutes()
    private var routes: [(pattern: [String], handler: ([String: Any]) -> Bool)] = []

    static func global() -> JLRoutes { globalRoutes }

    /// Forgets every route, as a process death does.
    static func reset() { globalRoutes = JLRoutes() }

    func addRoute(_ routePattern: String, handler: @escaping ([String: Any]) -> Bool) {
        routes.append((routePattern.split(separator: "/").map(String.init), handler))
    }

    @discardableResult
    static func routeURL(_ url: URL) -> Bool {
        let components = ([url.host].compactMap { $0 } + url.pathComponents.filter { $0 != "/" })
        for route in globalRoutes.routes where route.pattern.count == components.count {
            var parameters: [String: Any] = [:]
            var matched = true
            for (part, value) in zip(route.pattern, components) {
                if part.hasPrefix(":") { parameters[String(part.dropFirst())] = value } else if part != value { matched = false; break }
            }
            if matched, route.handler(parameters) { return true }
        }
        return false
    }
}

// MARK: PocketCastsDataModel

final class EpisodeFilter {
    let uuid: String
    init(uuid: String) { self.uuid = uuid }
}

final class Episode {}

@MainActor final class DataManager {
    static let sharedManager = DataManager()
    /// The filters the app ships with and the user made: every UUID the test sends is one.
    func findFilter(uuid: String) -> EpisodeFilter? { EpisodeFilter(uuid: uuid) }
}

enum EpisodeManager {
    static func markAsPlayed(episode: Episode, fireNotification: Bool) {}
}

@MainActor final class PlaybackManager {
    static let shared = PlaybackManager()
    func pause() {}
    func play() {}
    func currentEpisode() -> Episode? { nil }
    func updateIdleTimer() {}
}

// MARK: Constants, flags, strings

enum Constants {
    enum UserDefaults {
        static let appId = "SJAppId"
        static let lastTabOpened = "SJLastTabOpened"
        static let lastAppCloseDate = "SJLastAppCloseDate"
    }
    enum Notifications {
        static let tappedOnSelectedTab = NSNotification.Name("SJTappedOnSelectedTab")
    }
}

/// The feature flags the root controller reads, with their shipping values.
enum FeatureFlag {
    case upNextOnTabBar, discoverCollectionView
    var enabled: Bool { false }
}

enum L10n {
    static let profile = "Profile"
    static let podcastsPlural = "Podcasts"
    static let filters = "Filters"
    static let discover = "Discover"
    static let upNext = "Up Next"
}

extension Array {
    /// PocketCastsUtils' safe subscript.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension NotificationCenter {
    /// PocketCastsUtils' helper: posts on the main thread.
    static func postOnMainThread(notification: NSNotification.Name, object: Any? = nil) {
        NotificationCenter.default.post(name: notification, object: object)
    }
}

enum SJUIUtils {
    @MainActor static func navController(for controller: UIViewController) -> UINavigationController {
        UINavigationController(rootViewController: controller)
    }
}

@MainActor enum SceneHelper {
    static func rootViewController() -> UIViewController? {
        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.rootViewController
    }
}

// MARK: Analytics and theme

enum AnalyticsEvent { case podcastsTabOpened, filtersTabOpened, discoverTabOpened, profileTabOpened, upNextTabOpened }
enum Analytics { static func track(_ event: AnalyticsEvent, properties: [String: Any]) {} }
enum AnalyticsHelper {
    static func tabSelected(tab: MainTabBarController.Tab) {}
    static func forceTouchPause() {}
    static func forceTouchPlay() {}
    static func forceTouchMarkPlayed() {}
    static func forceTouchDiscover() {}
    static func forceTouchTopFilter() {}
}
enum PlaybackSource { case appIconMenu, unknown }
@MainActor final class AnalyticsPlaybackHelper { static let shared = AnalyticsPlaybackHelper(); var currentSource: PlaybackSource = .unknown }
@MainActor final class AnalyticsEpisodeHelper { static let shared = AnalyticsEpisodeHelper(); var currentSource: PlaybackSource = .unknown }
@MainActor final class AppLifecycleAnalytics {
    func checkApplicationInstalledOrUpgraded() {}
    func didEnterBackground() {}
    func didBecomeActive() {}
}

enum ThemeType { case light, dark, radioactive }
@MainActor final class Theme {
    static let sharedTheme = Theme()
    var activeTheme: ThemeType = .light
}
@MainActor final class LenticularFilter { func show() {} }

// MARK: View controllers the root controller makes (UIKit collection and table view controllers in the app)

@MainActor protocol NavigationProtocol: AnyObject {
    func navigateToPodcastList(_ animated: Bool)
    func navigateToDiscover(_ animated: Bool)
    func navigateToFilter(_ filter: EpisodeFilter, animated: Bool)
    func dismissPresentedViewController(completion: (() -> Void)?)
}

final class PodcastListViewController: UIViewController {}
final class PlaylistsViewController: UIViewController {
    /// As the app's: pushes the filter's episode list.
    func showFilter(_ filter: EpisodeFilter) {
        navigationController?.popToRootViewController(animated: false)
        let list = PlaylistDetailViewController()
        list.title = filter.uuid
        navigationController?.pushViewController(list, animated: true)
    }
}
final class PlaylistDetailViewController: UIViewController {}
final class DiscoverCoordinator {}
final class DiscoverViewController: UIViewController {
    init(coordinator: DiscoverCoordinator) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
final class DiscoverCollectionViewController: UIViewController {
    init(coordinator: DiscoverCoordinator) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
final class ProfileViewController: UIViewController {}
enum UpNextSource { case tabBar }
final class UpNextViewController: UIViewController {
    init(source: UpNextSource, showingInTab: Bool) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The mini player: closed unless something plays.
final class MiniPlayerViewController: UIViewController {
    enum PlayerOpenState { case open, closed, animating }
    var playerOpenState: PlayerOpenState = .closed
    func closeFullScreenPlayer() { playerOpenState = .closed }
}
