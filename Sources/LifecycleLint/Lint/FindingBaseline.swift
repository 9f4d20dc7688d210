/// Lint findings a team has acknowledged, each with its reason: the baseline file of `lifecycle-check lint` and
/// `lifecycle-check migrate --plist`.
///
/// One acknowledged finding a line: the rule's ID, where, and after `#` why it is kept. Blank lines and lines that
/// start with `#` are comments.
///
/// ```text
/// # Info.plist lint (P1–P13): the key path the finding names
/// P5 UIMainStoryboardFile  # the window is built in code; the storyboard held nothing
/// # M2: the file's name (or the end of its path) and the method, as UIKit names it
/// M2 AppDelegate.swift:applicationDidBecomeActive(_:)  # iOS 12 still calls it; the app back-deploys
/// ```
///
/// An acknowledged finding is reported as acknowledged, with its reason, and does not count toward the exit
/// status; an entry that matches no finding is reported as no longer occurring, so a baseline does not outlive
/// what it was written for. Reading never traps: a malformed line is an error naming the file, the line and what
/// is wrong.
import LifecycleTrace
package struct FindingBaseline: Hashable, Sendable {
    /// One acknowledged finding.
    package struct Entry: Hashable, Sendable {
        /// The rule, such as `P5` or `M2`.
        package var rule: RuleID
        /// Where: a key path (P rules), `File.swift:method(_:)` (M2).
        package var place: String
        /// Why the finding is kept.
        package var reason: String
        /// The 1-based line of the baseline file.
        package var line: Int
    }

    /// The file's path, as given.
    package var path: String
    /// The entries in file order.
    package var entries: [Entry]

    /// The rules whose findings a baseline can acknowledge: the Info.plist lint's and M2.
    package static let ruleIDs: Set<RuleID> = Set(InfoPlistMigrationRule.allCases.map(\.id) + [MigrationRule.appDelegateCallbacksUnused.id])

    /// The largest baseline file read, in bytes.
    package static let maximumFileSize = 1 << 20

    /// Reads the baseline file at `path`.
    ///
    /// - Throws: ``FindingBaselineError`` naming the path (and the line) when the file cannot be read, is not
    ///   UTF-8, or has a line without an ID, a place or a reason.
    package static func load(path: String) throws(FindingBaselineError) -> FindingBaseline {
        let bytes: [UInt8]
        switch PropertyListFile.read(path: path, maximumSize: maximumFileSize) {
        case .success(let read): bytes = read
        case .failure(let failed): throw FindingBaselineError(path: path, line: 0, problem: failed.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FindingBaselineError(path: path, line: 0, problem: "not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    /// Reads a baseline from its text; `path` names it in errors.
    package static func parse(_ text: String, path: String) throws(FindingBaselineError) -> FindingBaseline {
        var entries: [Entry] = []
        // "\r\n" is one Character: a file with Windows line ends splits on it as on "\n".
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        for (index, line) in lines.enumerated() {
            let lineNumber = index + 1
            var trimmed = line.drop { $0 == " " || $0 == "\t" }
            if index == 0, trimmed.first == "\u{FEFF}" { trimmed = trimmed.dropFirst() }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let hash = trimmed.firstIndex(of: "#") else {
                throw FindingBaselineError(path: path, line: lineNumber, problem: "no reason: write it after '#' "
                    + "(ID PLACE  # why the finding is kept)")
            }
            let reason = trimmed[trimmed.index(after: hash)...].trimmingSpaces()
            let fields = trimmed[..<hash].split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count == 2 else {
                throw FindingBaselineError(path: path, line: lineNumber, problem: "expected a rule ID and a place before "
                    + "'#', found \(fields.count) word\(fields.count == 1 ? "" : "s") (ID PLACE  # why)")
            }
            let text = String(fields[0])
            guard let rule = RuleID(text), Self.ruleIDs.contains(rule) else {
                throw FindingBaselineError(path: path, line: lineNumber, problem: "\(EscapedText.quoted(text)) is not a "
                    + "lint rule ID (P1–P13, M2)")
            }
            guard !reason.isEmpty else {
                throw FindingBaselineError(path: path, line: lineNumber, problem: "the reason after '#' is empty")
            }
            entries.append(Entry(rule: rule, place: String(fields[1]), reason: reason, line: lineNumber))
        }
        return FindingBaseline(path: path, entries: entries)
    }

    /// The first entry for `rule` whose place `matches` accepts, by index.
    package func entry(rule: RuleID, where matches: (String) -> Bool) -> Int? {
        entries.indices.first { entries[$0].rule == rule && matches(entries[$0].place) }
    }

    /// The entry acknowledging `finding`: same rule, and for an Info.plist finding the same key path, for an M2
    /// finding `File.swift:method(_:)`, the file named by its path or the end of it (whole path components).
    /// Findings at an event or a trace line are never acknowledged.
    package func entry(for finding: Finding) -> Int? {
        switch finding.place {
        case .keyPath(let path):
            return entry(rule: finding.rule.id) { $0 == path }
        case .sourceLine(let file, _, let method):
            return entry(rule: finding.rule.id) { place in
                // The method has colons of its own: the place ends with ":" and the method.
                guard place.hasSuffix(":" + method) else { return false }
                let named = String(place.dropLast(method.count + 1))
                return !named.isEmpty && (file == named || file.hasSuffix("/" + named))
            }
        case .event, .traceLine:
            return nil
        }
    }

    /// `acknowledged by baseline.txt:3 (why): ` and the finding as it prints.
    package func acknowledgedLine(_ finding: Finding, entry index: Int) -> String {
        "acknowledged by \(EscapedText.controls(path)):\(entries[index].line) "
            + "(\(EscapedText.controls(entries[index].reason))): \(finding)"
    }

    /// `baseline.txt:3: warning: 'P5 UIMainStoryboardFile' no longer occurs: remove it from the baseline`.
    package func staleLine(_ index: Int) -> String {
        let e = entries[index]
        return "\(EscapedText.controls(path)):\(e.line): warning: \(EscapedText.quoted("\(e.rule) \(e.place)")) "
            + "no longer occurs: remove it from the baseline"
    }
}

/// A baseline file that cannot be used: its path, the line (0: the whole file) and what is wrong.
package struct FindingBaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var line: Int
    package var problem: String

    /// `baseline.txt:4: no reason: …` or `baseline.txt: no such file`.
    package var description: String {
        EscapedText.controls(path) + (line > 0 ? ":\(line)" : "") + ": " + problem
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return String(s)
    }
}
