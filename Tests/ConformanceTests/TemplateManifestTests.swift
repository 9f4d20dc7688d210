import Generators
import LifecycleRules
import LifecycleUIKit
import Testing

/// Xcode's template app delegate returns "Default Configuration" for every role; with the template's manifest
/// (`SceneManifest.standard()`, the `AppUnderTest` default) that passes A9, an external display included.
@MainActor
final class TemplateConfigurationAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

@MainActor
final class TemplateManifestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

@MainActor
@Suite("The default manifest is Xcode's template's")
struct TemplateManifestTests {
    @Test("the template's configurationForConnecting with the default manifest passes A9 when a display connects")
    func templateConfigurationPassesA9() async {
        let app = AppUnderTest(name: "Template", appDelegate: TemplateConfigurationAppDelegate.self,
                               sceneDelegates: [TemplateManifestSceneDelegate.self],
                               manifest: .standard(delegateClassName: "TemplateManifestSceneDelegate"))
        let options = ConformanceOptions(device: .pad, run: RunOptions(cases: 200, seed: Seed(9)), only: ["A9"])
        let report = await LifecycleConformance.check(app, options: options)
        #expect(report.passed, "\(report.text)")
        #expect((report.run.kindCounts[.connectExternalDisplay] ?? 0) > 0)
    }
}
