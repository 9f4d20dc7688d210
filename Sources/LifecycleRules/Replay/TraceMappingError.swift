/// Why a trace cannot be turned into lifecycle events: the line where mapping stopped and the reason.
///
/// Line 0 stands for the trace as a whole (a file that cannot be read, an unknown user action).
/// The message is one sentence; like ``TraceError`` it is tested word for word but is not API.
public struct TraceMappingError: LineDiagnostic {
    /// The 1-based line number of the first call no event explains, or 0 for the trace as a whole.
    public var line: Int
    /// Why, in one sentence.
    public var message: String

    /// Creates an error for a line.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
