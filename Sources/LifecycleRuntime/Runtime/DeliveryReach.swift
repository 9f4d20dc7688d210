/// How far a check's deliveries reached into the app: of each kind, how many were sent and how many changed
/// something, summed over every runtime it watches.
///
/// A delivery to a scene that was connected before the event *reached* the app when, by the end of the event, the
/// scene's topmost visible controller, or the text its controllers' labels and text controls show, is something else
/// or the app's stored values changed, or when the app
/// asked for a scene meanwhile (it opens the content in another window). A check whose URLs
/// never reach the app (its handlers parse another shape, or it ignores them) exercises none of its link handling
/// and would pass whatever that code does: the conformance check reports it as a health problem
/// (`HealthCheck.ignoredDeliveries`) rather than a pass. Deliveries at connection are counted as sent only: a new
/// window shows something whether or not it read its connection options (rule A10 compares the two routes).
@MainActor
package final class DeliveryReach: RuntimeObserver {
    /// Counts for one kind of delivery.
    package struct Count: Hashable, Sendable {
        /// Deliveries sent, at connection or while connected.
        package var sent = 0
        /// Deliveries to a scene connected before the event.
        package var whileConnected = 0
        /// Deliveries to a connected scene that changed what it shows or what the app stores.
        package var reached = 0
        /// The first few distinct contents sent, for the report, in the order first sent.
        package var examples: [String] = []

        package init() {}
    }

    /// By kind: URLs, activities, quick actions.
    package private(set) var counts: [DeliveryKind: Count] = [:]

    /// The kinds of content a delivery carries.
    package enum DeliveryKind: String, CaseIterable, Hashable, Sendable, Comparable {
        case urls = "URLs"
        case activities = "activities"
        case shortcuts = "quick actions"

        package static func < (a: DeliveryKind, b: DeliveryKind) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }

        /// The kinds a payload catalog's delivery kinds stand for.
        package static func of(_ deliveries: DeliveryKinds) -> [DeliveryKind] {
            var kinds: [DeliveryKind] = []
            if deliveries.contains(.urls) { kinds.append(.urls) }
            if deliveries.contains(.activities) { kinds.append(.activities) }
            if deliveries.contains(.shortcuts) { kinds.append(.shortcuts) }
            return kinds
        }
    }

    /// Warm deliveries of this event, with what their scene showed and the storage generation before them.
    private var watched: [(id: SessionID, kind: DeliveryKind, shown: AnyHashable?, generation: Int)] = []

    package init() {}

    /// Starts watching `runtime` (several runtimes may feed one tracker).
    package func attach(to runtime: ReferenceRuntime) {
        runtime.observers.append(self)
    }

    public func runtime(_ runtime: ReferenceRuntime, observed observation: RuntimeObservation) {
        switch observation {
        case .contentDelivered(let id, let content):
            let kind: DeliveryKind
            let example: String
            switch content {
            case .url(let url): (kind, example) = (.urls, url)
            case .activity(let activity): (kind, example) = (.activities, activity.activityType)
            case .shortcut(let item): (kind, example) = (.shortcuts, item.type)
            }
            var count = counts[kind, default: Count()]
            count.sent += 1
            if count.examples.count < 3, !count.examples.contains(example) { count.examples.append(example) }
            counts[kind] = count
            // The notification comes before the delegate method. A scene still unattached is being connected
            // with this content in its options.
            guard let scene = runtime.scene(of: id), scene.activationState != .unattached else { return }
            counts[kind]!.whileConnected += 1
            // Once a delivery of this kind reached the app, the health check is answered for it.
            guard counts[kind]!.reached == 0 else { return }
            watched.append((id, kind, Self.shown(id, in: runtime), runtime.appState.generation))
        case .sceneRequestMade:
            // The app asked for a scene: it opens the content in another window, which is acting on it.
            for (_, kind, _, _) in watched { counts[kind, default: Count()].reached += 1 }
            watched.removeAll()
        case .eventFinished:
            for (id, kind, before, generation) in watched
            where runtime.appState.generation != generation || Self.shown(id, in: runtime) != before {
                counts[kind, default: Count()].reached += 1
            }
            watched.removeAll()
        default:
            break
        }
    }

    /// What the scene shows: its subject or topmost controller, and the texts its controllers' labels and text
    /// controls show (a link that only changes a label reached the app).
    private static func shown(_ id: SessionID, in runtime: ReferenceRuntime) -> AnyHashable? {
        let reading = AppView.reading(of: id, in: runtime)
        let window = runtime.scene(of: id).flatMap(AppView.window(of:))
        return AnyHashable([reading.subject ?? reading.topmost, AnyHashable(ContentReading.shown(in: window))])
    }
}
