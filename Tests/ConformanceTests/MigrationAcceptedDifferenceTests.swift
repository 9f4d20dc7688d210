import ExampleApps
import Foundation
import Generators
import LifecycleRules
import LifecycleUIKit
import Testing

/// A journal migration that changed behaviour on purpose: it counts the plain launches of its scene (a connection
/// that carries nothing) under a key the legacy journal never wrote.
@MainActor
final class CountsPlainConnectionsSceneDelegate: JournalSceneDelegate {
    static let key = "journal.plainConnections"

    override func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        super.scene(scene, willConnectTo: session, options: connectionOptions)
        if connectionOptions.urlContexts.isEmpty, connectionOptions.userActivities.isEmpty,
           connectionOptions.shortcutItem == nil {
            UserDefaults.standard.set(UserDefaults.standard.integer(forKey: Self.key) + 1, forKey: Self.key)
        }
    }
}

/// Accepted differences (M1): declared with a reason, accepted where they begin and while they last, listed in the
/// report with how often they occurred, and reported when they never did.
@MainActor
@Suite("Migration check: accepted differences")
struct MigrationAcceptedDifferenceTests {
    static let storedKey = "UserDefaults.standard[\"\(CountsPlainConnectionsSceneDelegate.key)\"]"
    static let reason = "Journal 2 counts plain connections for its onboarding"

    static let pair = MigrationPair(
        name: "CountsPlainConnections", legacy: JournalMigration.legacy,
        migrated: AppUnderTest(name: "CountsPlainConnections", appDelegate: JournalAppDelegate.self,
                               sceneDelegates: [CountsPlainConnectionsSceneDelegate.self],
                               manifest: .standard(supportsMultipleScenes: false,
                                                   delegateClassName: "$(PRODUCT_MODULE_NAME).CountsPlainConnectionsSceneDelegate")),
        payloads: JournalMigration.payloads, userActions: JournalMigration.userActions)

    static func options(_ accepting: [AcceptedDifference], cases: Int = 100) -> MigrationOptions {
        MigrationOptions(accepting: accepting, run: RunOptions(cases: cases, seed: Seed(0x316)))
    }

    @Test("undeclared, the difference fails M1 on the stored key")
    func undeclaredFails() async throws {
        let report = try await LifecycleConformance.checkMigration(Self.pair, options: Self.options([]))
        let c = try #require(report.run.counterexample, "\(report.text)")
        #expect(c.failure.rule == "M1")
        #expect(c.failure.details.contains("+ migrated \(Self.storedKey) = \"1\""), "\(report.text)")
        #expect(report.acceptedDifferences.isEmpty)
        #expect(!report.text.contains("Accepted differences"))
    }

    @Test("declared, it is accepted, counted and listed with its reason in the text and the JSON")
    func declaredAccepted() async throws {
        let report = try await LifecycleConformance.checkMigration(
            Self.pair, options: Self.options([.stored([Self.storedKey], reason: Self.reason)]))
        #expect(report.passed, "\(report.text)")
        let use = try #require(report.acceptedDifferences.first)
        #expect(use.stories > 0 && use.stories <= 100)
        #expect(report.text.contains("Accepted differences (M1):\n  accepted in \(use.stories) stories: \(Self.storedKey), "
                                     + "from any step (\(Self.reason))\n"), "\(report.text)")
        #expect(report.json.contains("\"accepted\":[{\"difference\":"), "\(report.json)")
        #expect(report.json.contains("\"stories\":\(use.stories)}"), "\(report.json)")
    }

    @Test("an accepted difference covers its keys only: another key's difference still fails")
    func otherKeysStillCompared() async throws {
        let report = try await LifecycleConformance.checkMigration(
            Self.pair, options: Self.options([.stored(["UserDefaults.standard[\"other\"]"], reason: "not this one")]))
        #expect(report.run.counterexample?.failure.rule == "M1", "\(report.text)")
        // The declaration never applied, and the report says so.
        #expect(report.acceptedDifferences.map(\.stories) == [0])
        #expect(report.text.contains("  never occurred: UserDefaults.standard[\"other\"], from any step (not this one); "
                                     + "remove it if the difference is gone\n"), "\(report.text)")
    }

    @Test("a difference is accepted only where it begins at the declared kind of step, then while it lasts")
    func beginsAtItsStep() async throws {
        let atLaunch = LifecycleConformance.migrationTarget(
            Self.pair, options: Self.options([.stored([Self.storedKey], after: .launch, reason: Self.reason)]))
        // Begins at a launch, lasts through the background and foreground steps that follow: accepted throughout.
        let launched = await Executor.execute(
            plain: [.launch, .background(SessionID(0)), .foreground(SessionID(0), .user)], on: atLaunch)
        #expect(launched.dropped == 0)
        #expect(launched.failure == nil, "\(String(describing: launched.failure))")
        // Launched by a link (the key is not written), then reconnected plainly after the system disconnected the
        // scene: the difference begins at a foreground step, not a launch, and is not accepted.
        let reconnected: [LifecycleEvent] = [.openURL(.newWindow, payload: 0), .background(SessionID(0)),
                                             .systemDisconnect(SessionID(0)), .foreground(SessionID(0), .user)]
        let notAccepted = await Executor.execute(plain: reconnected, on: atLaunch)
        #expect(notAccepted.dropped == 0)
        #expect(notAccepted.failure?.rule == "M1", "\(notAccepted.plainEvents)")
        #expect(notAccepted.failureIndex == 3)
        let anyStep = LifecycleConformance.migrationTarget(
            Self.pair, options: Self.options([.stored([Self.storedKey], reason: Self.reason)]))
        let accepted = await Executor.execute(plain: reconnected, on: anyStep)
        #expect(accepted.dropped == 0)
        #expect(accepted.failure == nil, "\(String(describing: accepted.failure))")
    }

    @Test("the correct migration with a declaration that never applies passes and reports it as never occurred")
    func neverOccurred() async throws {
        let report = try await LifecycleConformance.checkMigration(
            JournalMigration.correct, options: Self.options([.shown(after: .launch, reason: "restores after a relaunch")],
                                                            cases: 50))
        #expect(report.passed, "\(report.text)")
        #expect(report.acceptedDifferences.map(\.stories) == [0])
        #expect(report.text.contains("never occurred: what is shown, from a launch step (restores after a relaunch)"))
    }
}
