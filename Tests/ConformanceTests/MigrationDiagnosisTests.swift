import ExampleApps
import Foundation
import Generators
import LifecycleRules
import Testing

/// What an M1 report says about the cause: the legacy callback that showed or stored what differs with the scene
/// callback that takes its place, the kind of mistake (told apart by one more story), and the M2 findings in the
/// migrated app's files.
@MainActor
@Suite("Migration check: reports name the callback, the kind of mistake and where the work belongs")
struct MigrationDiagnosisTests {
    static let options = MigrationOptions(run: RunOptions(seed: Seed(0x316)))

    static func report(_ name: String) async throws -> ConformanceReport {
        let mistake = try #require(JournalMigration.mistake(named: name))
        return try await LifecycleConformance.checkMigration(mistake.pair, options: options)
    }

    @Test("each mistake gets its kind of mistake and a Where line naming the legacy callback and its scene counterpart",
          arguments: [
            ("DropsColdStartURL", MigrationDiagnosis.Kind.droppedAtColdStartOnly, "application(_:open:options:)",
             "scene(_:openURLContexts:)"),
            ("URLHandlerLeftInAppDelegate", .droppedAlways, "application(_:open:options:)", "scene(_:openURLContexts:)"),
            ("IgnoresColdStartQuickAction", .droppedAtColdStartOnly, "application(_:performActionFor:completionHandler:)",
             "windowScene(_:performActionFor:completionHandler:)"),
            ("ActivationWorkLeftInAppDelegate", .storedDifferently, "applicationDidBecomeActive(_:)",
             "sceneDidBecomeActive(_:)"),
            ("SaveLeftInAppDelegate", .storedDifferently, "applicationDidEnterBackground(_:)", "sceneDidEnterBackground(_:)"),
            ("WindowStillInDidFinishLaunching", .shownDifferently, "application(_:didFinishLaunchingWithOptions:)",
             "scene(_:willConnectTo:options:)"),
          ])
    func diagnosed(name: String, kind: MigrationDiagnosis.Kind, legacyMethod: String, sceneMethod: String) async throws {
        let report = try await Self.report(name)
        let c = try #require(report.run.counterexample)
        #expect(report.migrationDiagnosis?.kind == kind, "\(report.text)")
        let whereLine = try #require(c.failure.details.first { $0.hasPrefix("Where: the legacy app ") }, "\(report.text)")
        #expect(whereLine.contains(" in \(legacyMethod) at step "), "\(whereLine)")
        #expect(whereLine.contains("that work belongs in \(sceneMethod)"), "\(whereLine)")
        #expect(report.text.contains("Diagnosis: \(kind.rawValue)\n"), "\(report.text)")
        #expect(report.json.contains("\"diagnosis\":{\"kind\":\"\(kind.rawValue)\""), "\(report.json)")
    }

    @Test("a stored difference names every key and the callback the legacy app stored them in")
    func storedKeysNamed() async throws {
        let report = try await Self.report("SaveLeftInAppDelegate")
        let c = try #require(report.run.counterexample)
        #expect(c.failure.details.contains(
            "Where: the legacy app stored the values of UserDefaults.standard[\"journal.draft\"], "
                + "UserDefaults.standard[\"journal.entry\"] in applicationDidEnterBackground(_:) at step 2 (background A); "
                + "in an app with scenes that work belongs in sceneDidEnterBackground(_:)"), "\(report.text)")
    }

    @Test("two mistakes with the same minimal story get reports a developer can tell apart")
    func lookAlikesToldApart() async throws {
        let coldOnly = try await Self.report("DropsColdStartURL")
        let always = try await Self.report("URLHandlerLeftInAppDelegate")
        // The same shrunk story and the same first difference…
        #expect(coldOnly.run.counterexample?.events == always.run.counterexample?.events)
        #expect(coldOnly.run.counterexample?.failure.message == always.run.counterexample?.failure.message)
        // …but the running-app link tells them apart, and the report shows it.
        let coldEvidence = try #require(coldOnly.migrationDiagnosis).evidence
        let alwaysEvidence = try #require(always.migrationDiagnosis).evidence
        #expect(coldEvidence == ["openURL new #0 (the app not running): differs",
                                 "launch, openURL A #0 (the app running): behaves as the legacy app"])
        #expect(alwaysEvidence == ["openURL new #0 (the app not running): differs",
                                   "launch, openURL A #0 (the app running): differs"])
        #expect(always.text.contains("its handling is likely still in application(_:open:options:)"), "\(always.text)")
        #expect(!coldOnly.text.contains("likely still in"), "\(coldOnly.text)")
    }

    @Test("a passing migration has no diagnosis")
    func passingHasNone() async throws {
        let report = try await LifecycleConformance.checkMigration(
            JournalMigration.correct, options: MigrationOptions(run: RunOptions(cases: 50, seed: Seed(0x316))))
        #expect(report.passed)
        #expect(report.migrationDiagnosis == nil)
        #expect(!report.text.contains("Diagnosis:"))
    }

    @Test("an M1 report lists the M2 findings in the migrated app's source files")
    func relatedLintFindings() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = root.appendingPathComponent("Sources/ExampleApps/Migration/Mistakes/URLHandlerLeftInAppDelegate.swift").path
        var pair = try #require(JournalMigration.mistake(named: "URLHandlerLeftInAppDelegate")).pair
        pair.migrated.sourceFiles = [file]
        let report = try await LifecycleConformance.checkMigration(pair, options: Self.options)
        #expect(report.relatedFindings.count == 1, "\(report.relatedFindings)")
        #expect(report.relatedFindings.first?.contains("application(_ app: UIApplication, open url: URL") == true)
        #expect(report.relatedFindings.first?.hasSuffix("[M2]") == true)
        #expect(report.text.contains("Related: the app's files have work UIKit never runs"), "\(report.text)")
        // Without source files, nothing is linted.
        let plain = try await Self.report("URLHandlerLeftInAppDelegate")
        #expect(plain.relatedFindings.isEmpty)
    }
}
