// A delegate that keeps each window's draft in a file, written as a team writes it for UIKit: the app
// computes its Documents directory in one place (`DraftsDirectory.url`), which the test points at a
// temporary directory that it also declares in `AppUnderTest.containerDirectories`.
import Foundation
import LifecycleRules
import LifecycleUIKit

/// Where the app keeps its files: the app's Documents directory, set by the test to a directory of its own.
@MainActor
enum DraftsDirectory {
    static var url = FileManager.default.temporaryDirectory.appendingPathComponent("FileDrafts-Documents")

    /// The draft file of a window: `drafts/<persistentIdentifier>.txt`, so the file belongs to the session.
    static func draftURL(_ session: UISceneSession) -> URL {
        url.appendingPathComponent("drafts").appendingPathComponent("\(session.persistentIdentifier).txt")
    }
}

@MainActor
class FileDraftsAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        for session in sceneSessions { try? FileManager.default.removeItem(at: DraftsDirectory.draftURL(session)) }
    }
}

@MainActor
class FileDraftsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        let draft = DraftsDirectory.draftURL(session)
        guard !FileManager.default.fileExists(atPath: draft.path) else { return }
        try? FileManager.default.createDirectory(at: draft.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data("untitled".utf8).write(to: draft)
    }

    /// A deliberate bug to plant in tests: treat a disconnect as a discard.
    var deletesDraftOnDisconnect: Bool { false }

    func sceneDidDisconnect(_ scene: UIScene) {
        guard deletesDraftOnDisconnect else { return }
        try? FileManager.default.removeItem(at: DraftsDirectory.draftURL(scene.session))
    }
}

/// The bug of `DeletesDraftOnDisconnect`, with a file: the draft is deleted in sceneDidDisconnect (A2).
@MainActor
final class DeletesDraftFileOnDisconnect: FileDraftsSceneDelegate {
    override var deletesDraftOnDisconnect: Bool { true }
}

/// The bug of `KeepsDataOnDiscard`, with a file: didDiscardSceneSessions deletes nothing (A3).
@MainActor
final class KeepsDraftFilesOnDiscard: FileDraftsAppDelegate {
    override func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

enum FileDraftsApp {
    /// The app with its files in `directory`; `DraftsDirectory.url` must point there while it runs.
    static func app(in directory: URL, deletesOnDisconnect: Bool = false, keepsOnDiscard: Bool = false) -> AppUnderTest {
        var app = AppUnderTest(
            name: "FileDrafts", makeAppDelegate: { keepsOnDiscard ? KeepsDraftFilesOnDiscard() : FileDraftsAppDelegate() },
            sceneDelegates: [FileDraftsSceneDelegate.self],
            manifest: .standard(delegateClassName: "FileDraftsSceneDelegate"),
            containerDirectories: [directory])
        if deletesOnDisconnect { app.sceneDelegateClasses["FileDraftsSceneDelegate"] = { DeletesDraftFileOnDisconnect() } }
        return app
    }
}
