import Foundation
import LifecycleRules
import Testing

/// CONFORMANCE.md is kept in step with the code: rule rows, and the generated diagram.
@MainActor
@Suite("CONFORMANCE.md agrees with the code")
struct ConformanceDocumentTests {
    static var document: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("CONFORMANCE.md"), encoding: .utf8)
        }
    }

    @Test("every rule of the catalogue has a row with its ID, title and sentence, and no row names an unknown rule")
    func rulesMatch() throws {
        let doc = try Self.document
        for rule in RuleCatalog.conformance {
            let row = doc.split(separator: "\n").first { $0.hasPrefix("| \(rule.id) |") }
            let found = try #require(row, "CONFORMANCE.md has no row for \(rule.id)")
            #expect(found.contains("| \(rule.title) |"), "row \(rule.id) should carry the title '\(rule.title)'")
            #expect(found.contains(rule.statement.prefix(40)), "row \(rule.id) should carry the rule's sentence")
        }
        let known = Set(RuleCatalog.conformance.map(\.id))
        let documented = doc.split(separator: "\n").compactMap { line -> RuleID? in
            guard line.hasPrefix("| S") else { return nil }
            return line.split(separator: "|").first.flatMap { RuleID($0.trimmingCharacters(in: .whitespaces)) }
        }
        #expect(Set(documented).isSubset(of: known), "rows for rules the code does not have: \(Set(documented).subtracting(known))")
    }

    @Test("every file the walk from one event to a printed failure names is a file of Sources, so the walk cannot drift")
    func eventWalkNamesRealFiles() throws {
        let doc = try Self.document
        let start = try #require(doc.range(of: "## From one event to a printed failure\n"))
        let section = doc[start.upperBound...].prefix { $0 != "#" }
        let named = section.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 && $0.element.hasSuffix(".swift") }
            .map { String($0.element) }
        #expect(named.count >= 15, "\(named)")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }
        for path in named {
            #expect(files.contains { $0 == path || $0.hasSuffix("/" + path) }, "CONFORMANCE.md names \(path), which Sources does not have")
        }
    }

    @Test("the migration rules table is MigrationRule.allCases: ID, title, sentence and source, in order, nothing else")
    func migrationRulesMatch() throws {
        let doc = try Self.document
        let start = try #require(doc.range(of: "### The migration rules\n"))
        let rows = doc[start.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
            .dropFirst(2).map(String.init)
        #expect(rows == MigrationRule.allCases.map { "| \($0.id) | \($0.title) | \($0.sentence) | \($0.source) |" })
    }

    @Test("the state diagram in the document is the one the specification generates")
    func diagramMatches() throws {
        let doc = try Self.document
        let begin = try #require(doc.range(of: "<!-- BEGIN GENERATED STATE DIAGRAM -->\n```mermaid\n"))
        let end = try #require(doc.range(of: "```\n<!-- END GENERATED STATE DIAGRAM -->"))
        let inDocument = String(doc[begin.upperBound..<end.lowerBound])
        #expect(inDocument == StateDiagram.mermaid())
    }

    @Test("the diagram has the lifecycle's key edges")
    func diagramContent() {
        let mermaid = StateDiagram.mermaid()
        #expect(mermaid.contains("background --> none: didDisconnect [systemDisconnect]"))
        #expect(mermaid.contains("fgActive --> background: willResignActive → didEnterBackground → stateRestorationActivity [background]"))
        #expect(mermaid.contains("pendingDiscard --> discarded: didDiscard"))
    }
}
