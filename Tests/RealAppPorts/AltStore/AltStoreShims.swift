// System API AltStore's delegates and root view controllers use that LifecycleUIKit does not declare, and that a
// file of LifecycleUIKit cannot add: stored properties and overridable methods of UIView and UIViewController
// belong in their own files (see the report). Nothing here is read by a rule.
#if !canImport(UIKit)
import Foundation
import LifecycleUIKit

// UIColor and UIView.tintColor.
final class UIColor: Sendable {
    static let altPrimary = UIColor()
}
extension UIView {
    var tintColor: UIColor? {
        get { nil }
        set {}
    }
    var alpha: CGFloat {
        get { 1 }
        set {}
    }
    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// Runs the animations at once (nothing is drawn).
    static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }
}

struct UIEdgeInsets: Sendable {
    var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension UIViewController {
    /// Every AltStore controller here comes from Main.storyboard (UIViewController.storyboard is set by UIKit when a
    /// storyboard makes the controller).
    var storyboard: UIStoryboard? { UIStoryboard(name: "Main", bundle: nil) }

    /// UIKit's containment callback; nothing to do without views.
    func didMove(toParent parent: UIViewController?) {}
}

extension TabBarController {
    /// UIKit's UIViewController.performSegue(withIdentifier:sender:): makes the segue's destination from the
    /// storyboard, hands it to prepare(for:sender:) and shows it.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboard else { return }
        let segue = UIStoryboardSegue(identifier: identifier, source: self,
                                      destination: storyboard.instantiateViewController(withIdentifier: identifier))
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
#endif
