/// An error at a line of an input file, reported like a compiler: `app.jsonl:3: error: …`.
///
/// ``TraceError`` (a line that is not valid trace format) and ``TraceMappingError`` (a line no
/// lifecycle event explains) share it. Line 0 stands for the file as a whole.
public protocol LineDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number, or 0 for the file as a whole.
    var line: Int { get }
    /// What is wrong, in one sentence.
    var message: String { get }
}

extension LineDiagnostic {
    /// `line 3: unknown call 'sceneDidDisconect(_:)'; did you mean 'sceneDidDisconnect(_:)'?`
    public var description: String { "line \(line): \(message)" }

    /// The compiler-style diagnostic for `file`, with its newline: `app.jsonl:3: error: …`.
    ///
    /// One line, always: control characters in the file name or the message are escaped
    /// (``EscapedText/controls(_:)``), so no input can forge another diagnostic.
    public func diagnostic(file: String) -> String {
        "\(EscapedText.controls(file)):\(line): error: \(EscapedText.controls(message))\n"
    }
}
