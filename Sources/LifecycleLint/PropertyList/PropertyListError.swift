/// Why bytes are not a property list ``PropertyListReader`` accepts, and where.
///
/// XML errors carry the 1-based line and column of the offending text;
/// binary errors carry the byte offset of the damaged object or table when
/// there is one. ``description`` reads `line 12: expected </string>, found </key>`.
public struct PropertyListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the problem in an XML plist; `nil` for binary plists and unknown places.
    public var line: Int?
    /// The 1-based column (in bytes) of the problem in an XML plist; `nil` when ``line`` is.
    public var column: Int?
    /// What is wrong, such as `expected </string>, found </key>`.
    public var problem: String

    public init(line: Int? = nil, column: Int? = nil, problem: String) {
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `line 12: <problem>` when the line is known, the problem alone otherwise.
    public var description: String {
        if let line { return "line \(line): \(problem)" }
        return problem
    }
}
