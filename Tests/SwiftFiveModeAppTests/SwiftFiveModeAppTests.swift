import LifecycleTesting

/// An app in Swift 5 language mode, as most apps moving to scenes are, compiled with only its import changed: the
/// UIKit-shaped module's main-actor types are `@preconcurrency`, as UIKit's are, so its main-actor calls from a
/// notification block compile as they do against UIKit, and its observers on the main queue run as on iOS.
@MainActor
@Suite("An app in Swift 5 mode plugs in unchanged", .holdingCheckTurn)
struct SwiftFiveModeAppTests {
    static var app: AppUnderTest {
        AppUnderTest(name: "CounterSwift5", appDelegate: AppDelegate.self, sceneDelegates: [SceneDelegate.self],
                     manifest: .standard(),
                     userActions: [UserAction("increment") { scene in
                         ((scene.delegate as? SceneDelegate)?.window?.rootViewController as? CounterViewController)?.userTappedIncrement()
                     }])
    }

    @Test("the app passes every rule, its observers on the main queue running in the event that posts")
    func conforms() async throws {
        CounterStore.shared.reset()
        let report = await expectLifecycleConformance(Self.app, options: ConformanceOptions(device: .pad, run: RunOptions(cases: 60)))
        #expect(report?.passed == true)
    }

    @Test("an increment queued from a user action reaches every window before the event ends")
    func incrementReachesEveryWindow() async throws {
        CounterStore.shared.reset()
        let runtime = Self.app.makeRuntime(SpecConfiguration(device: .pad))
        try await runtime.send(.launch)
        try await runtime.send(.openWindow(.user))
        try await runtime.send(.userAction(SessionID(1), action: 0))
        let labels = [SessionID(0), SessionID(1)].map { id in
            ((runtime.scene(of: id)?.delegate as? SceneDelegate)?.window?.rootViewController as? CounterViewController)?.countLabel.text
        }
        #expect(labels == ["1", "1"])
        try await runtime.send(.background(SessionID(1)))
        #expect((runtime.scene(of: SessionID(1))?.delegate as? SceneDelegate)?.backgrounds == 1)
    }
}
