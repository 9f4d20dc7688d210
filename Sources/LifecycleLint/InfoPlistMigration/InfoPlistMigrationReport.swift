/// What the Info.plist migration lint found for one old and one new Info.plist.
///
/// ``findings`` are sorted (key path, then ID, then message), so a report is
/// the same, byte for byte, for the same two files. Each is a `Finding` at a key path
/// (`Finding/Place/keyPath(_:)`) with its rule's severity.
public struct InfoPlistMigrationReport: Hashable, Sendable {
    /// The name the old Info.plist goes by in messages (escaped).
    public var oldName: String
    /// The name the new Info.plist goes by in messages (escaped).
    public var newName: String
    /// The findings, sorted.
    public var findings: [Finding]

    public init(oldName: String, newName: String, findings: [Finding]) {
        self.oldName = oldName
        self.newName = newName
        self.findings = findings.sorted {
            let (a, b) = ($0.place.keyPath ?? "", $1.place.keyPath ?? "")
            if a != b { return a < b }
            if $0.rule.id != $1.rule.id { return $0.rule.id < $1.rule.id }
            return $0.message < $1.message
        }
    }

    /// Whether any finding is an error: the migrated app does not launch with scenes, or loses behaviour.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// The number of findings of `severity`.
    public func count(_ severity: FindingSeverity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// The findings' IDs in report order, such as `["P8", "P1"]`, for tests and summaries.
    public var ids: [RuleID] { findings.map(\.rule.id) }

    /// One line: the two files and the counts, such as
    /// `Info.plist migration old.plist -> new.plist: 2 errors, 1 warning, 1 info`.
    public var summary: String {
        func counted(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 || word == "info" ? "" : "s")" }
        return "Info.plist migration \(oldName) -> \(newName): " + counted(count(.error), "error") + ", "
            + counted(count(.warning), "warning") + ", " + counted(count(.info), "info")
    }

    /// One finding a line (`ID severity key.path: message`), then the summary line.
    public var text: String {
        findings.map { $0.description + "\n" }.joined() + summary + "\n"
    }
}
