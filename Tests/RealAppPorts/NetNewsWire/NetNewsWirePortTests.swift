import Foundation
import Generators
import LifecycleRules
import LifecycleTesting
import LifecycleUIKit
import Testing

/// NetNewsWire's iOS delegates (Ranchero-Software/NetNewsWire, iOS/AppDelegate.swift and iOS/SceneDelegate.swift),
/// ported with the import changed and the lines listed in AppDelegate.swift's `// PORT:` comments, checked with
/// the app's own Info.plist scene manifest.
@MainActor
@Suite("RealAppPort NetNewsWire: the reader's delegates plug in")
struct NetNewsWirePortTests {
	/// The seed of the tests that assert a planted bug or a finding is caught: fixed, so they are deterministic
	/// (a fresh seed each run fails on the seeds whose cases miss the bug). The tests that assert a pass draw fresh seeds.
	static let fixedSeed = RunOptions(seed: Seed(0x0A))

	static let feeds = ["f0", "f1", "f2"]

	static func app() throws -> AppUnderTest {
		let plist = try #require(Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "App"))
		return AppUnderTest(
			name: "NetNewsWire", appDelegate: AppDelegate.self, sceneDelegates: [SceneDelegate.self],
			manifest: try SceneManifest.load(contentsOf: plist),
			storyboards: ["Main": UIStoryboard.Contents(initial: { UIViewController() })],
			payloads: PayloadCatalog(
				urls: [],
				activities: feeds.map { UserActivity(activityType: "SelectFeed", userInfo: ["feedID": .string($0)]) }
					+ [UserActivity(activityType: "ReadArticle", userInfo: ["feedID": "f1", "articleID": "a7"])],
				shortcuts: [
					ShortcutItem(type: "com.ranchero.NetNewsWire.FirstUnread", localizedTitle: "First Unread"),
					ShortcutItem(type: "com.ranchero.NetNewsWire.ShowSearch", localizedTitle: "Search"),
					ShortcutItem(type: "com.ranchero.NetNewsWire.ShowAdd", localizedTitle: "Add Feed"),
				]),
			userActions: [
				UserAction("select feed") { scene in
					guard let coordinator = (scene.delegate as? SceneDelegate)?.coordinator else { return }
					let current = coordinator.rootSplitViewController.feedID.flatMap { feeds.firstIndex(of: $0) } ?? -1
					coordinator.selectFeed(feeds[(current + 1) % feeds.count])
				},
				UserAction("read article") { scene in
					guard let coordinator = (scene.delegate as? SceneDelegate)?.coordinator,
					      let feedID = coordinator.rootSplitViewController.feedID else { return }
					coordinator.selectArticle("\(feedID)-a1")
				},
				UserAction("close article") { scene in
					(scene.delegate as? SceneDelegate)?.coordinator.selectArticle(nil)
				},
			],
			expectations: ContentExpectations(
				subjectForActivity: { $0.userInfo["articleID"] ?? $0.userInfo["feedID"] },
				subjectForShortcut: { item in
					switch item.type {
					case "com.ranchero.NetNewsWire.FirstUnread": return "a-unread"
					case "com.ranchero.NetNewsWire.ShowSearch": return "search"
					default: return "add-feed"
					}
				}))
	}

	@Test("NetNewsWire passes every rule on a phone and a pad", arguments: [DeviceProfile.phone, .pad])
	func conforms(device: DeviceProfile) async throws {
		let report = await expectLifecycleConformance(try Self.app(), options: ConformanceOptions(device: device))
		#expect(report?.passed == true)
	}

	@Test("returning the Restoration activity without the selection (a forgotten reading activity) is caught by A1")
	func forgottenRestorationIsCaught() async throws {
		var app = try Self.app()
		app.sceneDelegateClasses["SceneDelegate"] = { ForgetsSelectionSceneDelegate() }
		let report = await LifecycleConformance.check(app, options: ConformanceOptions(device: .phone, run: Self.fixedSeed))
		let counterexample = try #require(report.run.counterexample)
		#expect(counterexample.failure.rule == "A1")
	}
}

/// A plausible regression: the scene delegate hands back a bare "Restoration" activity (a declared type, so A12
/// stays quiet) instead of the coordinator's selecting/reading activity, so the selection is lost on reconnect.
final class ForgetsSelectionSceneDelegate: SceneDelegate {
	override func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
		NSUserActivity(activityType: "Restoration")
	}
}
