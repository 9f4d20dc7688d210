// Port of Automattic/pocket-casts-ios podcasts/AppDelegate+SiriShortcuts.swift (commit c23892d1f47bc44d422fa06c389b49820aa04dd3),
// MPL-2.0 (the repository's LICENSE.md; this file stays under it). The lifecycle part: the activity handler the scene
// delegate calls. Lines changed beyond the import block are marked `// PORT:`; universal links (share pages, referral
// codes) and the Siri intents (INPlayMediaIntent and the app's own) are omitted.
#if canImport(UIKit)
import Foundation
import Intents
import JLRoutes
import PocketCastsDataModel
import PocketCastsUtils
#else
import Foundation
import LifecycleUIKit
#endif

extension AppDelegate {
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        handleContinue(userActivity)

        return true
    }

    func handleContinue(_ userActivity: NSUserActivity) {
        if userActivity.activityType == "au.com.shiftyjelly.podcasts" {
            let info = userActivity.userInfo
            if let urlString = info?["url"] as? String, let url = URL(string: urlString) {
                JLRoutes.routeURL(url)
            }
        }
        // PORT: the NSUserActivityTypeBrowsingWeb branch (share pages, referrals) and the Siri intents omitted
        // (`userActivity.interaction?.intent` needs Intents)
    }
}
