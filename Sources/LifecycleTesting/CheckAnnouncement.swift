import Testing

/// Says a check's seed and replay line before its first case: on standard output, or, in the child process of an
/// exit test (whose output Swift Testing does not show), as a warning, which the parent process shows without
/// failing the test. A check isolated in an exit test that traps then still leaves its seed where it can be read.
func announceCheck(_ text: String, sourceLocation: SourceLocation) {
    #if compiler(>=6.2) && (os(Linux) || os(macOS) || os(Windows))
    if ExitTest.current != nil {
        var line = Substring(text)
        while line.last == "\n" { line = line.dropLast() }
        Issue.record(Comment(rawValue: "In an exit test: " + line), severity: .warning, sourceLocation: sourceLocation)
        return
    }
    #endif
    print(text, terminator: "")
}
