// UIKit API the Home Assistant delegates use that LifecycleUIKit does not declare (each entry is a gap).
#if !canImport(UIKit)
import Foundation
import LifecycleUIKit

// UIWindowScene.sizeRestrictions and traitCollection.
final class UISceneSizeRestrictions {
    var minimumSize: CGSize = .zero
}
enum UIUserInterfaceIdiom { case unspecified, phone, pad, tv, carPlay, mac, vision }
struct UITraitCollection { var userInterfaceIdiom: UIUserInterfaceIdiom = .phone }
extension UIWindowScene {
    var sizeRestrictions: UISceneSizeRestrictions? { nil }
    var traitCollection: UITraitCollection { UITraitCollection() }
}

// Background fetch.
extension UIApplication {
    static let backgroundFetchIntervalMinimum: TimeInterval = 0
    func setMinimumBackgroundFetchInterval(_ interval: TimeInterval) {}
}
#endif
