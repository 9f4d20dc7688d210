import Foundation
import Generators
import LifecycleRules
import LifecycleTesting
import LifecycleUIKit
import Testing

/// A10 and an input that makes something new: a "New Note" quick action files a note under a new `UUID()` each time,
/// so no two deliveries show the same subject; both routes showing a new note agree, and a connection that ignores
/// the action still differs.
@MainActor
@Suite("A10 and a quick action that makes a new item", .serialized, .holdingCheckTurn)
struct NewSubjectQuickActionTests {
    struct NoteScreen: SceneContent {
        var note: String
        var subject: AnyHashable? { note }
    }

    struct ListScreen: SceneContent {}

    nonisolated(unsafe) static var ignoresAtConnection = false

    final class ScreenController: UIViewController, SceneContentProviding {
        var screen: AnyHashable = AnyHashable(ListScreen())
        var sceneContent: AnyHashable? { screen }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let controller = ScreenController()
        var note: String?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            self.window = window
            if connectionOptions.shortcutItem?.type == "com.example.notes.new", !NewSubjectQuickActionTests.ignoresAtConnection {
                makeNote()
            }
        }

        func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                         completionHandler: @escaping (Bool) -> Void) {
            makeNote()
            completionHandler(true)
        }

        func makeNote() {
            let id = UUID().uuidString
            UserDefaults.standard.set("", forKey: "note-\(id)")
            note = id
            controller.screen = AnyHashable(NoteScreen(note: id))
        }

        func deleteNote() {
            guard let note else { return }
            UserDefaults.standard.removeObject(forKey: "note-\(note)")
            self.note = nil
            controller.screen = AnyHashable(ListScreen())
        }
    }

    static func execute(_ events: [LifecycleEvent], ignoresAtConnection: Bool) async -> PropertyFailure? {
        Self.ignoresAtConnection = ignoresAtConnection
        defer { Self.ignoresAtConnection = false }
        let app = AppUnderTest(name: "NewNotes", appDelegate: AppDelegate.self, sceneDelegates: [SceneDelegate.self],
                               manifest: .standard(),
                               payloads: PayloadCatalog(shortcuts: [ShortcutItem(type: "com.example.notes.new", localizedTitle: "New Note")]),
                               userActions: [UserAction("delete") { scene in (scene.delegate as? SceneDelegate)?.deleteNote() }])
        let target = LifecycleConformance.target(app, options: ConformanceOptions(device: .pad, only: ["A10"]))
        return await Executor.execute(plain: events, on: target).failure
    }

    /// The action while connected, the note deleted, then the action at a new window's connection: the app keeps
    /// the same data as each arrives, so A10 compares the two.
    static let events: [LifecycleEvent] = [.launch, .shortcut(.session(SessionID(0)), payload: 0), .userAction(SessionID(0), action: 0),
                                           .shortcut(.newWindow, payload: 0)]

    @Test("a new note by either route is the same thing shown, though its identifier is new each time")
    func newNoteEitherWay() async {
        let failure = await Self.execute(Self.events, ignoresAtConnection: false)
        #expect(failure == nil, "\(String(describing: failure))")
    }

    @Test("a connection that ignores the action shows the list where the connected scene showed a new note: A10")
    func ignoredAtConnection() async {
        let failure = await Self.execute(Self.events, ignoresAtConnection: true)
        #expect(failure?.rule == "A10", "\(String(describing: failure))")
    }
}
