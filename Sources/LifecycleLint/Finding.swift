import LifecycleTrace

/// A rule broken at a place: the one shape of what every check reports, whatever it read.
///
/// The trace checker reports S rules at a line of a trace, the app monitor A rules at an event of a generated
/// or replayed lifecycle, the source lint M2 at a line of a Swift file, the Info.plist lint P rules at a key
/// path, and the migration check M3 at the delivery that launched the app (event 1 of its cold start).
/// ``rendered(file:)`` prints each of them.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// Where in what was checked a finding is.
    public enum Place: Hashable, Sendable {
        /// The 1-based number of an event of a generated or replayed lifecycle.
        case event(Int)
        /// The 1-based line of a trace.
        case traceLine(Int)
        /// The 1-based line of a Swift source file (named as it was given) and the declaration there, as UIKit
        /// names the method (`applicationDidBecomeActive(_:)`).
        case sourceLine(file: String, line: Int, symbol: String)
        /// A dotted key path in an Info.plist, array indexes in brackets
        /// (`UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0]`).
        case keyPath(String)

        /// The line of a trace or a source file; `nil` for an event or a key path.
        public var line: Int? {
            switch self {
            case .traceLine(let line), .sourceLine(_, let line, _): return line
            case .event, .keyPath: return nil
            }
        }

        /// The key path; `nil` for an event or a line.
        public var keyPath: String? {
            if case .keyPath(let path) = self { return path }
            return nil
        }

        /// The event's number; `nil` for a line or a key path.
        public var event: Int? {
            if case .event(let number) = self { return number }
            return nil
        }
    }

    /// Something elsewhere that set the finding up, such as the line of a trace where a scene connected.
    public struct Note: Hashable, Sendable {
        /// Where.
        public var place: Place
        /// What happened there, in a few words.
        public var text: String

        public init(place: Place, text: String) {
            self.place = place
            self.text = text
        }
    }

    /// The rule broken.
    public var rule: LifecycleRule
    /// How much it matters: `error` for a broken S, A or M rule; a lint rule's own severity.
    public var severity: FindingSeverity
    /// Where.
    public var place: Place
    /// What happened, in one sentence, such as `sceneDidBecomeActive(_:) for a1 while in background`.
    public var message: String
    /// What was expected instead (or, for a lint finding, what to do), in one sentence; `nil` when the message
    /// says it (Info.plist findings).
    public var expected: String?
    /// What set it up, in place order.
    public var notes: [Note]
    /// Lines of detail, such as expected against actual (`− before: …`, `+ after: …`) or the two lifecycles M3
    /// compares.
    public var details: [String]

    public init(rule: LifecycleRule, place: Place, severity: FindingSeverity = .error, message: String,
                expected: String? = nil, notes: [Note] = [], details: [String] = []) {
        self.rule = rule
        self.severity = severity
        self.place = place
        self.message = message
        self.expected = expected
        self.notes = notes.sorted { ($0.place.line ?? 0) < ($1.place.line ?? 0) }
        self.details = details
    }

    /// The finding as the tool prints it, without a final newline. Each place has one form:
    ///
    /// - a trace line, compiler-style: `FILE:LINE: error: ID title: message`, a `note:` line for each note, and
    ///   `FILE:LINE: note: expected: …`, with `file` the trace's name;
    /// - a source line, one compiler-style line: `File.swift:LINE: warning: message: expected [ID]`;
    /// - a key path, one line: `ID severity key.path: message`;
    /// - an event: `ID title: message`, then `  Expected: …` and the details, indented.
    ///
    /// Messages quote identifiers and values from what was checked; control characters in them, in `file` and in
    /// key paths are escaped (``EscapedText/controls(_:)``), so a line break only ever separates two lines of the
    /// form.
    public func rendered(file: String = "trace") -> String {
        let message = EscapedText.controls(message)
        let expected = expected.map(EscapedText.controls)
        switch place {
        case .traceLine(let line):
            let file = EscapedText.controls(file)
            var out = ["\(file):\(line): \(severity.rawValue): \(rule.id) \(rule.title): \(message)"]
            for note in notes { out.append("\(file):\(note.place.line ?? line): note: \(EscapedText.controls(note.text))") }
            if let expected { out.append("\(file):\(line): note: expected: \(expected)") }
            return out.joined(separator: "\n")
        case .sourceLine(let file, let line, _):
            return "\(EscapedText.controls(file)):\(line): \(severity.rawValue): \(message)"
                + (expected.map { ": \($0)" } ?? "") + " [\(rule.id)]"
        case .keyPath(let path):
            return "\(rule.id) \(severity.rawValue) \(EscapedText.controls(path)): \(message)"
        case .event:
            return (["\(rule.id) \(rule.title): \(message)"] + (expected.map { ["  Expected: \($0)"] } ?? [])
                + details.map { "  \(EscapedText.controls($0))" }).joined(separator: "\n")
        }
    }

    /// ``rendered(file:)``.
    public var description: String { rendered() }
}
