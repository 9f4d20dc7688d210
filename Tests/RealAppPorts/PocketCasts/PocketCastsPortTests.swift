import Foundation
import Generators
import LifecycleRules
import LifecycleTesting
import LifecycleUIKit
import Testing

/// Pocket Casts' delegates and root view controller (Automattic/pocket-casts-ios: podcasts/SceneDelegate.swift,
/// NSObject+AppDelegate.swift, AppDelegate.swift, AppDelegate+UrlHandling.swift, NavigationManager.swift,
/// MainTabBarController.swift), ported with the import changed and the lines marked `// PORT:`, checked with the app's
/// Info.plist manifest (multiple window scenes and a CarPlay one).
///
/// What a window shows is read from the view controllers: the MainTabBarController the scene delegate makes, its
/// selected tab's navigation controller and the tab controller on top of it.
@MainActor
@Suite("RealAppPort PocketCasts: the player's delegates and root tab bar controller plug in")
struct PocketCastsPortTests {
    /// The seed of the tests that assert a planted bug or a finding is caught: fixed, so they are deterministic.
    static let fixedSeed = RunOptions(seed: Seed(0x0A))

    static func mainTabBarController(of scene: UIScene) -> MainTabBarController? {
        (scene as? UIWindowScene)?.windows.first?.rootViewController as? MainTabBarController
    }

    static func app() throws -> AppUnderTest {
        let plist = try #require(Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "App"))
        return AppUnderTest(
            name: "PocketCasts", appDelegate: AppDelegate.self, sceneDelegates: [SceneDelegate.self],
            manifest: try SceneManifest.load(contentsOf: plist),
            resetProcessState: {
                NavigationManager.sharedManager = NavigationManager()
                JLRoutes.reset()
            },
            payloads: PayloadCatalog(
                urls: ["pktc://shortcuts/discover", "pktc://shortcuts/filter/f1"],
                activities: [], shortcuts: []),
            userActions: [
                // A tap on the next tab: UIKit tells the tab bar controller (the bar's delegate), then selects the tab.
                UserAction("tap next tab") { scene in
                    guard let tabs = mainTabBarController(of: scene), let count = tabs.viewControllers?.count,
                          let next = (tabs.viewControllers?[(tabs.selectedIndex + 1) % count] as? UINavigationController)?
                            .viewControllers.first?.tabBarItem else { return }
                    tabs.tabBar(tabs.tabBar, didSelect: next)
                    tabs.selectedIndex = next.tag
                },
            ])
    }

    /// FINDING (a probable bug of the app): the selected tab is restored from one UserDefaults key that only a tap on
    /// the tab bar writes, so a tab a link selected (pktc://shortcuts/discover) is lost when the window reconnects,
    /// and with several windows each restores the tab last tapped in any of them.
    @Test("A1: Pocket Casts restores the last tapped tab, not the tab the window showed")
    func selectedTabIsNotRestored() async throws {
        let report = await LifecycleConformance.check(try Self.app(), options: ConformanceOptions(device: .phone, run: Self.fixedSeed, only: ["A1"]))
        let counterexample = try #require(report.run.counterexample)
        #expect(counterexample.failure.rule == "A1")
    }

    @Test("Pocket Casts passes every rule but A1, its finding, on a phone and a pad", arguments: [DeviceProfile.phone, .pad])
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

/// A plausible regression: willConnect makes the window but no longer opens `connectionOptions.urlContexts` (only
/// `scene(_:openURLContexts:)` does), so a link that launches the app opens the last tab instead.
final class DropsColdStartLinkSceneDelegate: SceneDelegate {
    override func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        window.rootViewController = MainTabBarController()
        window.makeKeyAndVisible()
    }
}
