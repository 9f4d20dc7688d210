/// Checks a trace against the system rules S1–S13, one line at a time.
///
/// Feed lines in order with `check(_:)`, then call `finish()`. Memory stays
/// proportional to the number of sessions, so a trace of any length streams.
/// Each line is read against the model of everything before it; a few
/// verdicts wait for the next line (a didDisconnect from the foreground, a
/// configurationForConnecting without a role), so a violation may be reported
/// one line late, still with its own line number. A line that
/// names a discarded session reports S5 (and S7) only, and a delivery or
/// restoration request to a disconnected scene reports S11 or S10 rather than S3,
/// so one mistake reads as one violation.
///
/// ```swift
/// var checker = TraceChecker(header: header)
/// for line in lines { violations += checker.check(line) }
/// violations += checker.finish()
/// ```
public struct TraceChecker: Sendable {
    /// The model of what the trace has shown so far.
    package private(set) var model: TraceModel

    public init(header: TraceHeader = TraceHeader()) {
        model = TraceModel(header: header)
    }

    /// The violations this line breaks (and a pending look-ahead it resolves), in rule order.
    public mutating func check(_ line: TraceLine) -> [Finding] {
        var out: [Finding] = []
        check(line, into: &out)
        return out
    }

    /// Appends the violations this line breaks to `out`.
    public mutating func check(_ line: TraceLine, into out: inout [Finding]) {
        let pending = model.pendingForegroundDisconnects
        if !pending.isEmpty {
            // Another scene's didDisconnect is part of the same ending: the pending ones wait for what follows.
            let r = line.record
            let sameEnding = r.call == .didDisconnect && !pending.contains { $0.session == r.session }
            if !sameEnding {
                S4ActivationLadder.resolvePending(pending, next: line, &out)
                model.setPendingForegroundDisconnects([])
            }
        }
        if !model.pendingWindowLimit.isEmpty {
            let waiting = model.pendingWindowLimit.removeLast()
            S9WindowLimit.resolvePending(waiting.violation, session: waiting.session, next: line, &out)
        }
        let start = out.count
        model.lookUpCurrent(line)
        SystemRules.check(line, &model, &out)
        if out.count > start + 1 { Self.applyPrecedence(&out, from: start) }
        if S9WindowLimit.waitsForRole(line), let i = out[start...].firstIndex(where: { $0.rule.id == "S9" }),
           let id = line.record.session {
            model.pendingWindowLimit = [(id, out.remove(at: i))]
        }
        if line.record.call == .didDisconnect, let id = line.record.session, model.current?.discardedAt == nil,
           let scene = model.current?.scene, scene.activation.isForeground {
            model.setPendingForegroundDisconnects(model.pendingForegroundDisconnects + [
                .init(session: id, line: line.number, from: scene.activation, since: scene.since)])
        }
        model.apply(line)
    }

    /// What ``checkNext(from:into:)`` read: a call, now checked, or an invalid line.
    public enum Step: Sendable {
        /// A call line, checked: its violations (and those of a look-ahead it resolved) were appended.
        case call
        /// An invalid line, with its error; the checker has not seen it.
        case invalid(TraceError)
    }

    /// Reads the next line of `reader` and checks it: the way to check a trace as it streams.
    ///
    /// The same lines, in the same order, as ``TraceReader/next()``, and the same violations as
    /// ``check(_:into:)`` given each call it returns; only faster, since each call is checked where the reader
    /// made it, with no copy of it returned. Call ``finish()`` after the last step.
    ///
    /// ```swift
    /// var checker = TraceChecker(header: reader.header)
    /// while let step = checker.checkNext(from: &reader, into: &violations) {
    ///     if case .invalid(let error) = step { print(error.diagnostic(file: "app.jsonl"), terminator: "") }
    /// }
    /// violations += checker.finish()
    /// ```
    ///
    /// - Returns: What the line was, or `nil` at the end of the trace.
    public mutating func checkNext(from reader: inout TraceReader, into out: inout [Finding]) -> Step? {
        switch reader.next({ line in check(line, into: &out) }) {
        case nil: return nil
        case .line: return .call
        case .error(let error): return .invalid(error)
        }
    }

    /// Resolves what is pending at the end of the trace.
    public mutating func finish() -> [Finding] {
        var out: [Finding] = []
        if !model.pendingWindowLimit.isEmpty {
            let waiting = model.pendingWindowLimit.removeLast()
            S9WindowLimit.resolvePending(waiting.violation, session: waiting.session, next: nil, &out)
        }
        let pending = model.pendingForegroundDisconnects
        if !pending.isEmpty {
            S4ActivationLadder.resolvePending(pending, next: nil, &out)
            model.setPendingForegroundDisconnects([])
        }
        return out
    }

    /// Checks a whole trace held in memory.
    public static func check(_ lines: [TraceLine], header: TraceHeader = TraceHeader()) -> [Finding] {
        var checker = TraceChecker(header: header)
        var out: [Finding] = []
        for line in lines { checker.check(line, into: &out) }
        out += checker.finish()
        return out
    }

    private static func applyPrecedence(_ out: inout [Finding], from start: Int) {
        let ids = Set(out[start...].map(\.rule.id))
        var dropped: Set<RuleID> = []
        if ids.contains("S5") { dropped.formUnion(["S2", "S3", "S4", "S6", "S9", "S10", "S11", "S13"]) }
        if ids.contains("S10") || ids.contains("S11") { dropped.insert("S3") }
        guard !dropped.isEmpty else { return }
        let kept = out[start...].filter { !dropped.contains($0.rule.id) }
        out.removeSubrange(start...)
        out.append(contentsOf: kept)
    }
}
