/// A notification centre whose observers the runtime attributes to the scene that registered them.
///
/// Like `NotificationCenter`'s block-based API: the block is held strongly
/// until `removeObserver(_:)`, so a block that captures its scene delegate
/// keeps it alive (A5). An observer registered during a scene's callback (or
/// with `scene:` given) belongs to that scene; a delivery to it after the
/// scene's `sceneDidDisconnect` breaks A6. Observers are called in
/// registration order. The bus lives as long as its process.
@MainActor
public final class NotificationBus {
    /// A posted notification.
    public struct Notification {
        /// The notification's name.
        public var name: String
        /// Any value the poster attaches (a model update event, for example).
        public var object: AnyHashable?

        public init(name: String, object: AnyHashable? = nil) {
            self.name = name
            self.object = object
        }
    }

    /// The handle `addObserver` returns; pass it to `removeObserver(_:)`.
    public struct ObservationToken: Hashable, Sendable {
        let number: Int
    }

    struct Observer {
        let token: ObservationToken
        let name: String
        let sceneIdentifier: String?
        let sessionIdentifier: String?
        let block: @MainActor (Notification) -> Void
    }

    private var observers: [Observer] = []
    private var nextNumber = 0
    weak var runtime: ReferenceRuntime?

    init(runtime: ReferenceRuntime) { self.runtime = runtime }

    /// Registers `block` for notifications named `name`.
    ///
    /// - Parameter scene: the scene the observer belongs to; defaults to the
    ///   scene whose callback is running, if any.
    @discardableResult
    public func addObserver(
        forName name: String, scene: WindowScene? = nil, using block: @escaping @MainActor (Notification) -> Void
    ) -> ObservationToken {
        nextNumber += 1
        let token = ObservationToken(number: nextNumber)
        let owner = scene ?? runtime?.currentScene
        observers.append(Observer(token: token, name: name, sceneIdentifier: owner?.identifier,
                                  sessionIdentifier: owner?.session.persistentIdentifier, block: block))
        return token
    }

    /// Unregisters an observer; its block is released.
    public func removeObserver(_ token: ObservationToken) {
        observers.removeAll { $0.token == token }
    }

    /// Calls every observer of `notification.name`, in registration order.
    public func post(_ notification: Notification) {
        let matching = observers.filter { $0.name == notification.name }
        for observer in matching where observers.contains(where: { $0.token == observer.token }) {
            runtime?.noteNotificationDelivery(name: notification.name, sceneIdentifier: observer.sceneIdentifier,
                                              sessionIdentifier: observer.sessionIdentifier)
            observer.block(notification)
        }
    }

    /// Posts a notification with this name and object.
    public func post(name: String, object: AnyHashable? = nil) {
        post(Notification(name: name, object: object))
    }

    /// How many observers are registered (for tests and reports).
    public var observerCount: Int { observers.count }

    /// The scene identifiers of registered observers, in registration order.
    var observerScenes: [String?] { observers.map(\.sceneIdentifier) }

    func removeAll() { observers.removeAll() }
}
