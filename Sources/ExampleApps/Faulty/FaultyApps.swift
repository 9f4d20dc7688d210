#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleRules
import LifecycleUIKit

/// Editors whose delegates misbehave in ways no rule can judge: one never returns, one traps, one exits.
///
/// They show what a run does then: a hang is reported when the case's
/// deadline passes (with the event it hung in, the seed and the replay line,
/// exit status 1), a trap leaves a note with the case, the event and the
/// replay line before the process ends, and an exit leaves the same note and
/// ends the process with status 1 whatever status the app passed. `lifecycle-check run --app NAME`
/// accepts their names; they are not mutants (no rule catches them).
public enum FaultyApps {
    /// Every faulty app: its name and what goes wrong.
    public static let all: [(name: String, fault: String, app: AppUnderTest)] = [
        ("HangsInDisconnect", "sceneDidDisconnect never returns (it waits for a reply that never comes)",
         DocumentEditor.app(name: "HangsInDisconnect", sceneDelegate: HangsInDisconnect.self)),
        ("TrapsInDisconnect", "sceneDidDisconnect force-unwraps a value that is nil after a disconnect",
         DocumentEditor.app(name: "TrapsInDisconnect", sceneDelegate: TrapsInDisconnect.self)),
        ("ExitsInDisconnect", "sceneDidDisconnect calls exit(0) (it \"quits\" when its last window goes)",
         DocumentEditor.app(name: "ExitsInDisconnect", sceneDelegate: ExitsInDisconnect.self)),
    ]

    /// The faulty app with this name, if any.
    public static func named(_ name: String) -> AppUnderTest? { all.first { $0.name == name }?.app }
}

/// Waits in sceneDidDisconnect for a reply that never comes.
@MainActor
final class HangsInDisconnect: EditorSceneDelegate {
    override func sceneDidDisconnect(_ scene: UIScene) {
        var replied = false
        while !replied { usleep(10_000); replied = Self.reply() }
    }

    private static func reply() -> Bool { false }
}

/// Force-unwraps its window in sceneDidDisconnect, after it has been released.
@MainActor
final class TrapsInDisconnect: EditorSceneDelegate {
    override func sceneDidDisconnect(_ scene: UIScene) {
        let released: UIWindow? = nil
        precondition(released != nil, "the window is gone")
    }
}

/// Calls `exit(0)` in sceneDidDisconnect, as apps that "quit" when their window goes do.
@MainActor
final class ExitsInDisconnect: EditorSceneDelegate {
    override func sceneDidDisconnect(_ scene: UIScene) {
        exit(0)
    }
}
