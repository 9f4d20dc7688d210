import ExampleApps
import Generators
import LifecycleSpec
import LifecycleTesting
import Testing

/// The migration check (M1) on the bundled journal: the correct migration passes, each mistake is caught
/// with its minimal story, and a pair that cannot be compared is refused before anything runs.
@MainActor
@Suite("Migration check: the journal's move to scenes")
struct MigrationCheckTests {
    @Test("the correct migration keeps the legacy journal's behaviour")
    func correctMigrationPasses() throws {
        let report = try LifecycleConformance.checkMigration(
            JournalMigration.correct, options: MigrationOptions(run: RunOptions(seed: Seed(0x316))))
        #expect(report.passed, "\(report.text)")
        #expect(report.run.casesRun == RunOptions().cases)
    }

    @Test("each migration mistake is caught by M1 with its minimal story", arguments: JournalMigration.mistakes)
    func mistakeCaught(_ mistake: MigrationMistake) throws {
        let report = try LifecycleConformance.checkMigration(
            mistake.pair, options: MigrationOptions(run: RunOptions(seed: Seed(0x316))))
        let c = try #require(report.run.counterexample, "\(mistake.name) was not caught in \(report.run.casesRun) cases")
        #expect(c.failure.rule == "M1", "\(report.text)")
        #expect(c.events.count == mistake.minimalLength, "\(report.text)")
        #expect(c.shrunk.minimality.isProved, "\(c.shrunk.minimality)")
        #expect(report.text.contains("Both timelines:"), "\(report.text)")
    }
}
