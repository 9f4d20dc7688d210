import ExampleApps
import Foundation
import LifecycleRules
import Testing

/// M3 (cold-start delivery handled) holding on the journal's correct migration and broken by its mistakes.
@MainActor
@Suite("Migration rules without the legacy version: M3")
struct MigrationRulesTests {
    @Test("the correct migration handles every delivery at a cold start as while running")
    func correctHolds() async throws {
        let report = try await MigrationRules.check(JournalMigration.correct.migrated)
        #expect(report.passed, "\(report.text)")
        #expect(report.checked == [.coldStartDeliveryHandled])
        #expect(report.text == "Journal 2 (scenes): migration rules M3 hold\n")
    }

    @Test("a scene delegate that handles links only in scene(_:openURLContexts:) breaks M3 for each link")
    func droppedURL() async throws {
        let app = try #require(JournalMigration.mistake(named: "DropsColdStartURL")).pair.migrated
        let report = try await MigrationRules.check(app)
        #expect(report.findings.map(\.rule.id) == ["M3", "M3"], "\(report.text)")
        #expect(report.findings.map(\.place) == [.event(1), .event(1)])
        let first = try #require(report.findings.first)
        #expect(first.message == "launched by the URL journal://entry/1 (openURL new #0), DropsColdStartURL shows "
            + "Journal(entry: none, draft: \"\")")
        #expect(first.expected == "Journal(entry: 1, draft: \"\"), as when the same reaches the running app")
        #expect(report.text.contains("Cold start:") && report.text.contains("Delivered to the running app:"))
    }

    @Test("a scene delegate that ignores the launching quick action breaks M3 once (one quick action)")
    func ignoredQuickAction() async throws {
        let app = try #require(JournalMigration.mistake(named: "IgnoresColdStartQuickAction")).pair.migrated
        let report = try await MigrationRules.check(app)
        #expect(report.findings.count == 1, "\(report.text)")
        #expect(report.findings.first?.message.hasPrefix("launched by the quick action com.example.journal.today") == true)
    }

    @Test("an Info.plist naming a delegate the app lacks stops the check with the name")
    func unresolved() async {
        var app = JournalMigration.correct.migrated
        app.sceneDelegateClasses = [:]
        await #expect(throws: MigrationRulesError.unresolvedSceneDelegates(app: app.name, names: ["$(PRODUCT_MODULE_NAME).JournalSceneDelegate"])) {
            try await MigrationRules.check(app)
        }
    }
}

/// M2 through `MigrationRules.check(_:sources:)`: the app delegate's UI-state work read from its files.
@MainActor
@Suite("Migration rules without the legacy version: M2 from the app's files")
struct MigrationRulesSourceTests {
    static let migration = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/ExampleApps/Migration").standardized.path

    @Test("the correct migration's files have no app-delegate UI-state work; M2 and M3 both checked")
    func correctHolds() async throws {
        let report = try await MigrationRules.check(JournalMigration.correct.migrated,
                                              sources: ["\(Self.migration)/JournalAppDelegate.swift",
                                                        "\(Self.migration)/JournalSceneDelegate.swift"])
        #expect(report.checked == [.appDelegateCallbacksUnused, .coldStartDeliveryHandled])
        #expect(report.passed, "\(report.text)")
    }

    @Test("work left in applicationDidBecomeActive breaks M2, at its line")
    func workLeft() async throws {
        let mistake = try #require(JournalMigration.mistake(named: "ActivationWorkLeftInAppDelegate"))
        let path = "\(Self.migration)/Mistakes/ActivationWorkLeftInAppDelegate.swift"
        let report = try await MigrationRules.check(mistake.pair.migrated, sources: [path])
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1, "\(report.text)")
        #expect(finding.rule == MigrationRule.appDelegateCallbacksUnused.rule)
        #expect(finding.place == .sourceLine(file: path, line: 14, symbol: "applicationDidBecomeActive(_:)"))
        #expect(finding.expected == "move the work to sceneDidBecomeActive(_:)")
        #expect(report.text.hasPrefix("\(path):14: warning: 'func applicationDidBecomeActive("), "\(report.text)")
    }

    @Test("a source file that cannot be read stops the check with its path")
    func unreadable() async {
        await #expect(throws: MigrationRulesError.self) {
            try await MigrationRules.check(JournalMigration.correct.migrated, sources: ["/nonexistent/AppDelegate.swift"])
        }
    }
}
