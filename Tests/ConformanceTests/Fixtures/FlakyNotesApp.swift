// Delegates that do not behave the same way on every run, as real ones sometimes do: state kept in
// a static across processes, or randomness. The runner must report them as nondeterministic, with
// evidence, never crash and never call a result proved.
import LifecycleRules
import LifecycleUIKit

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
final class FlakySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var note: String?
    var policy: FlakyPolicy = .failsTwiceThenPasses

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = NoteViewController()
        window.makeKeyAndVisible()
        self.window = window
        if let delivered = connectionOptions.userActivities.first?.userInfo?["note"] as? String {
            note = delivered
        } else if let restored = session.stateRestorationActivity?.userInfo?["note"] as? String {
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

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        note = userActivity.userInfo?["note"] as? String
        render()
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        note.map { note in
            let activity = NSUserActivity(activityType: "com.example.notes.open")
            activity.userInfo = ["note": note]
            return activity
        }
    }

    func render() { (window?.rootViewController as? NoteViewController)?.note = note }
}

enum FlakyNotesApp {
    static func app(_ policy: FlakyPolicy) -> AppUnderTest {
        var app = AppUnderTest(
            name: "FlakyNotes",
            appDelegate: NotesAppDelegate.self,
            manifest: .standard(delegateClassName: "FlakySceneDelegate"),
            payloads: PayloadCatalog(
                urls: ["notes://"],
                activities: ["1", "2"].map { UserActivity(activityType: "com.example.notes.open", userInfo: ["note": $0]) },
                shortcuts: [ShortcutItem(type: "com.example.notes.new")]),
            expectations: ContentExpectations(subjectForActivity: { $0.userInfo["note"].map(AnyHashable.init) }))
        // The delegate needs its policy, so the test registers how to make it under the name the Info.plist gives.
        app.sceneDelegateClasses["FlakySceneDelegate"] = {
            let delegate = FlakySceneDelegate()
            delegate.policy = policy
            return delegate
        }
        return app
    }
}
