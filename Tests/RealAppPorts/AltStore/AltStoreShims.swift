// System API AltStore's delegates and root view controllers use that LifecycleUIKit does not declare. Nothing here is
// read by a rule.
#if !canImport(UIKit)
import Foundation
import LifecycleUIKit

struct UIEdgeInsets: Sendable {
    var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// AltStoreCore's color (UIColor+AltStore.swift), from its asset catalog.
extension UIColor {
    static let altPrimary = UIColor(named: "Primary")!
}
#endif
