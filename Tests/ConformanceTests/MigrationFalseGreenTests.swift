import Foundation
import Generators
import LifecycleRules
import LifecycleUIKit
import Testing

/// A reader as a team first writes it: the article in a `UILabel` (no `SceneContentProviding`), links in its
/// Info.plist's URL scheme. `parsesItemLinks` says whether it reads the generated `reader://item/<n>` links or only
/// its own `reader://article/<n>` ones.
@MainActor
final class LabelReaderViewController: UIViewController {
    nonisolated(unsafe) static var parsesItemLinks = true
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reader"
        label.text = "All articles"
        view.addSubview(label)
    }

    func open(_ url: URL?) {
        guard let url, url.scheme == "reader", url.host == (Self.parsesItemLinks ? "item" : "article") else { return }
        show(article: url.lastPathComponent)
    }

    func show(article: String?) {
        _ = view
        label.text = article.map { "Article \($0)" } ?? "All articles"
    }
}

@MainActor
final class LabelReaderLegacyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = LabelReaderViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        (window?.rootViewController as? LabelReaderViewController)?.open(url)
        return true
    }
}

@MainActor
final class LabelReaderAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

@MainActor
class LabelReaderSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var reader: LabelReaderViewController? { window?.rootViewController as? LabelReaderViewController }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = LabelReaderViewController()
        window.makeKeyAndVisible()
        self.window = window
        openLaunchLink(connectionOptions)
    }

    func openLaunchLink(_ connectionOptions: UIScene.ConnectionOptions) {
        reader?.open(connectionOptions.urlContexts.first?.url)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        reader?.open(URLContexts.first?.url)
    }
}

/// The migration mistake: the launching link is dropped.
@MainActor
final class LabelReaderDropsLaunchLinkSceneDelegate: LabelReaderSceneDelegate {
    override func openLaunchLink(_ connectionOptions: UIScene.ConnectionOptions) {}
}

/// The migration check on an app that neither adopts a package protocol nor passes payloads: it compares what the
/// labels show and sends what the Info.plist declares, and a pass whose links never reached the app is not a pass.
@MainActor
@Suite("Migration check: no false green for an app as first written", .serialized)
struct MigrationFalseGreenTests {
    static func plist(_ delegate: String) -> String { """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>reader</string></array></dict></array>
          <key>UIApplicationSceneManifest</key><dict>
            <key>UIApplicationSupportsMultipleScenes</key><false/>
            <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
              <key>UISceneConfigurationName</key><string>Default Configuration</string>
              <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).\(delegate)</string>
            </dict></array></dict>
          </dict>
        </dict></plist>
        """ }

    static func pair(_ sceneDelegate: LabelReaderSceneDelegate.Type) throws -> MigrationPair {
        let manifest = try #require(try SceneManifest.load(plistData: Data(plist("\(sceneDelegate)").utf8)))
        let migrated = AppUnderTest(name: "Reader 2", appDelegate: LabelReaderAppDelegate.self,
                                    sceneDelegates: [sceneDelegate], manifest: manifest)
        return MigrationPair(name: "Reader", legacy: AppUnderTest(name: "Reader 1", appDelegate: LabelReaderLegacyAppDelegate.self,
                                                                  manifest: nil), migrated: migrated)
    }

    static let options = MigrationOptions(run: RunOptions(cases: 100, seed: Seed(0x316)))

    @Test("without payloads, the pair sends what the migrated app's Info.plist declares")
    func declaredPayloads() throws {
        let pair = try Self.pair(LabelReaderSceneDelegate.self)
        #expect(pair.payloads == pair.migrated.payloads)
        #expect(pair.payloads.urls.allSatisfy { $0.hasPrefix("reader://item/") }, "\(pair.payloads.urls)")
        #expect(pair.payloads.activities.isEmpty && pair.payloads.shortcuts.isEmpty)
    }

    @Test("what the labels show is compared: a dropped launching link is found without SceneContentProviding")
    func labelsCompared() async throws {
        LabelReaderViewController.parsesItemLinks = true
        // The reader restores nothing after the system disconnects its scene (the next test): those stories are
        // left out here.
        var options = Self.options
        options.systemDisconnects = false
        let correct = try await LifecycleConformance.checkMigration(try Self.pair(LabelReaderSceneDelegate.self),
                                                                    options: options)
        #expect(correct.passed, "\(correct.text)")
        let dropped = try await LifecycleConformance.checkMigration(
            try Self.pair(LabelReaderDropsLaunchLinkSceneDelegate.self), options: options)
        let c = try #require(dropped.run.counterexample, "\(dropped.text)")
        #expect(c.failure.rule == "M1")
        #expect(c.events == [.openURL(.newWindow, payload: 0)], "\(dropped.text)")
        #expect(c.failure.message.contains("shows LabelReaderViewController(\"Reader\") showing \"All articles\""),
                "\(c.failure.message)")
        #expect(c.failure.expected.contains("showing \"Article 0\""), "\(c.failure.expected)")
        #expect(dropped.migrationDiagnosis?.kind == .droppedAtColdStartOnly, "\(dropped.text)")
    }

    @Test("a screen not restored after the system's disconnect is told apart by the same story without it")
    func notRestoredAfterDisconnect() async throws {
        LabelReaderViewController.parsesItemLinks = true
        let report = try await LifecycleConformance.checkMigration(
            try Self.pair(LabelReaderSceneDelegate.self), options: Self.options)
        let c = try #require(report.run.counterexample, "\(report.text)")
        #expect(c.events.contains { $0.kind == .systemDisconnect }, "\(report.text)")
        let diagnosis = try #require(report.migrationDiagnosis)
        #expect(diagnosis.kind == .notRestoredAfterDisconnect, "\(report.text)")
        #expect(diagnosis.evidence.first?.hasPrefix("the same story without the system's disconnect (") == true)
        #expect(diagnosis.evidence.first?.hasSuffix("): behaves as the legacy app") == true)
        // The legacy app showed the article when the link opened it, not when it came back to the foreground.
        let whereLine = try #require(c.failure.details.first { $0.hasPrefix("Where: ") }, "\(report.text)")
        #expect(whereLine.contains(" in application(_:open:options:) at step "), "\(whereLine)")
    }

    @Test("links the app never acts on fail the health check instead of passing; suppressed, the check passes")
    func ignoredLinksFailHealth() async throws {
        LabelReaderViewController.parsesItemLinks = false
        defer { LabelReaderViewController.parsesItemLinks = true }
        let pair = try Self.pair(LabelReaderDropsLaunchLinkSceneDelegate.self)
        let report = try await LifecycleConformance.checkMigration(pair, options: Self.options)
        #expect(report.run.passed, "both versions ignore reader://item links alike: M1 holds")
        #expect(!report.passed)
        #expect(report.health.map(\.check) == [.ignoredDeliveries], "\(report.health)")
        #expect(report.text.hasPrefix("HEALTH CHECK FAILED"), "\(report.text)")
        var suppressed = Self.options
        suppressed.suppressedHealthChecks = [.ignoredDeliveries]
        let quiet = try await LifecycleConformance.checkMigration(pair, options: suppressed)
        #expect(quiet.passed, "\(quiet.text)")
    }
}
