import ExampleApps
import Generators
import LifecycleRules
import Foundation
import LifecycleTesting
import LifecycleUIKit
import Testing

/// The migration check (M1) on the bundled journal: the correct migration passes, each mistake is caught
/// with its minimal story, and a pair that cannot be compared is refused before anything runs.
@MainActor
@Suite("Migration check: the journal's move to scenes", .holdingCheckTurn)
struct MigrationCheckTests {
    @Test("the correct migration keeps the legacy journal's behaviour")
    func correctMigrationPasses() async throws {
        let report = try await LifecycleConformance.checkMigration(
            JournalMigration.correct, options: MigrationOptions(run: RunOptions(seed: Seed(0x316))))
        #expect(report.passed, "\(report.text)")
        #expect(report.run.casesRun == RunOptions().cases)
    }

    @Test("each migration mistake is caught by M1 with its minimal story", arguments: JournalMigration.mistakes)
    func mistakeCaught(_ mistake: MigrationMistake) async throws {
        let report = try await LifecycleConformance.checkMigration(
            mistake.pair, options: MigrationOptions(run: RunOptions(seed: Seed(0x316))))
        let c = try #require(report.run.counterexample, "\(mistake.name) was not caught in \(report.run.casesRun) cases")
        #expect(c.failure.rule == "M1", "\(report.text)")
        #expect(c.events.count == mistake.minimalLength, "\(report.text)")
        #expect(c.shrunk.minimality.isProved, "\(c.shrunk.minimality)")
        #expect(report.text.contains("Both timelines:"), "\(report.text)")
    }

    @Test("a story a report printed replays first through RunOptions.regressions, and fails or passes as it did")
    func storyReplayedAsRegression() async throws {
        let mistake = try #require(JournalMigration.mistake(named: "URLHandlerLeftInAppDelegate"))
        let events: [LifecycleEvent] = [.openURL(.newWindow, payload: 0)]
        // One case sends few of the journal's payloads: the health checks, which would say so, are not the subject here.
        let options = MigrationOptions(suppressedHealthChecks: Set(HealthCheck.allCases),
                                       run: RunOptions(cases: 1, seed: Seed(0x316), regressions: [[.launch], events]))
        let failing = try await LifecycleConformance.checkMigration(mistake.pair, options: options)
        let c = try #require(failing.run.counterexample, "\(failing.text)")
        #expect(c.origin == .regression(2))
        #expect(c.events == events)
        #expect(failing.run.casesRun == 0)
        #expect(failing.text.contains("; regression 2 of the run's options, replayed\n"), "\(failing.text)")
        let passing = try await LifecycleConformance.checkMigration(JournalMigration.correct, options: options)
        #expect(passing.passed, "\(passing.text)")
        #expect(passing.run.regressionsReplayed == 2)
        #expect(passing.run.casesRun == 1)
    }

    @Test("a dropped cold-start link or quick action names the connection option the scene delegate never read",
          arguments: [("DropsColdStartURL", "connectionOptions.urlContexts"),
                      ("IgnoresColdStartQuickAction", "connectionOptions.shortcutItem")])
    func unreadOptionNamed(mistake name: String, option: String) async throws {
        let mistake = try #require(JournalMigration.mistake(named: name))
        let report = try await LifecycleConformance.checkMigration(
            mistake.pair, options: MigrationOptions(run: RunOptions(seed: Seed(0x316))))
        #expect(report.text.contains("at step 1 (") && report.text.contains("never read \(option) in scene(_:willConnectTo:options:)"),
                "\(report.text)")
        // The correct migration reads every option it is given: no such line.
        let correct = try await LifecycleConformance.checkMigration(
            JournalMigration.correct, options: MigrationOptions(run: RunOptions(cases: 50, seed: Seed(0x316))))
        #expect(!correct.text.contains("never read"))
    }
}

/// A legacy app whose window comes from its main storyboard (`UIMainStoryboardFile`), as most legacy apps'.
@MainActor
final class StoryboardLegacyJournalAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var windowAtWillFinish: UIWindow?

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        windowAtWillFinish = window
        (window?.rootViewController as? JournalViewController)?.restore()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { JournalViewController.countActivation() }
    func applicationDidEnterBackground(_ application: UIApplication) {
        (window?.rootViewController as? JournalViewController)?.save()
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard let entry = JournalViewController.entry(for: url) else { return false }
        (window?.rootViewController as? JournalViewController)?.open(entry: entry)
        return true
    }
}

@MainActor
@Suite("Migration check: a legacy app with a main storyboard", .holdingCheckTurn)
struct StoryboardMigrationTests {
    static let storyboards = ["Main": UIStoryboard.Contents(initial: { JournalViewController() })]

    @Test("UIKit gives a legacy app its main storyboard's window before willFinishLaunching and shows it after launch")
    func legacyStoryboardWindow() async throws {
        var app = AppUnderTest(name: "Storyboard journal", appDelegate: StoryboardLegacyJournalAppDelegate.self,
                               manifest: nil, storyboards: Self.storyboards)
        app.mainStoryboardName = "Main"
        let runtime = app.makeRuntime(SpecConfiguration(device: .phone, mode: .legacy))
        try await runtime.send(.launch)
        let delegate = try #require(runtime.application?.delegate as? StoryboardLegacyJournalAppDelegate)
        #expect(delegate.windowAtWillFinish != nil)
        #expect(delegate.window?.isKeyWindow == true)
        #expect(runtime.userVisibleState().shownDescription == "Journal(entry: none, draft: \"\")")
    }

    @Test("a storyboard legacy app and its scene version with the storyboard in the configuration agree on links")
    func storyboardPairAgrees() async throws {
        var legacy = AppUnderTest(name: "Storyboard journal 1", appDelegate: StoryboardLegacyJournalAppDelegate.self,
                                  manifest: nil, storyboards: Self.storyboards)
        legacy.mainStoryboardName = "Main"
        let payloads = PayloadCatalog(urls: JournalMigration.payloads.urls, activities: [], shortcuts: [])
        let pair = MigrationPair(name: "Storyboard journal", legacy: legacy, migrated: JournalMigration.correct.migrated,
                                 payloads: payloads, userActions: JournalMigration.userActions)
        let report = try await LifecycleConformance.checkMigration(pair, options: MigrationOptions(run: RunOptions(seed: Seed(0x5B))))
        #expect(report.passed, "\(report.text)")
    }
}
