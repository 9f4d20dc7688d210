/// The sessions a trace has named, each interned to a small integer key, and what the model knows of each.
///
/// The trace model hashes a line's session identifier once (or not at all,
/// when the line names the same session as the one before) and works on the
/// key from then on: a session's record, its index memberships and its scene
/// are found by array index. Keys are given in order of first mention and
/// never reused, so they never depend on hashing.
///
/// A session is kept in full while it may still matter to any rule, and
/// compactly (a `DiscardedSession`: what S5 and S7 read) once it is discarded and has no scene; slots freed by compaction
/// are reused, so memory is proportional to the sessions named, not to the
/// lines read.
package struct SessionTable: Sendable {
    /// The identifier of each key.
    private(set) var names: [String] = []
    private var keys: [String: Int32] = [:]
    /// Where each key's record is: `k >= 0` is `full[k]`, `k < 0` is `compact[-1 - k]`.
    private var places: [Int32] = []
    private var full: [TraceModel.Session] = []
    /// The key of each slot of `full`, or -1 for a free slot.
    private var fullKeys: [Int32] = []
    private var compact: [DiscardedSession] = []
    private var freeFull: [Int32] = []
    private var freeCompact: [Int32] = []

    /// The key of `id`, or `nil` when the trace has not named it.
    package func key(_ id: String) -> Int? {
        keys[id].map(Int.init)
    }

    /// The key of `id`, given now with an empty record when the trace has not named it before.
    ///
    /// A new key's record is `Session(createdAt: nil)`; callers store the session they mean at once.
    package mutating func insertKey(_ id: String) -> Int {
        if let k = keys[id] { return Int(k) }
        let k = names.count
        keys[id] = Int32(k)
        names.append(id)
        places.append(allocateFull(TraceModel.Session(), key: k))
        return k
    }

    /// The session of key `k`, compact records included (returned without what compaction dropped).
    package func session(_ k: Int) -> TraceModel.Session {
        let p = Int(places[k])
        return p >= 0 ? full[p] : compact[-1 - p].session
    }

    /// Sets `target` to the session of key `k`, as ``session(_:)`` gives it.
    ///
    /// A session already there is overwritten in place: replacing the whole optional destroyed the old one
    /// through the runtime's generic path, which cost more than the copy.
    package func copySession(_ k: Int, to target: inout TraceModel.Session?) {
        let p = Int(places[k])
        guard p >= 0 else { return target = compact[-1 - p].session }
        if case .some = target { target! = full[p] } else { target = full[p] }
    }

    /// The session of key `k` when it is kept in full (not discarded, or discarded with a scene), else `nil`.
    package func sessionInFull(_ k: Int) -> TraceModel.Session? {
        let p = Int(places[k])
        return p >= 0 ? full[p] : nil
    }

    /// Whether key `k`'s session has a connected scene; reads the record in place.
    package func hasScene(_ k: Int) -> Bool {
        let p = Int(places[k])
        return p >= 0 && full[p].scene != nil
    }

    /// The index memberships of key `k`'s session, as ``TraceModel`` defines them; reads the record in place.
    ///
    /// - Returns: `(live application, foreground application, connected)`; all false for a compact record.
    package func memberships(_ k: Int) -> (live: Bool, foreground: Bool, connected: Bool) {
        let p = Int(places[k])
        guard p >= 0 else { return (false, false, false) }
        let isApplication = full[p].isApplication
        let live = isApplication && full[p].hasAppeared && full[p].discardedAt == nil
        guard let activation = full[p].scene?.activation else { return (live, false, false) }
        return (live, isApplication && activation.isForeground, true)
    }

    /// The keys kept in full, in no particular order (callers sort what they print).
    package var keysInFull: [Int] { fullKeys.compactMap { $0 >= 0 ? Int($0) : nil } }

    /// Stores `s` as key `k`'s session: compactly when it is discarded and has no scene, else in full.
    package mutating func store(_ s: TraceModel.Session, at k: Int) {
        let p = Int(places[k])
        if let record = DiscardedSession(s) {
            if p < 0 {
                compact[-1 - p] = record
                return
            }
            releaseFull(p)
            places[k] = -1 - allocateCompact(record)
        } else if p >= 0 {
            full[p] = s
        } else {
            freeCompact.append(Int32(-1 - p))
            places[k] = allocateFull(s, key: k)
        }
    }

    /// Changes key `k`'s session in place when it is kept in full (no copy), then compacts it if it now
    /// may be; a compact record is left as it is. Returns whether the session was changed.
    @discardableResult
    package mutating func update(_ k: Int, _ change: (inout TraceModel.Session) -> Void) -> Bool {
        let p = Int(places[k])
        guard p >= 0 else { return false }
        change(&full[p])
        if full[p].discardedAt != nil, full[p].scene == nil, let record = DiscardedSession(full[p]) {
            releaseFull(p)
            places[k] = -1 - allocateCompact(record)
        }
        return true
    }

    private mutating func allocateFull(_ s: TraceModel.Session, key: Int) -> Int32 {
        if let slot = freeFull.popLast() {
            full[Int(slot)] = s
            fullKeys[Int(slot)] = Int32(key)
            return slot
        }
        full.append(s)
        fullKeys.append(Int32(key))
        return Int32(full.count - 1)
    }

    private mutating func releaseFull(_ p: Int) {
        full[p] = TraceModel.Session()  // drops the strings it held
        fullKeys[p] = -1
        freeFull.append(Int32(p))
    }

    private mutating func allocateCompact(_ record: DiscardedSession) -> Int32 {
        if let slot = freeCompact.popLast() {
            compact[Int(slot)] = record
            return slot
        }
        compact.append(record)
        return Int32(compact.count - 1)
    }
}

/// A discarded session without a scene, in a few bytes: what S5 and S7 read about it.
package struct DiscardedSession: Sendable {
    package var discardedAt: Int
    package var createdAt: Int?
    package var isApplication: Bool
    package var existedBeforeRecording: Bool
    package var discardWasDeferred: Bool

    /// The compact form of `s`, or `nil` unless it is discarded and has no scene.
    package init?(_ s: TraceModel.Session) {
        guard let at = s.discardedAt, s.scene == nil else { return nil }
        discardedAt = at
        createdAt = s.createdAt
        isApplication = s.isApplication
        existedBeforeRecording = s.existedBeforeRecording
        discardWasDeferred = s.discardWasDeferred
    }

    /// The session again, without the restoration and the configuration and disconnection lines.
    package var session: TraceModel.Session {
        var s = TraceModel.Session(isApplication: isApplication, createdAt: createdAt)
        s.existedBeforeRecording = existedBeforeRecording
        s.discardedAt = discardedAt
        s.discardWasDeferred = discardWasDeferred
        return s
    }
}
