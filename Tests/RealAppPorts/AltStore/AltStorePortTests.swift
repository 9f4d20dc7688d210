import Foundation
import Generators
import LifecycleRules
import LifecycleTesting
import LifecycleUIKit
import Testing

/// AltStore's delegates and root view controllers (altstoreio/AltStore: AltStore/AppDelegate.swift, SceneDelegate.swift,
/// LaunchViewController.swift, TabBarController.swift), ported with the import changed and the lines marked `// PORT:`,
/// checked with the app's Info.plist manifest (one storyboard window configuration, multiple scenes).
///
/// What a window shows is read from the view controllers themselves: the storyboard's LaunchViewController, and once
/// the database has started, the TabBarController it adds as its child, whose selected tab's navigation controller
/// shows one of the storyboard's five tab controllers.
@MainActor
@Suite("RealAppPort AltStore: the store's delegates and root view controllers plug in")
struct AltStorePortTests {
    /// The seed of the tests that assert a planted bug or a finding is caught: fixed, so they are deterministic.
    static let fixedSeed = RunOptions(seed: Seed(0x0A))

    /// Main.storyboard as the app has it: LaunchViewController is the initial controller; "tabBarController" is the
    /// TabBarController with the five tabs (each a navigation controller), "finishJailbreak" the patch flow.
    static let mainStoryboard = UIStoryboard.Contents(
        initial: { LaunchViewController() },
        byIdentifier: [
            "tabBarController": {
                let tabBarController = TabBarController(coder: NSCoder())!
                tabBarController.viewControllers = [NewsViewController(), SourcesViewController(), BrowseViewController(),
                                                    MyAppsViewController(), SettingsViewController()]
                    .map { UINavigationController(rootViewController: $0) }
                return tabBarController
            },
        ],
        segues: ["finishJailbreak": { UINavigationController(rootViewController: PatchViewController()) }])

    static func tabBarController(of scene: UIScene) -> TabBarController? {
        let root = (scene as? UIWindowScene)?.windows.first?.rootViewController
        return root?.children.first as? TabBarController
    }

    static func app() throws -> AppUnderTest {
        let plist = try #require(Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "App"))
        return AppUnderTest(
            name: "AltStore", appDelegate: AppDelegate.self, sceneDelegates: [SceneDelegate.self],
            manifest: try SceneManifest.load(contentsOf: plist),
            storyboards: ["Main": mainStoryboard],
            resetProcessState: { DatabaseManager.shared = DatabaseManager() },
            payloads: PayloadCatalog(
                urls: ["altstore://source?url=https://apps.example.com/source.json",
                       "altstore://patreon",
                       "altstore://install?url=https://apps.example.com/app.ipa"],
                activities: [], shortcuts: []),
            userActions: [
                UserAction("select next tab") { scene in
                    guard let tabs = tabBarController(of: scene), let count = tabs.viewControllers?.count else { return }
                    tabs.selectedIndex = (tabs.selectedIndex + 1) % count
                },
            ])
    }

    /// FINDING (the app does not restore its windows): AltStore implements no `stateRestorationActivity(for:)` and
    /// keeps the selected tab nowhere, so a window that reconnects (or a relaunch) shows the News tab whatever tab a
    /// link or the user had selected. Minimal lifecycle: a link that selects a tab, then a disconnect and reconnect
    /// (or the process's end and a relaunch).
    @Test("A1: AltStore brings a reconnected window back on the News tab, not the tab it showed")
    func selectedTabIsNotRestored() async throws {
        let report = await LifecycleConformance.check(try Self.app(), options: ConformanceOptions(device: .phone, run: Self.fixedSeed, only: ["A1"]))
        let counterexample = try #require(report.run.counterexample)
        #expect(counterexample.failure.rule == "A1")
        #expect(counterexample.failure.message.contains("NewsViewController"))
    }

    @Test("AltStore passes every rule but A1, its finding, on a phone and a pad", arguments: [DeviceProfile.phone, .pad])
    func conformsApartFromFinding(device: DeviceProfile) async throws {
        let report = await expectLifecycleConformance(try Self.app(), options: ConformanceOptions(device: device, skip: ["A1"]))
        #expect(report?.passed == true)
    }

    @Test("a scene delegate that ignores the link in the connection options (a cold-start link) is caught by A10")
    func droppedColdStartLinkIsCaught() async throws {
        var app = try Self.app()
        app.sceneDelegateClasses["SceneDelegate"] = { DropsColdStartLinkSceneDelegate() }
        let report = await LifecycleConformance.check(app, options: ConformanceOptions(device: .phone, run: Self.fixedSeed, only: ["A10"]))
        let counterexample = try #require(report.run.counterexample)
        #expect(counterexample.failure.rule == "A10")
    }
}

/// A plausible regression: willConnect no longer opens `connectionOptions.urlContexts` (only
/// `scene(_:openURLContexts:)` does), so a link that launches the app shows the News tab.
final class DropsColdStartLinkSceneDelegate: SceneDelegate {
    override func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let _ = (scene as? UIWindowScene) else { return }
    }
}
