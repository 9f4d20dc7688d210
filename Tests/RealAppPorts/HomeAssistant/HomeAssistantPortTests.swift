import Foundation
import Generators
import LifecycleRules
import LifecycleTesting
import LifecycleUIKit
import Testing

/// Home Assistant's delegates (home-assistant/iOS, Sources/App/AppDelegate.swift, Scenes/WebViewSceneDelegate.swift,
/// Scenes/SceneActivity.swift), ported with the import changed and the lines marked `// PORT:`, checked with the
/// app's Info.plist manifest (five window configurations, a CarPlay one).
@MainActor
@Suite("RealAppPort HomeAssistant: the web-view scene's delegates plug in")
struct HomeAssistantPortTests {
	/// The seed of the tests that assert a planted bug or a finding is caught: fixed, so they are deterministic
	/// (a fresh seed each run fails on the seeds whose cases miss the bug). The tests that assert a pass draw fresh seeds.
	static let fixedSeed = RunOptions(seed: Seed(0x0A))

	static let paths = ["lovelace/0", "lovelace/1", "energy"]

	/// The quick action asks the Home Assistant server to act (`WebViewWindowController.handle(shortcutItem:)`), which
	/// the port stubs: no delivery of it can change what the app shows or stores here, and the health check says so.
	static let stubbedQuickActions: Set<HealthCheck> = [.ignoredDeliveries]

	static func app() throws -> AppUnderTest {
		let plist = try #require(Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "App"))
		var app = AppUnderTest(
			name: "HomeAssistant", appDelegate: AppDelegate.self,
			manifest: try SceneManifest.load(contentsOf: plist),
			payloads: PayloadCatalog(
				urls: ["homeassistant://navigate/lovelace/1", "homeassistant://navigate/energy"],
				activities: [],
				shortcuts: [ShortcutItem(type: "io.robbie.HomeAssistant.action.lights", localizedTitle: "Lights")]),
			userActions: [
				UserAction("open dashboard") { scene in
					guard let delegate = scene.delegate as? WebViewSceneDelegate,
					      let controller = delegate.windowController?.webViewControllerPromise.resultValue else { return }
					let current = controller.currentURL.flatMap { url in paths.firstIndex { url.path == "/" + $0 } } ?? -1
					controller.navigateToPath(path: paths[(current + 1) % paths.count])
				},
			],
			expectations: ContentExpectations(subjectForURL: { URL(string: $0)?.path }))
		// WebViewSceneDelegate derives from NSObject, not UIResponder: `sceneDelegates:` takes UIResponder classes only.
		app.sceneDelegateClasses["WebViewSceneDelegate"] = { WebViewSceneDelegate() }
		return app
	}

	/// FINDING (a probable bug of the app): WebViewController's activity, which the window controller returns for
	/// restoration, has type "<bundle id>.frontend", and the Info.plist's NSUserActivityTypes does not list it.
	/// Minimal lifecycle: launch, then background or a force quit through the background (on a phone).
	@Test("A12: Home Assistant restores through an activity type its Info.plist does not declare")
	func undeclaredRestorationTypeIsReported() async throws {
		let report = await LifecycleConformance.check(try Self.app(), options: ConformanceOptions(device: .phone, run: Self.fixedSeed, only: ["A12"], suppressedHealthChecks: Self.stubbedQuickActions))
		let counterexample = try #require(report.run.counterexample)
		#expect(counterexample.failure.rule == "A12")
		#expect(counterexample.events.count == 2)
		// Either of the two-event lifecycles that ask for the restoration activity.
		#expect([.background(SessionID(0)), .forceQuit(.backgroundThenTerminate)].contains(counterexample.events.last))
	}

	/// FINDING (a probable bug of the app): configurationForConnecting answers every non-CarPlay session with a
	/// `.windowApplication` configuration, so an external display's session gets one of the wrong role.
	@Test("A9: Home Assistant returns an application-role configuration for an external display")
	func externalDisplayConfigurationIsReported() async throws {
		let report = await LifecycleConformance.check(try Self.app(), options: ConformanceOptions(device: .pad, run: Self.fixedSeed, only: ["A9"], suppressedHealthChecks: Self.stubbedQuickActions))
		let counterexample = try #require(report.run.counterexample)
		#expect(counterexample.failure.rule == "A9")
		#expect(counterexample.events.count == 2)
		#expect(counterexample.events.last == .connectExternalDisplay)
	}

	/// Was a false alarm, fixed: sceneDidBecomeActive starts `Task { await updateDatabase() }`, which holds the
	/// delegate until it runs. On iOS it runs right after the callback, and so it does here now: each event ends
	/// with a turn of the main run loop (`ReferenceRuntime.send(_:)`), so the delegate is gone by
	/// the next disconnect and A5 holds. Before, no Task ran during a check and A5 failed at launch, discard.
	@Test("A5 holds: the Task sceneDidBecomeActive starts runs before the next event, as on iOS", arguments: [DeviceProfile.phone, .pad])
	func pendingTaskRunsBetweenEvents(device: DeviceProfile) async throws {
		let report = await LifecycleConformance.check(try Self.app(), options: ConformanceOptions(device: device, only: ["A5"], suppressedHealthChecks: Self.stubbedQuickActions))
		#expect(report.passed, "\(report.run.counterexample?.failure.message ?? "")")
		#expect(report.run.eventsRun > 1_000)
	}

	/// Was a false alarm, fixed: WebViewController keeps updating the NSUserActivity object it returned for
	/// restoration. UIKit puts a copy on the session ("the system puts a copy of it in this property"), and so
	/// does the runtime now, so the next willConnect carries what was returned, and S6 holds.
	@Test("S6 holds: the session keeps a copy of the restoration activity the app goes on mutating")
	func mutatedActivityIsCopied() async throws {
		let report = await LifecycleConformance.check(try Self.app(), options: ConformanceOptions(device: .phone, only: ["S6"], suppressedHealthChecks: Self.stubbedQuickActions))
		#expect(report.passed, "\(report.run.counterexample?.failure.message ?? "")")
	}

	@Test("Home Assistant passes every rule but A12 and A9, its two findings, on a phone and a pad", arguments: [DeviceProfile.phone, .pad])
	func conformsApartFromFindings(device: DeviceProfile) async throws {
		let report = await expectLifecycleConformance(try Self.app(), options: ConformanceOptions(device: device, skip: ["A12", "A9"],
			suppressedHealthChecks: Self.stubbedQuickActions))
		#expect(report?.passed == true)
	}

	/// The two findings fixed as the app would fix them: the restoration activity's type declared in
	/// NSUserActivityTypes, and an external display's session answered with the configuration UIKit filled in.
	/// With those two changes the port passes every rule, none skipped.
	@Test("with its two findings fixed, Home Assistant passes every rule on a phone and a pad", arguments: [DeviceProfile.phone, .pad])
	func fixedConformsToEveryRule(device: DeviceProfile) async throws {
		var app = try Self.app()
		app.manifest?.userActivityTypes.append("\(Constants.BundleID).frontend")
		app.makeAppDelegate = { ExternalDisplayAwareAppDelegate() }
		let report = await expectLifecycleConformance(app, options: ConformanceOptions(device: device,
			suppressedHealthChecks: Self.stubbedQuickActions))
		#expect(report?.passed == true)
	}

	@Test("a scene delegate that forgets to hand back the window controller's activity is caught by A1")
	func forgottenRestorationIsCaught() async throws {
		var app = try Self.app()
		app.sceneDelegateClasses["WebViewSceneDelegate"] = { ForgetfulWebViewSceneDelegate() }
		let report = await LifecycleConformance.check(app, options: ConformanceOptions(device: .pad, run: Self.fixedSeed, skip: ["A12", "A9"]))
		let counterexample = try #require(report.run.counterexample)
		#expect(counterexample.failure.rule == "A1")
	}
}

/// WebViewSceneDelegate (final, so wrapped) without its stateRestorationActivity(for:): UIKit's default keeps the
/// session's old activity, so a reconnected window opens the page it showed when it was first restored.
final class ForgetfulWebViewSceneDelegate: NSObject, UIWindowSceneDelegate {
	private let wrapped = WebViewSceneDelegate()
	var window: UIWindow? {
		get { wrapped.window }
		set { wrapped.window = newValue }
	}
	func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
		wrapped.scene(scene, willConnectTo: session, options: connectionOptions)
	}
	func sceneDidDisconnect(_ scene: UIScene) { wrapped.sceneDidDisconnect(scene) }
	func sceneDidBecomeActive(_ scene: UIScene) { wrapped.sceneDidBecomeActive(scene) }
	func sceneWillResignActive(_ scene: UIScene) { wrapped.sceneWillResignActive(scene) }
	func sceneDidEnterBackground(_ scene: UIScene) { wrapped.sceneDidEnterBackground(scene) }
	func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { wrapped.scene(scene, openURLContexts: URLContexts) }
	func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { wrapped.scene(scene, continue: userActivity) }
	func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
		wrapped.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler)
	}
}

/// Home Assistant's AppDelegate with A9's finding fixed: a session of a role the Info.plist does not declare (an
/// external display) gets the configuration UIKit filled in for it; every other session is answered as before.
final class ExternalDisplayAwareAppDelegate: AppDelegate {
	override func application(
		_ application: UIApplication,
		configurationForConnecting connectingSceneSession: UISceneSession,
		options: UIScene.ConnectionOptions
	) -> UISceneConfiguration {
		if connectingSceneSession.role == .windowExternalDisplayNonInteractive { return connectingSceneSession.configuration }
		return super.application(application, configurationForConnecting: connectingSceneSession, options: options)
	}
}
