import Foundation

/// A storyboard (UIKit's `UIStoryboard`), standing for the view controllers an Interface Builder file makes.
///
/// Linux has no storyboards: a test registers, per storyboard name, how to
/// make its initial controller and its controllers by identifier
/// (`AppUnderTest.storyboards`). A scene configuration that names a
/// storyboard (`UISceneStoryboardFile`) gets a window whose root is the
/// storyboard's initial controller before `willConnect`, as UIKit does.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// How to make one storyboard's controllers. Not UIKit.
    public struct Contents: Sendable {
        /// Makes the initial view controller, if the storyboard has one.
        public var initial: (@MainActor @Sendable () -> UIViewController)?
        /// Makes controllers by storyboard identifier.
        public var byIdentifier: [String: @MainActor @Sendable () -> UIViewController]
        /// Makes the destination of each segue, by the segue's identifier (`performSegue(withIdentifier:sender:)`).
        public var segues: [String: @MainActor @Sendable () -> UIViewController]

        public init(
            initial: (@MainActor @Sendable () -> UIViewController)? = nil,
            byIdentifier: [String: @MainActor @Sendable () -> UIViewController] = [:],
            segues: [String: @MainActor @Sendable () -> UIViewController] = [:]
        ) {
            self.initial = initial
            self.byIdentifier = byIdentifier
            self.segues = segues
        }
    }

    nonisolated(unsafe) private static var registry: [String: Contents] = [:]

    /// The storyboard's name.
    public let name: String

    /// Opens a storyboard by name, as UIKit does; one not registered makes plain `UIViewController`s.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// Makes the storyboard's initial controller (a plain `UIViewController` when none is registered).
    open func instantiateInitialViewController() -> UIViewController? {
        let controller = Self.registry[name]?.initial?() ?? UIViewController()
        controller.storyboard = self
        return controller
    }

    /// Makes the controller with this storyboard identifier; traps if none is registered, as UIKit does.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let make = Self.registry[name]?.byIdentifier[identifier] else {
            preconditionFailure("storyboard \(name) has no view controller with identifier \(identifier) registered")
        }
        let controller = make()
        controller.storyboard = self
        return controller
    }

    /// The destination of the segue with this identifier, made and owned by this storyboard; `nil` when none is
    /// registered.
    package func makeSegueDestination(_ identifier: String) -> UIViewController? {
        guard let make = Self.registry[name]?.segues[identifier] else { return nil }
        let controller = make()
        controller.storyboard = self
        return controller
    }

    /// Installs the storyboards of the app under test. The runtime calls it for each run.
    package static func register(_ storyboards: [String: Contents]) { registry = storyboards }
}
