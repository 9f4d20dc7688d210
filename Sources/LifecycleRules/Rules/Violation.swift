/// A broken rule at a place in a trace: what was wrong, what was expected, and the lines that set it up.
public struct Violation: Hashable, Sendable {
    /// A line that set the violation up, with what happened there.
    public struct Note: Hashable, Sendable {
        public var line: Int
        public var text: String

        public init(line: Int, text: String) {
            self.line = line
            self.text = text
        }
    }

    /// The rule broken.
    public var rule: LifecycleRule
    /// The line of the call that breaks it (or of the setting-up call, for look-ahead rules).
    public var line: Int
    /// What happened, in one sentence, such as `sceneDidBecomeActive(_:) for a1 while in background`.
    public var message: String
    /// What was expected instead, in one sentence.
    public var expected: String
    /// The lines that set it up, in line order.
    public var notes: [Note]

    public init(rule: LifecycleRule, line: Int, message: String, expected: String, notes: [Note] = []) {
        self.rule = rule
        self.line = line
        self.message = message
        self.expected = expected
        self.notes = notes.sorted { $0.line < $1.line }
    }

    /// Compiler-style lines: `FILE:LINE: error: ID title: message`, a note per setting-up line, and the expectation.
    ///
    /// Messages quote session and scene identifiers from the trace; control characters in
    /// them and in the file name are escaped (``EscapedText/controls(_:)``), so each part is one line.
    public func diagnostic(file: String) -> String {
        let file = EscapedText.controls(file)
        var out = "\(file):\(line): error: \(rule.id) \(rule.title): \(EscapedText.controls(message))\n"
        for note in notes { out += "\(file):\(note.line): note: \(EscapedText.controls(note.text))\n" }
        out += "\(file):\(line): note: expected: \(EscapedText.controls(expected))\n"
        return out
    }
}
