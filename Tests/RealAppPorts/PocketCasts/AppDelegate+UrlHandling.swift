// Port of Automattic/pocket-casts-ios podcasts/AppDelegate+UrlHandling.swift (commit c23892d1f47bc44d422fa06c389b49820aa04dd3),
// MPL-2.0 (the repository's LICENSE.md; this file stays under it). The lifecycle part: the quick-action and URL
// handlers the scene delegate calls, and the `pktc://shortcuts/...` routes. Lines changed beyond the import block are
// marked `// PORT:`; file imports (OPML, .pcasts, audio uploads) and the other routes (share lists, podcasts,
// episodes, promotions, sign-in) are omitted.
#if canImport(UIKit)
import CoreServices
import Foundation
import JLRoutes
import PocketCastsDataModel
import PocketCastsServer
import PocketCastsUtils
#else
import Foundation
import LifecycleUIKit
#endif

extension AppDelegate {
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        appDelegate()?.handleShortcutItem(shortcutItem)
    }

    func handleShortcutItem(_ shortcutItem: UIApplicationShortcutItem) {
        if let urlString = shortcutItem.userInfo?["url"] as? String, let url = URL(string: urlString) {
            JLRoutes.routeURL(url)
        }
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard let progressViewController = SceneHelper.rootViewController() else { return false }
        return handleOpenUrl(url: url, rootViewController: progressViewController)
    }

    func handleOpenUrl(url: URL, rootViewController: UIViewController) -> Bool {
        if url.isFileURL {
            // PORT: file imports omitted (OPML and .pcasts imports, audio and video uploads)
        } else {
            // check to see what the scheme is we support itpc, http, feed & our own pktc
            if let scheme = url.scheme, scheme == "pktc" {
                JLRoutes.routeURL(url)
            }
        }
        return true
    }

    func setupRoutes() {
        // 3D touch shortcuts
        JLRoutes.global().addRoute("/shortcuts/:shortcut") { [weak self] parameters -> Bool in
            guard let strongSelf = self, let shortcut = parameters["shortcut"] as? String else { return false }

            if shortcut == "pause" {
                AnalyticsPlaybackHelper.shared.currentSource = .appIconMenu
                PlaybackManager.shared.pause()
                strongSelf.openPlayerWhenReadyFromExternalEvent()
                AnalyticsHelper.forceTouchPause()
            } else if shortcut == "play" {
                AnalyticsPlaybackHelper.shared.currentSource = .appIconMenu
                PlaybackManager.shared.play()
                strongSelf.openPlayerWhenReadyFromExternalEvent()
                AnalyticsHelper.forceTouchPlay()
            } else if shortcut == "markAsPlayed" {
                if let episode = PlaybackManager.shared.currentEpisode() {
                    AnalyticsEpisodeHelper.shared.currentSource = .appIconMenu
                    EpisodeManager.markAsPlayed(episode: episode, fireNotification: true)
                    AnalyticsHelper.forceTouchMarkPlayed()
                }
            } else if shortcut == "discover" {
                NavigationManager.sharedManager.navigateTo(NavigationManager.discoverPageKey, data: nil)
                AnalyticsHelper.forceTouchDiscover()
            }

            return true
        }

        // open a filter from a shortcut
        JLRoutes.global().addRoute("/shortcuts/filter/:filterId") { parameters -> Bool in
            guard let filterId = parameters["filterId"] as? String, let filter = DataManager.sharedManager.findFilter(uuid: filterId) else { return false }

            NavigationManager.sharedManager.navigateTo(NavigationManager.filterPageKey, data: [NavigationManager.filterUuidKey: filter.uuid])
            AnalyticsHelper.forceTouchTopFilter()

            return true
        }

        // PORT: the other routes omitted (podcasts, episodes, share lists, promotions, sign-in, settings pages)
    }
}
