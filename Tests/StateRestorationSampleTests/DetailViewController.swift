// The Linux side of the catalogue's view controllers: on iOS these come from the storyboard and draw a table
// and a detail screen; here they hold only what the lifecycle rules read. A team writes such files once for its
// Linux test target (or shares its own view controllers where they compile).
import LifecycleUIKit

/// What the detail screen shows: one product (its identity is what a URL or activity opens, rule A10).
struct ProductScreen: SceneContent {
    var productID: String
    var subject: AnyHashable? { productID }
}

final class MasterViewController: UIViewController {
    override func viewDidLoad() {
        title = "Products"
    }
}

final class DetailViewController: UIViewController, SceneContentProviding {
    /// The restoration activity's type, the first of the Info.plist's `NSUserActivityTypes`, read as Apple's
    /// "Restoring Your App's State" sample reads it (while the app runs, `Bundle.main` holds the app's Info.plist).
    static var activityType: String {
        let activityTypes = Bundle.main.infoDictionary?["NSUserActivityTypes"] as? [String]
        return activityTypes![0]
    }

    var productID: String?

    static func loadFromStoryboard() -> DetailViewController? {
        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "DetailViewController")
            as? DetailViewController
    }

    /// The activity that brings this screen back.
    var detailUserActivity: NSUserActivity? {
        guard let productID else { return nil }
        let activity = NSUserActivity(activityType: Self.activityType)
        activity.title = "Product"
        activity.addUserInfoEntries(from: ["productID": productID])
        return activity
    }

    override func restoreUserActivityState(_ activity: NSUserActivity) {
        productID = activity.userInfo?["productID"] as? String
    }

    var sceneContent: AnyHashable? { productID.map { ProductScreen(productID: $0) } }
}
