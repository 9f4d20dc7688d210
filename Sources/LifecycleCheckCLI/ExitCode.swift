/// The exit status of `lifecycle-check`: 0 conforms, 1 a rule is broken, 2 the input or the command line is not valid,
/// 74 the output could not be written.
public struct ExitCode: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int32

    public init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// Everything conforms (or help was printed).
    public static let success = ExitCode(0)
    /// A rule is broken: a trace violates a rule, or a run found a failing lifecycle.
    public static let violation = ExitCode(1)
    /// The command line, a trace file, a plist or an environment variable is not valid.
    public static let invalidInput = ExitCode(2)
    /// Standard output or standard error could not be written: a full disk (`> /dev/full`), or a closed
    /// pipe when `SIGPIPE` is ignored. 74 is `EX_IOERR` of `sysexits.h`. See ``StandardStreams``.
    public static let outputFailed = ExitCode(74)

    public var description: String { "\(rawValue)" }
}

/// How an error reads and which exit status it gives: one pure mapping, tested without a process.
enum ErrorReport {
    /// The text for standard error and the exit status.
    ///
    /// The usage line is the subcommand's: the one the error names, else
    /// `command` (the subcommand being run), else the tool's.
    static func report(_ error: UsageError, command: String? = nil, tool: String = CommandSpec.tool)
        -> (text: String, code: ExitCode)
    {
        var text = "error: \(error.message)\n"
        if let name = error.command ?? command, let spec = Commands.spec(named: name) {
            text += spec.usage(prefix: "Usage: ") + "  See '\(tool) help \(name)'.\n"
        } else {
            text += "Usage: \(tool) <command> [options]\n  See '\(tool) help'.\n"
        }
        return (text, .invalidInput)
    }
}
