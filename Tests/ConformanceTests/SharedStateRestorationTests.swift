import Foundation
import Generators
import LifecycleRules
import LifecycleTesting
import LifecycleUIKit
import Testing

/// A1 and state that windows share: a window that comes back showing the note as another window edited and stored it
/// meanwhile restored what it should; one that comes back without a draft nobody stored, or with a copy older than
/// what was stored, did not.
@MainActor
@Suite("A1 and state windows share", .serialized, .holdingCheckTurn)
struct SharedStateRestorationTests {
    /// What every window of the note app shows: the note, its subject, and its body, which every window on the note
    /// shows alike.
    struct NoteScreen: SceneContent {
        var note: String
        var body: String
        var subject: AnyHashable? { note }
        var sharedState: AnyHashable? { body }
    }

    /// How the app goes wrong, if it does.
    enum Flaw: Sendable {
        case none
        /// Typing changes the window's body and is never stored.
        case neverStoresTyping
        /// A window that comes back shows the body as it was stored when the process launched.
        case restoresLaunchCopy
        /// The first window a process restores shows no body and does not follow other windows' edits.
        case forgetsFirstRestored
        /// A window that comes back shows the first body the process stored.
        case restoresFirstStoredCopy
        /// Not a flaw: typing is stored when the window goes to the background, not at once.
        case storesInTheBackground
    }

    static let key = "shared-note-n0"
    static let changed = Notification.Name("SharedStateRestorationTests.changed")
    nonisolated(unsafe) static var flaw = Flaw.none
    nonisolated(unsafe) static var launchCopy = ""
    nonisolated(unsafe) static var restoredSinceLaunch = false
    nonisolated(unsafe) static var firstStored: String?

    final class NoteViewController: UIViewController, SceneContentProviding {
        var body = ""
        var sceneContent: AnyHashable? { NoteScreen(note: "n0", body: body) }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            SharedStateRestorationTests.launchCopy = UserDefaults.standard.string(forKey: SharedStateRestorationTests.key) ?? ""
            SharedStateRestorationTests.restoredSinceLaunch = false
            SharedStateRestorationTests.firstStored = nil
            return true
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let controller = NoteViewController()
        var observer: (any NSObjectProtocol)?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            self.window = window
            let restoring = session.stateRestorationActivity != nil
            defer { if restoring { SharedStateRestorationTests.restoredSinceLaunch = true } }
            if restoring, SharedStateRestorationTests.flaw == .forgetsFirstRestored, !SharedStateRestorationTests.restoredSinceLaunch {
                controller.body = ""
                return
            }
            switch SharedStateRestorationTests.flaw {
            case .restoresLaunchCopy where restoring: controller.body = SharedStateRestorationTests.launchCopy
            case .restoresFirstStoredCopy where restoring: controller.body = SharedStateRestorationTests.firstStored ?? Self.stored
            default: controller.body = Self.stored
            }
            observer = NotificationCenter.default.addObserver(forName: SharedStateRestorationTests.changed, object: nil,
                                                              queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.controller.body = Self.stored }
            }
        }

        func sceneDidDisconnect(_ scene: UIScene) {
            if let observer { NotificationCenter.default.removeObserver(observer) }
        }

        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
            NSUserActivity(activityType: "com.example.note")
        }

        static var stored: String { UserDefaults.standard.string(forKey: SharedStateRestorationTests.key) ?? "" }

        func userTyped() {
            controller.body += "x"
            guard SharedStateRestorationTests.flaw != .neverStoresTyping, SharedStateRestorationTests.flaw != .storesInTheBackground else { return }
            store()
        }

        func sceneDidEnterBackground(_ scene: UIScene) {
            if SharedStateRestorationTests.flaw == .storesInTheBackground { store() }
        }

        func store() {
            if SharedStateRestorationTests.firstStored == nil { SharedStateRestorationTests.firstStored = controller.body }
            UserDefaults.standard.set(controller.body, forKey: SharedStateRestorationTests.key)
            NotificationCenter.default.post(name: SharedStateRestorationTests.changed, object: nil)
        }
    }

    static func execute(_ events: [LifecycleEvent], flaw: Flaw) async -> PropertyFailure? {
        Self.flaw = flaw
        defer { Self.flaw = .none }
        let app = AppUnderTest(name: "SharedNote", appDelegate: AppDelegate.self, sceneDelegates: [SceneDelegate.self],
                               manifest: .standard(),
                               userActions: [UserAction("type") { scene in (scene.delegate as? SceneDelegate)?.userTyped() },
                                             // Stores something else: the last time the app was used.
                                             UserAction("touch") { _ in
                                                 let uses = UserDefaults.standard.integer(forKey: "shared-note-uses")
                                                 UserDefaults.standard.set(uses + 1, forKey: "shared-note-uses")
                                             }])
        let target = LifecycleConformance.target(app, options: ConformanceOptions(device: .pad, only: ["A1"]))
        return await Executor.execute(plain: events, on: target).failure
    }

    static let A = SessionID(0), B = SessionID(1)

    @Test("a window that comes back showing the body another window on the note stored meanwhile passes A1")
    func editedElsewhere() async {
        let events: [LifecycleEvent] = [.launch, .openWindow(.user), .background(Self.A), .systemDisconnect(Self.A),
                                        .userAction(Self.B, action: 0), .foreground(Self.A, .user)]
        let failure = await Self.execute(events, flaw: .none)
        #expect(failure == nil, "\(String(describing: failure))")
    }

    @Test("the same after the process ended and relaunched")
    func editedElsewhereAfterRelaunch() async {
        let events: [LifecycleEvent] = [.launch, .openWindow(.user), .background(Self.B), .systemDisconnect(Self.B),
                                        .background(Self.A), .processDeath, .foreground(Self.A, .user),
                                        .userAction(Self.A, action: 0), .foreground(Self.B, .user)]
        let failure = await Self.execute(events, flaw: .none)
        #expect(failure == nil, "\(String(describing: failure))")
    }

    @Test("a draft typed and never stored, gone when the window comes back, breaks A1 though another window shows the note")
    func draftNeverStored() async {
        let events: [LifecycleEvent] = [.launch, .userAction(Self.A, action: 0), .background(Self.A), .systemDisconnect(Self.A),
                                        .openWindow(.user), .foreground(Self.A, .user)]
        let failure = await Self.execute(events, flaw: .neverStoresTyping)
        #expect(failure?.rule == "A1", "\(String(describing: failure))")
        #expect(failure?.details == ["− before: NoteScreen(note: \"n0\", body: \"x\")", "+ after:  NoteScreen(note: \"n0\", body: \"\")"])
    }

    @Test("a window that comes back with a copy older than what another window stored breaks A1")
    func olderCopyRestored() async {
        let events: [LifecycleEvent] = [.launch, .openWindow(.user), .userAction(Self.A, action: 0), .background(Self.A),
                                        .systemDisconnect(Self.A), .userAction(Self.B, action: 0), .foreground(Self.A, .user)]
        #expect(await Self.execute(events, flaw: .none) == nil)
        let failure = await Self.execute(events, flaw: .restoresLaunchCopy)
        #expect(failure?.rule == "A1", "\(String(describing: failure))")
        #expect(failure?.details == ["− before: NoteScreen(note: \"n0\", body: \"x\")", "+ after:  NoteScreen(note: \"n0\", body: \"\")"])
    }

    @Test("a window reconnected in the background without its body breaks A1 on screen: what it showed meanwhile is no evidence")
    func forgottenInTheBackground() async {
        let events: [LifecycleEvent] = [.launch, .openWindow(.user), .userAction(Self.A, action: 0), .background(Self.A),
                                        .background(Self.B), .processDeath, .backgroundConnect(Self.A, protectedDataAvailable: true),
                                        .foreground(Self.B, .user), .userAction(Self.B, action: 0), .foreground(Self.A, .user)]
        #expect(await Self.execute(events, flaw: .none) == nil)
        let failure = await Self.execute(events, flaw: .forgetsFirstRestored)
        #expect(failure?.rule == "A1", "\(String(describing: failure))")
        #expect(failure?.details == ["− before: NoteScreen(note: \"n0\", body: \"x\")", "+ after:  NoteScreen(note: \"n0\", body: \"\")"])
    }

    @Test("an unrelated write while a window is away is no evidence: the draft it never stored still breaks A1")
    func unrelatedWrite() async {
        let events: [LifecycleEvent] = [.launch, .openWindow(.user), .userAction(Self.A, action: 0), .background(Self.A),
                                        .systemDisconnect(Self.A), .userAction(Self.B, action: 1), .foreground(Self.A, .user)]
        let failure = await Self.execute(events, flaw: .neverStoresTyping)
        #expect(failure?.rule == "A1", "\(String(describing: failure))")
    }

    @Test("a window that comes back with the first of two stored edits breaks A1: only the latest stands in")
    func olderOfTwoStoredEdits() async {
        let events: [LifecycleEvent] = [.launch, .openWindow(.user), .background(Self.A), .systemDisconnect(Self.A),
                                        .userAction(Self.B, action: 0), .userAction(Self.B, action: 0), .foreground(Self.A, .user)]
        #expect(await Self.execute(events, flaw: .none) == nil)
        let failure = await Self.execute(events, flaw: .restoresFirstStoredCopy)
        #expect(failure?.rule == "A1", "\(String(describing: failure))")
        #expect(failure?.details == ["− before: NoteScreen(note: \"n0\", body: \"\")", "+ after:  NoteScreen(note: \"n0\", body: \"x\")"])
    }

    @Test("an edit another window stores as it leaves (a force quit) stands in for a window that comes back after it")
    func storedAsItLeft() async {
        let events: [LifecycleEvent] = [.launch, .openWindow(.user), .background(Self.A), .systemDisconnect(Self.A),
                                        .userAction(Self.B, action: 0), .forceQuit(.backgroundThenTerminate), .foreground(Self.A, .user)]
        let failure = await Self.execute(events, flaw: .storesInTheBackground)
        #expect(failure == nil, "\(String(describing: failure))")
    }
}
