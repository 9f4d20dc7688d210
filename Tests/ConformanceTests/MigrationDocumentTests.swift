import ExampleApps
import Foundation
import Testing

/// CONFORMANCE.md's table of the bundled journal's migration mistakes is `JournalMigration.mistakes`.
@MainActor
@Suite("CONFORMANCE.md lists the journal's migration mistakes as the code has them")
struct MigrationDocumentTests {
    @Test("the mistakes table has one row per mistake, in order: name, bug, minimal story length")
    func mistakesTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("CONFORMANCE.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "### The bundled journal\n"))
        let rows = doc[start.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
            .dropFirst(2).map(String.init)
        #expect(rows == JournalMigration.mistakes.map { "| `\($0.name)` | \($0.bug) | \($0.minimalLength) |" })
    }
}
