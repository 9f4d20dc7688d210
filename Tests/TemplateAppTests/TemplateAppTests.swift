import LifecycleTesting

/// Xcode's template delegates, compiled with only their import changed, and its Info.plist as Xcode writes it.
@MainActor
@Suite("Xcode's app template plugs in unchanged", .holdingCheckTurn)
struct TemplateAppTests {
    static func app() throws -> AppUnderTest {
        let plist = try #require(Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "App"))
        return AppUnderTest(name: "Template", appDelegate: AppDelegate.self, sceneDelegates: [SceneDelegate.self],
                            manifest: try SceneManifest.load(contentsOf: plist))
    }

    @Test("the template passes every rule on a phone and a pad", arguments: DeviceProfile.allCases)
    func templateConforms(device: DeviceProfile) async throws {
        let report = await expectLifecycleConformance(try Self.app(), options: ConformanceOptions(device: device))
        #expect(report?.passed == true)
    }

    @Test("the Info.plist's $(PRODUCT_MODULE_NAME).SceneDelegate resolves to this target's class")
    func delegateClassResolves() async throws {
        let app = try Self.app()
        #expect(app.unresolvedDelegateClassNames.isEmpty)
        let runtime = app.makeRuntime(SpecConfiguration(device: .phone))
        try await runtime.send(.launch)
        let scene = try #require(runtime.scene(of: SessionID(0)))
        #expect(scene.delegate is SceneDelegate)
        #expect(scene.session.configuration.name == "Default Configuration")
        // The storyboard configuration got its window before willConnect, as UIKit makes it.
        #expect((scene.delegate as? SceneDelegate)?.window?.windowScene === scene)
    }
}
