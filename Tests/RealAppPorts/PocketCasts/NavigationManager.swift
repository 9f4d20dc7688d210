// Port of Automattic/pocket-casts-ios podcasts/NavigationManager.swift (commit c23892d1f47bc44d422fa06c389b49820aa04dd3),
// MPL-2.0 (the repository's LICENSE.md; this file stays under it). The lifecycle part: the one shared manager that
// routes a navigation to the main tab bar controller that loaded last, with the keys and the branches of the routes
// ported in AppDelegate+UrlHandling.swift. Lines changed beyond the import block are marked `// PORT:`; the other
// keys and branches are omitted.
#if canImport(UIKit)
import PocketCastsDataModel
import PocketCastsServer
import UIKit
#else
import Foundation
import LifecycleUIKit
#endif

@MainActor class NavigationManager {  // PORT: @MainActor added: it holds and calls view controllers (the app builds in Swift 5 mode)
    static let podcastListPageKey = "podcastList"
    static let discoverPageKey = "discoverPage"

    static let filterPageKey = "filterPage"
    static let filterUuidKey = "filterUuid"

    static var sharedManager = NavigationManager()  // PORT: `var`, so the test resets it when a simulated process ends (a process death resets a static)

    private weak var mainController: NavigationProtocol?
    var dimmingView: UIView?
    var miniPlayer: MiniPlayerViewController?

    private var firstSetupCompleted = false
    var isPhone = false

    private var lastNavKey = ""
    private var lastNavData: NSDictionary?

    init() {
        isPhone = UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.phone
    }

    // MARK: - Navigation

    func navigateTo(_ place: String, data: NSDictionary? = nil) {
        performNavigation(place, data: data, animated: true)
    }

    func mainViewControllerDidLoad(controller: NavigationProtocol) {
        mainController = controller
    }

    func dismissPresentedViewController(completion: (() -> Void)? = nil) {
        mainController?.dismissPresentedViewController(completion: completion)
    }

    private func performNavigation(_ place: String, data: NSDictionary?, animated: Bool) {
        lastNavKey = place
        lastNavData = data

        // PORT: podcast, folder and episode branches omitted
        if place == NavigationManager.podcastListPageKey {
            mainController?.navigateToPodcastList(animated)
        } else if place == NavigationManager.discoverPageKey {
            mainController?.navigateToDiscover(animated)
        } else if place == NavigationManager.filterPageKey {
            if let data = data, let filterUuid = data[NavigationManager.filterUuidKey] as? String, let filter = DataManager.sharedManager.findFilter(uuid: filterUuid) {
                mainController?.navigateToFilter(filter, animated: animated)
            }
        }
        // PORT: the other places omitted
    }
}
