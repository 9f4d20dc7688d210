/// The scene activation diagram, generated from the specification by exploring it.
///
/// Every reachable state of a one-window app (pad, scenes mode, no external
/// display) is visited; for each legal event, the session's activation before
/// and after and the lifecycle callbacks it got become an edge. Edges with the
/// same ends and callbacks are merged, listing their events. The output is
/// Mermaid (`stateDiagram-v2`), sorted, so it is the same on every run and a
/// test can compare it with the copy in CONFORMANCE.md.
public enum StateDiagram {
    /// One edge: from and to states, the callbacks the scene got, and the events that cause it.
    public struct Edge: Hashable, Sendable {
        public var from: String
        public var to: String
        public var callbacks: [String]
        public var events: [String]
    }

    package static let order = ["none", "background", "fgInactive", "fgActive", "pendingDiscard", "discarded"]

    /// The edges of the diagram, sorted by state order, then by callbacks.
    public static func edges(_ configuration: SpecConfiguration = diagramConfiguration) -> [Edge] {
        let spec = Specification(configuration)
        var seen: Set<SpecState.SymmetryKey> = [spec.initialState().symmetryKey]
        var queue = [spec.initialState()]
        var merged: [String: (from: String, to: String, callbacks: [String], events: Set<String>)] = [:]
        var legal: [LifecycleEvent] = []
        while !queue.isEmpty {
            let state = queue.removeFirst()
            legal.removeAll(keepingCapacity: true)
            spec.legalEvents(in: state, into: &legal)
            for event in legal {
                var next = state
                var calls: [SpecCall] = []
                spec.apply(event, to: &next, emit: { calls.append($0) })
                for session in next.sessions where session.role == .application {
                    let before = node(state.session(session.id))
                    let after = node(session)
                    let callbacks = calls.compactMap { lifecycleCallback($0, of: session.id) }
                    guard before != after || !callbacks.isEmpty else { continue }
                    let key = "\(before)|\(after)|\(callbacks.joined(separator: ","))"
                    merged[key, default: (before, after, callbacks, [])].events.insert(event.kind.rawValue)
                }
                if seen.insert(next.symmetryKey).inserted { queue.append(next) }
            }
        }
        return merged.values.map { Edge(from: $0.from, to: $0.to, callbacks: $0.callbacks, events: $0.events.sorted()) }
            .sorted {
                let a = (order.firstIndex(of: $0.from)!, order.firstIndex(of: $0.to)!)
                let b = (order.firstIndex(of: $1.from)!, order.firstIndex(of: $1.to)!)
                if a != b { return a < b }
                return $0.callbacks.lexicographicallyPrecedes($1.callbacks)
            }
    }

    /// The configuration the published diagram is drawn for: pad, scenes, one window, one payload.
    public static let diagramConfiguration = SpecConfiguration(
        device: .pad, mode: .scenes, supportsMultipleScenes: true, maxLiveSessions: 1, payloadCount: 1,
        userActionCount: 0, externalDisplays: false)

    /// The diagram as Mermaid source, one edge per line, ending in a newline.
    public static func mermaid(_ configuration: SpecConfiguration = diagramConfiguration) -> String {
        var out = "stateDiagram-v2\n"
        out += "    [*] --> none\n"
        for edge in edges(configuration) {
            let callbacks = edge.callbacks.isEmpty ? "(no callback)" : edge.callbacks.joined(separator: " → ")
            out += "    \(edge.from) --> \(edge.to): \(callbacks) [\(edge.events.joined(separator: ", "))]\n"
        }
        out += "    discarded --> [*]\n"
        return out
    }

    private static func node(_ session: SpecSession?) -> String {
        guard let session else { return "none" }
        switch session.status {
        case .discarded: return "discarded"
        case .pendingDiscard: return "pendingDiscard"
        case .live:
            switch session.activation {
            case .unattached: return "none"
            case .background: return "background"
            case .foregroundInactive: return "fgInactive"
            case .foregroundActive: return "fgActive"
            }
        }
    }

    private static func lifecycleCallback(_ call: SpecCall, of id: SessionID) -> String? {
        switch call {
        case .willConnect(id, _, _): return "willConnect"
        case .didDisconnect(id, _): return "didDisconnect"
        case .willEnterForeground(id, _): return "willEnterForeground"
        case .didBecomeActive(id, _): return "didBecomeActive"
        case .willResignActive(id, _): return "willResignActive"
        case .didEnterBackground(id, _): return "didEnterBackground"
        case .stateRestorationActivity(id, _): return "stateRestorationActivity"
        case .didDiscardSceneSessions(let ids) where ids.contains(id): return "didDiscard"
        default: return nil
        }
    }
}
