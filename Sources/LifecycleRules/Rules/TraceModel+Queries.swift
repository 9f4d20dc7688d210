// What the rules ask of the model about sessions other than the line's, and about one session by its identifier.
extension TraceModel {
    /// The first, in sorted order, of the live application sessions other than `id` that a line has named
    /// (a header session counts from its first mention); empty when there is none.
    ///
    /// For the session the line being checked names, amortized O(log *n*) (an unknown session is no
    /// member, so the smallest other than it is the smallest of all); for another `id`, a scan of every session.
    package mutating func otherLiveApplicationSessions(than id: String) -> [String] {
        if id == currentID {
            return liveApplicationSessions.smallest(otherThan: currentKey, names: table.names).map { [table.names[$0]] } ?? []
        }
        return table.keysInFull.filter {
            guard table.names[$0] != id, let s = table.sessionInFull($0) else { return false }
            return s.isApplication && s.hasAppeared && s.discardedAt == nil
        }.map { table.names[$0] }.sorted().prefix(1).map { $0 }
    }

    /// The first, in sorted order, of the application sessions other than `id` whose scene is in the
    /// foreground; empty when there is none. Amortized O(log *n*) for the session the line being checked names.
    package mutating func otherForegroundApplicationScenes(than id: String) -> [String] {
        if id == currentID {
            return foregroundApplicationScenes.smallest(otherThan: currentKey, names: table.names).map { [table.names[$0]] } ?? []
        }
        return table.keysInFull.filter {
            guard table.names[$0] != id, let s = table.sessionInFull($0) else { return false }
            return s.isApplication && (s.scene?.activation.isForeground ?? false)
        }.map { table.names[$0] }.sorted().prefix(1).map { $0 }
    }

    /// The session with persistent identifier `id`, discarded ones included, or `nil` when the trace has not named it.
    package func session(_ id: String) -> Session? {
        key(id).map { table.session($0) }
    }

    /// The session `id` when it is kept in full: not discarded, or discarded and still with a scene.
    package func sessionInFull(_ id: String) -> Session? {
        key(id).flatMap { table.sessionInFull($0) }
    }

    /// A display name for a session's connected scene: its identifier, else `scene of A`.
    package func sceneName(_ session: String) -> String {
        sessionInFull(session)?.scene?.identifier ?? "the scene of \(session)"
    }

    /// The key of `id`, or `nil` when the trace has not named it.
    package func key(_ id: String) -> Int? {
        if let last = lastLookedUp, last.id == id { return last.key }
        return table.key(id)
    }
}
