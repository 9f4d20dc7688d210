/// What a run is doing now: the part of the run, and how far into it.
///
/// Progress displays show it, and the hang and trap notes say where the app
/// stopped with it, so a report points at the case and event to replay.
public enum RunPhase: Hashable, Sendable, CustomStringConvertible {
    /// Not running anything.
    case idle
    /// Replaying the regression file's entry `entry` (1-based).
    case regression(entry: Int)
    /// Generated case `case` (1-based) of `of`.
    case generating(case: Int, of: Int)
    /// Shrinking: replaying candidate `candidate`; the shortest failure so far has `length` events.
    case shrinking(candidate: Int, length: Int)
    /// Proving minimality or exploring: `sequences` run so far, of at most `length` events.
    case exploring(sequences: Int, length: Int)
    /// Replaying the shrunk failure to check it fails the same way (replay `replay`).
    case checkingDeterminism(replay: Int)

    public var description: String {
        switch self {
        case .idle: return "idle"
        case .regression(let n): return "regression entry \(n)"
        case .generating(let n, let of): return "case \(n) of \(of)"
        case .shrinking(let n, let length): return "shrinking (candidate \(n), shortest so far \(length) events)"
        case .exploring(let n, let length): return "exhaustive search (\(n) sequences, up to \(length) events)"
        case .checkingDeterminism(let n): return "replay \(n) of the shrunk failure"
        }
    }
}
