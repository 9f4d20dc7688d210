// System API Pocket Casts' delegates and root view controller use that LifecycleUIKit does not declare. Nothing
// here is read by a rule.
#if !canImport(UIKit)
import Foundation
import LifecycleUIKit

enum UIUserInterfaceIdiom { case phone, pad, mac }
@MainActor final class UIDevice {
    static let current = UIDevice()
    var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

extension UINavigationController {
    /// UIKit's visibleViewController: what the top controller presents, else the top controller.
    var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }
}
#endif
