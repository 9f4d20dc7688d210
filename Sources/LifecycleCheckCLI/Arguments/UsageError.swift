/// A command line that cannot be run, said plainly with the offending token quoted.
///
/// Every case but `unknownCommand` names the subcommand it happened in, so
/// the error report shows that subcommand's usage line.
enum UsageError: Error, Hashable, Sendable {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, suggestion: String?, command: String)
    case missingValue(option: String, command: String)
    case unexpectedValue(option: String, command: String)
    case invalidValue(option: String, value: String, expected: String, suggestion: String?, command: String)
    case unexpectedArgument(String, command: String)
    case missingArgument(String, command: String)
    case missingOption(String, command: String)
    case conflictingOptions(String, String, command: String)

    /// The `error:` sentence.
    var message: String {
        switch self {
        case .unknownCommand(let c, let s):
            return "unknown command '\(c)'" + (s.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownOption(let o, let s, _):
            return "unknown option '\(o)'" + (s.map { "; did you mean '\($0)'?" } ?? "")
        case .missingValue(let o, _): return "missing value for '--\(o)'"
        case .unexpectedValue(let o, _): return "'--\(o)' takes no value"
        case .invalidValue(let o, let v, let expected, let s, _):
            return "invalid value '\(v)' for '--\(o)'; expected \(expected)" + (s.map { "; did you mean '\($0)'?" } ?? "")
        case .unexpectedArgument(let a, let c): return "unexpected argument '\(a)' for '\(c)'"
        case .missingArgument(let a, let c): return "'\(c)' needs \(a)"
        case .missingOption(let o, let c): return "'\(c)' needs '--\(o)'"
        case .conflictingOptions(let a, let b, let c): return "'\(c)' takes '--\(a)' or '--\(b)', not both"
        }
    }

    /// The subcommand whose usage line to show, if known.
    var command: String? {
        switch self {
        case .unknownCommand: return nil
        case .unknownOption(_, _, let c), .missingValue(_, let c), .unexpectedValue(_, let c),
             .invalidValue(_, _, _, _, let c), .unexpectedArgument(_, let c), .missingArgument(_, let c),
             .missingOption(_, let c), .conflictingOptions(_, _, let c):
            return c
        }
    }
}
