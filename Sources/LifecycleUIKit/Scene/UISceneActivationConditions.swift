import Foundation

/// Which targeted URLs and activities a scene can and prefers to receive (UIKit's `UISceneActivationConditions`).
///
/// When a URL or activity with a target content identifier arrives while
/// several scenes are connected, UIKit gives it to a scene whose
/// `prefersToActivateForTargetContentIdentifierPredicate` matches, else to
/// one whose `canActivateForTargetContentIdentifierPredicate` matches, else
/// it connects a new scene. The runtime keeps the conditions an app sets but
/// does not consult them: the generator chooses the receiving scene (or a
/// new one) for every delivery, so each routing UIKit could choose is tried.
/// `NSPredicate(format:)` works on Linux for the predicates on strings these use (see
/// `NSPredicate.init(format:_:)` in this module).
@preconcurrency @MainActor
open class UISceneActivationConditions: NSObject {
    /// Identifiers this scene may receive; the default matches every identifier.
    open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
    /// Identifiers this scene prefers; the default matches none.
    open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)

    nonisolated public override init() { super.init() }
}
