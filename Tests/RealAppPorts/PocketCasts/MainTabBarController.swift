// Port of Automattic/pocket-casts-ios podcasts/MainTabBarController.swift (commit c23892d1f47bc44d422fa06c389b49820aa04dd3),
// MPL-2.0 (the repository's LICENSE.md; this file stays under it). The lifecycle part: the root view controller the
// scene delegate makes, its tabs (the selected one restored from UserDefaults), the tab the user selects (saved
// there), and the navigation the `pktc://shortcuts/...` routes ask of it. Lines changed beyond the import block are
// marked `// PORT:`; themes, the mini player's layout, keyboard commands, What's New, End of Year, onboarding,
// database maintenance and the other NavigationProtocol pages are omitted.
#if canImport(UIKit)
import PocketCastsDataModel
import PocketCastsServer
import SafariServices
import UIKit
import Combine
import PocketCastsUtils
#else
import Foundation
import LifecycleUIKit
#endif

class MainTabBarController: UITabBarController, NavigationProtocol {
    enum Tab { case podcasts, filter, discover, profile, upNext }

    var pcTabs = [Tab]()

    // PORT: playPauseCommand (UIKeyCommand with a #selector action) omitted

    private lazy var profileTabBarItem = UITabBarItem(title: L10n.profile, image: UIImage(named: "profile_tab"), tag: pcTabs.firstIndex(of: .profile) ?? -1)

    /// The viewDidAppear can trigger more than once per lifecycle, setting this flag on the first did appear prevents use from prompting more than once per lifecycle. But still wait until the tab bar has appeared to do so.
    var viewDidAppearBefore: Bool = false

    override func viewDidLoad() {
        super.viewDidLoad()

        // PORT: fixTarBarTraitCollectionOnIpadForiOS18() omitted (trait collections)

        if FeatureFlag.upNextOnTabBar.enabled {
            pcTabs = [.podcasts, .filter, .discover, .upNext, .profile]
        } else {
            pcTabs = [.podcasts, .filter, .discover, .profile]
        }

        var vcsInTab = [UIViewController]()

        let podcastsController = PodcastListViewController()
        podcastsController.tabBarItem = UITabBarItem(title: L10n.podcastsPlural, image: UIImage(named: "podcasts_tab"), tag: pcTabs.firstIndex(of: .podcasts)!)

        let filtersViewController = PlaylistsViewController()
        filtersViewController.tabBarItem = UITabBarItem(title: L10n.filters, image: UIImage(named: "filters_tab"), tag: pcTabs.firstIndex(of: .filter)!)

        let discoverViewController: UIViewController
        if FeatureFlag.discoverCollectionView.enabled {
            discoverViewController = DiscoverCollectionViewController(coordinator: DiscoverCoordinator())
        } else {
            discoverViewController = DiscoverViewController(coordinator: DiscoverCoordinator())
        }
        discoverViewController.tabBarItem = UITabBarItem(title: L10n.discover, image: UIImage(named: "discover_tab"), tag: pcTabs.firstIndex(of: .discover)!)

        let profileViewController = ProfileViewController()
        profileViewController.tabBarItem = profileTabBarItem

        if FeatureFlag.upNextOnTabBar.enabled {
            let upNextViewController = UpNextViewController(source: .tabBar, showingInTab: true)
            upNextViewController.tabBarItem = UITabBarItem(title: L10n.upNext, image: UIImage(named: "upnext_tab"), tag: pcTabs.firstIndex(of: .upNext)!)
            vcsInTab = [podcastsController, filtersViewController, discoverViewController, upNextViewController, profileViewController]
        } else {
            vcsInTab = [podcastsController, filtersViewController, discoverViewController, profileViewController]
        }

        // PORT: displayEndOfYearBadgeIfNeeded() omitted (End of Year badge)

        viewControllers = vcsInTab.map { SJUIUtils.navController(for: $0) }
        selectedIndex = UserDefaults.standard.integer(forKey: Constants.UserDefaults.lastTabOpened)

        // Track the initial tab opened event
        trackTabOpened(pcTabs[selectedIndex], isInitial: true)

        NavigationManager.sharedManager.mainViewControllerDidLoad(controller: self)
        setupMiniPlayer()
        // PORT: updateTabBarColor(), setupKeyboardShortcuts(), the seven #selector observers, End of Year observers
        // and the bookmark toast handler omitted (themes, keyboard, Combine)
    }

    private func setupMiniPlayer() {
        let miniPlayer = MiniPlayerViewController(nibName: "MiniPlayerViewController", bundle: nil)
        NavigationManager.sharedManager.miniPlayer = miniPlayer

        // PORT: the mini player's view, Auto Layout constraints and height omitted (layout)
    }

    // MARK: - UITabBarDelegate

    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        let tabIndex = item.tag
        if tabIndex == selectedIndex, let navController = selectedViewController as? UINavigationController, navController.visibleViewController == navController.viewControllers.first {
            // the user has tapped on a tab they are already at the root of, so trigger an action so we can handle this
            NotificationCenter.postOnMainThread(notification: Constants.Notifications.tappedOnSelectedTab, object: tabIndex)
        }

        if tabIndex != selectedIndex {
            let tab = pcTabs[tabIndex]
            trackTabOpened(tab)
            AnalyticsHelper.tabSelected(tab: tab)
        }

        UserDefaults.standard.set(tabIndex, forKey: Constants.UserDefaults.lastTabOpened)
    }

    // MARK: - NavigationProtocol

    func navigateToPodcastList(_ animated: Bool) {
        if !switchToTab(.podcasts) { return }

        if let navController = selectedViewController as? UINavigationController {
            navController.popToRootViewController(animated: true)
        }
    }

    func navigateToDiscover(_ animated: Bool) {
        switchToTab(.discover)
    }

    func navigateToUpNext(_ animated: Bool) {
        switchToTab(.upNext)
    }

    func navigateToProfile(_ animated: Bool) {
        switchToTab(.profile)
    }

    func navigateToFilter(_ filter: EpisodeFilter, animated: Bool) {
        if !switchToTab(.filter) { return }

        if let index = pcTabs.firstIndex(of: .filter),
           let navController = viewControllers?[safe: index] as? UINavigationController,
           let filtersViewController = navController.viewControllers[safe: 0] as? PlaylistsViewController {
            filtersViewController.showFilter(filter)
        }
    }

    func navigateToEditFilter(_ filter: EpisodeFilter) {
        switchToTab(.filter)
    }

    func navigateToFilterTab() {
        switchToTab(.filter)
    }

    func dismissPresentedViewController(completion: (() -> Void)? = nil) {
        presentedViewController?.dismiss(animated: true, completion: completion)
    }

    @discardableResult
    private func switchToTab(_ tab: Tab) -> Bool {
        guard let miniPlayer = NavigationManager.sharedManager.miniPlayer else { return false }

        if miniPlayer.playerOpenState == .animating {
            return false // can't switch tabs while animating
        }

        if miniPlayer.playerOpenState == .open {
            miniPlayer.closeFullScreenPlayer()
        }

        selectedIndex = pcTabs.firstIndex(of: tab)!

        return true
    }
}

// MARK: - Analytics

private extension MainTabBarController {
    /// Tracks when a tab is switched to.
    /// - Parameters:
    ///   - tab: Which tab we're switching to
    ///   - isInitial: Whether this is the tab that is being loaded on first launch
    func trackTabOpened(_ tab: Tab, isInitial: Bool = false) {
        let event: AnalyticsEvent
        switch tab {
        case .podcasts:
            event = .podcastsTabOpened
        case .filter:
            event = .filtersTabOpened
        case .discover:
            event = .discoverTabOpened
        case .profile:
            event = .profileTabOpened
        case .upNext:
            event = .upNextTabOpened
        }

        Analytics.track(event, properties: ["initial": isInitial])
    }
}
