import Generators
import LifecycleRules
import LifecycleTesting
import Testing

/// A migration written outside the package against the public API only (Fixtures/CounterMigration: a
/// legacy app delegate, and the app and scene delegates it became), checked in a few lines.
@MainActor
@Suite("A team's own migration (the counter), checked with expectMigrationKeepsBehaviour")
struct CounterMigrationTests {
    /// The counter as it was and as it is with `sceneDelegate`.
    static func counter(_ sceneDelegate: CounterSceneDelegate.Type) -> MigrationPair {
        MigrationPair(
            name: "Counter",
            legacy: AppUnderTest(name: "Counter 1", appDelegate: LegacyCounterAppDelegate.self, manifest: nil),
            migrated: AppUnderTest(name: "Counter 2", appDelegate: CounterAppDelegate.self, sceneDelegates: [sceneDelegate],
                                   manifest: .standard(delegateClassName: "$(PRODUCT_MODULE_NAME).\(sceneDelegate)")),
            payloads: PayloadCatalog(urls: ["counter://add/5", "counter://add/2"], activities: [], shortcuts: []),
            userActions: [UserAction.window("increment") { ($0.rootViewController as? CounterViewController)?.increment() }])
    }

    static let options = MigrationOptions(run: RunOptions(seed: Seed(0xC0FFEE)))

    @Test("the correct migration keeps the counter's behaviour")
    func correct() async {
        let report = await expectMigrationKeepsBehaviour(Self.counter(CounterSceneDelegate.self), options: Self.options)
        #expect(report?.passed == true)
    }

    @Test("announcing the launch link in willConnect before the screen observes it (Cordova's bug) is caught by M1")
    func announcementBeforeObserver() async throws {
        var report: ConformanceReport?
        await withKnownIssue("the dropped launch link must be reported") {
            report = await expectMigrationKeepsBehaviour(Self.counter(EarlyAnnouncementSceneDelegate.self), options: Self.options)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Both timelines:")
        }
        let failure = try #require(report?.run.counterexample)
        #expect(failure.failure.rule == "M1")
        #expect(failure.events.count == 1, "\(report?.text ?? "")")
        #expect(failure.shrunk.minimality.isProved)
    }
}
