/// The process's standard output and error as ``DescriptorWriter``s, and the exit status once the tool is done.
///
/// `SIGPIPE` keeps the disposition the process inherited, as `cat` and `grep`
/// do: by default a closed pipe (`lifecycle-check check big.jsonl | head`)
/// ends the tool silently. When the caller ignores `SIGPIPE`, the write fails
/// with `EPIPE` instead, and the tool finishes, says so on standard error and
/// exits with ``ExitCode/outputFailed``; so does a full disk (`> /dev/full`).
public struct StandardStreams: Sendable {
    /// Standard output, descriptor 1.
    public let out = DescriptorWriter(descriptor: 1, name: "standard output")
    /// Standard error, descriptor 2.
    public let err = DescriptorWriter(descriptor: 2, name: "standard error")

    public init() {}

    /// The status to exit with: `code`, or ``ExitCode/outputFailed`` when either stream failed.
    ///
    /// When standard output failed, one line says why on standard error (if it still works):
    /// `lifecycle-check: error: cannot write to standard output: broken pipe`.
    public func exitStatus(_ code: ExitCode) -> ExitCode {
        if let reason = out.failure {
            err.write("lifecycle-check: error: cannot write to \(out.name): \(reason)\n")
            return .outputFailed
        }
        return err.failure == nil ? code : .outputFailed
    }
}
