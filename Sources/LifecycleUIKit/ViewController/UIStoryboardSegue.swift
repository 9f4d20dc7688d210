import Foundation

/// A transition between two view controllers of a storyboard (UIKit's `UIStoryboardSegue`): what
/// `prepare(for:sender:)` receives, with its identifier and the controllers on either side.
///
/// The runtime performs no segues itself (Linux has no storyboards); a test or a container makes one to hand a
/// controller its `prepare(for:sender:)` as UIKit would before showing `destination`.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard, if it has one.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue shows.
    open private(set) var destination: UIViewController

    /// Makes a segue, as UIKit's `init(identifier:source:destination:)` does.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Shows `destination` from `source`. A plain segue presents it, as a modal segue does.
    open func perform() {
        source.present(destination, animated: true)
    }
}
