/// A trace record with the 1-based line number it was read from.
public struct TraceLine: Hashable, Sendable {
    /// The 1-based line number in the file (or the position in a runtime trace).
    public var number: Int
    /// The call on that line.
    public var record: TraceRecord

    public init(number: Int, record: TraceRecord) {
        self.number = number
        self.record = record
    }
}
