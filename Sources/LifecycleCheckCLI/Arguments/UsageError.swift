/// A command line that cannot be run, said plainly with the offending token quoted.
enum UsageError: Error, Hashable, Sendable {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, suggestion: String?, command: String)
    case missingValue(option: String)
    case unexpectedValue(option: String)
    case invalidValue(option: String, value: String, expected: String)
    case unexpectedArgument(String, command: String)
    case missingArgument(String, command: String)
    case missingOption(String, command: String)

    /// The `error:` sentence.
    var message: String {
        switch self {
        case .unknownCommand(let c, let s):
            return "unknown command '\(c)'" + (s.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownOption(let o, let s, _):
            return "unknown option '\(o)'" + (s.map { "; did you mean '\($0)'?" } ?? "")
        case .missingValue(let o): return "missing value for '--\(o)'"
        case .unexpectedValue(let o): return "'--\(o)' takes no value"
        case .invalidValue(let o, let v, let expected): return "invalid value '\(v)' for '--\(o)'; expected \(expected)"
        case .unexpectedArgument(let a, let c): return "unexpected argument '\(a)' for '\(c)'"
        case .missingArgument(let a, let c): return "'\(c)' needs at least one \(a)"
        case .missingOption(let o, let c): return "'\(c)' needs '--\(o)'"
        }
    }

    /// The subcommand whose usage line to show, if known.
    var command: String? {
        switch self {
        case .unknownOption(_, _, let c), .unexpectedArgument(_, let c), .missingArgument(_, let c),
             .missingOption(_, let c):
            return c
        default:
            return nil
        }
    }
}
