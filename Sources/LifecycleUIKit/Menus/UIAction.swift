import Foundation

/// What an action runs (UIKit's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element or control action that runs a closure (UIKit's `UIAction`).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier.
    public let identifier: UIAction.Identifier
    /// How the action is shown.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows as chosen.
    open var state: UIMenuElement.State
    /// A title for accessibility and discovery.
    open var discoverabilityTitle: String?
    private let handler: UIActionHandler

    /// Makes an action, as UIKit's `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier("com.apple.action.dynamic.\(title)")
        self.attributes = attributes
        self.state = state
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler, as a tap does (UIKit's `performWithSender(_:target:)`).
    open func performWithSender(_ sender: Any?, target: Any?) { handler(self) }
}
