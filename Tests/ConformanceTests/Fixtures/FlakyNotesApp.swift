// Delegates that do not behave the same way on every run, as real ones sometimes do: state kept in
// a static across processes, or randomness. The runner must report them as nondeterministic, with
// evidence, never crash and never call a result proved.
import LifecycleSpec

/// Process-independent state the flaky delegates keep (a static survives every simulated process).
@MainActor
enum FlakyState {
    /// How many more reconnects may ignore the restoration activity (`failsTwiceThenPasses`).
    static var failuresLeft = 0
    /// Whether the restoration activity was ignored once already (`randomAfterFirstFailure`).
    static var failedOnce = false
    /// A linear congruential generator's state: randomness that differs from run to run.
    static var noise: UInt64 = 0x9E37_79B9_7F4A_7C15

    static func coinFlip() -> Bool {
        noise = noise &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return noise >> 63 == 1
    }

    static func reset(failuresLeft: Int) {
        self.failuresLeft = failuresLeft
        failedOnce = false
        noise = 0x9E37_79B9_7F4A_7C15
    }
}

/// How a flaky scene delegate decides to ignore the restoration activity on a reconnect.
enum FlakyPolicy: Sendable {
    /// Ignores it on the first two reconnects that carry one (of all runs), then restores correctly.
    case failsTwiceThenPasses
    /// Ignores it on every reconnect until it has once, then on a coin flip.
    case randomAfterFirstFailure
}

@MainActor
final class FlakySceneDelegate: WindowSceneDelegate {
    var window: Window?
    var note: String?
    let policy: FlakyPolicy

    init(policy: FlakyPolicy) { self.policy = policy }

    func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: SceneConnectionOptions) {
        let window = Window(windowScene: scene)
        window.makeKeyAndVisible()
        self.window = window
        if let delivered = connectionOptions.userActivities.first?.userInfo["note"] {
            note = delivered
        } else if let restored = session.stateRestorationActivity?.userInfo["note"] {
            // The bug bites only where it shows: a plain reconnect (one carrying a URL or a quick
            // action is meant to change what the scene shows, so A1 does not judge it).
            let plain = connectionOptions.urlContexts.isEmpty && connectionOptions.shortcutItem == nil
                && connectionOptions.handoffUserActivityType == nil
            note = plain && ignoresRestoration() ? nil : restored
        }
        render()
    }

    private func ignoresRestoration() -> Bool {
        switch policy {
        case .failsTwiceThenPasses:
            guard FlakyState.failuresLeft > 0 else { return false }
            FlakyState.failuresLeft -= 1
            return true
        case .randomAfterFirstFailure:
            guard FlakyState.failedOnce else {
                FlakyState.failedOnce = true
                return true
            }
            return FlakyState.coinFlip()
        }
    }

    func scene(_ scene: WindowScene, continue userActivity: UserActivity) {
        note = userActivity.userInfo["note"]
        render()
    }

    func stateRestorationActivity(for scene: WindowScene) -> UserActivity? {
        note.map { UserActivity(activityType: "com.example.notes.open", userInfo: ["note": $0]) }
    }

    func render() { window?.content = NoteScreen(note: note, text: "") }
}

enum FlakyNotesApp {
    static func app(_ policy: FlakyPolicy) -> AppUnderTest {
        AppUnderTest(
            name: "FlakyNotes",
            appDelegate: { NotesAppDelegate() },
            sceneDelegate: { _, _ in FlakySceneDelegate(policy: policy) },
            payloads: PayloadCatalog(
                urls: ["notes://"],
                activities: ["1", "2"].map { UserActivity(activityType: "com.example.notes.open", userInfo: ["note": $0]) },
                shortcuts: [ShortcutItem(type: "com.example.notes.new")]),
            expectations: ContentExpectations(subjectForActivity: { $0.userInfo["note"].map(AnyHashable.init) }))
    }
}
