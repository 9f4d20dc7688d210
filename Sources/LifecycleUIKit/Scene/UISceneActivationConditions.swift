#if !canImport(UIKit)
import Foundation

/// Which targeted URLs and activities a scene can and prefers to receive (UIKit's `UISceneActivationConditions`).
///
/// When a URL or activity with a target content identifier arrives while
/// several scenes are connected, UIKit gives it to a scene whose
/// `prefersToActivateForTargetContentIdentifierPredicate` matches, else to
/// one whose `canActivateForTargetContentIdentifierPredicate` matches, else
/// it connects a new scene. The runtime does the same. Predicates are
/// evaluated with the identifier string; on Linux use `NSPredicate(block:)`
/// or `NSPredicate(value:)` (Foundation there does not parse format strings).
@MainActor
open class UISceneActivationConditions: NSObject {
    /// Identifiers this scene may receive; the default matches every identifier.
    open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
    /// Identifiers this scene prefers; the default matches none.
    open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)

    nonisolated public override init() { super.init() }
}
#endif
