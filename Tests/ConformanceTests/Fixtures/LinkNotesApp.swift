// A notes app as Xcode's template grows into one: a URL scheme and an activity type in its Info.plist, a navigation
// controller with real view controllers (no package protocol adopted), and links that open a note. Its planted bug is
// the commonest of a migration: links handled only in `scene(_:openURLContexts:)`, so a link that launches the app
// or opens a new window is dropped. Only the import differs from the iOS file.
import Foundation
import LifecycleRules
import LifecycleUIKit

/// The list of notes, the navigation controller's root.
@MainActor
final class NotesListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }
}

/// One note, pushed over the list.
@MainActor
final class NoteDetailViewController: UIViewController {
    let noteID: String
    init(noteID: String) {
        self.noteID = noteID
        super.init(nibName: nil, bundle: nil)
        title = "Note \(noteID)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
final class LinkNotesAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

@MainActor
class LinkNotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The planted bug: the links in the connection options are not read.
    var readsLinksAtConnection: Bool { true }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: NotesListViewController())
        window.makeKeyAndVisible()
        self.window = window
        if let restored = session.stateRestorationActivity { open(restored) }
        if readsLinksAtConnection, let url = connectionOptions.urlContexts.first?.url { open(url) }
        if readsLinksAtConnection, let activity = connectionOptions.userActivities.first { open(activity) }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        if let url = URLContexts.first?.url { open(url) }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        open(userActivity)
    }

    /// The note on screen, to restore the window as it was.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let navigation = window?.rootViewController as? UINavigationController,
              let note = navigation.topViewController as? NoteDetailViewController else { return nil }
        let activity = NSUserActivity(activityType: "com.example.notes.editing")
        activity.userInfo = ["item": note.noteID]
        return activity
    }

    /// `notes://item/<id>` opens note `<id>`.
    func open(_ url: URL) {
        guard url.scheme == "notes" else { return }
        show(noteID: url.lastPathComponent)
    }

    func open(_ activity: NSUserActivity) {
        // A universal link: https://notes.example.com/item/<id>.
        if activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL {
            show(noteID: url.lastPathComponent)
            return
        }
        guard activity.activityType == "com.example.notes.editing", let id = activity.userInfo?["item"] as? String else { return }
        show(noteID: id)
    }

    func show(noteID: String) {
        guard let navigation = window?.rootViewController as? UINavigationController else { return }
        navigation.setViewControllers([NotesListViewController(), NoteDetailViewController(noteID: noteID)], animated: false)
    }
}

/// The bug: links at connection are dropped.
@MainActor
final class ColdLinkDroppingSceneDelegate: LinkNotesSceneDelegate {
    override var readsLinksAtConnection: Bool { false }
}

enum LinkNotesApp {
    /// The app's Info.plist, as Xcode writes it with a URL type and an activity type added.
    static func infoPlist(delegateClassName: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleURLTypes</key>
            <array>
                <dict>
                    <key>CFBundleURLName</key>
                    <string>com.example.notes</string>
                    <key>CFBundleURLSchemes</key>
                    <array>
                        <string>notes</string>
                    </array>
                </dict>
            </array>
            <key>NSUserActivityTypes</key>
            <array>
                <string>com.example.notes.editing</string>
            </array>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UIApplicationSupportsMultipleScenes</key>
                <true/>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array>
                        <dict>
                            <key>UISceneConfigurationName</key>
                            <string>Default Configuration</string>
                            <key>UISceneDelegateClassName</key>
                            <string>$(PRODUCT_MODULE_NAME).\(delegateClassName)</string>
                        </dict>
                    </array>
                </dict>
            </dict>
        </dict>
        </plist>
        """.utf8)
    }

    /// The app as the README's test plugs it in: its delegates and its Info.plist, nothing else.
    static func app(dropsColdLinks: Bool) throws -> AppUnderTest {
        try app("LinkNotes", fixed: LinkNotesSceneDelegate.self, dropping: ColdLinkDroppingSceneDelegate.self,
                dropsColdLinks: dropsColdLinks)
    }

    /// One of the notes apps as the README's test plugs it in: named `name` with its `fixed` scene delegate, or
    /// `name` + "DropsColdLinks" with the one `dropping` the links at connection; its Info.plist names the delegate.
    static func app(
        _ name: String, fixed: any (UIResponder & UISceneDelegate).Type, dropping: any (UIResponder & UISceneDelegate).Type,
        dropsColdLinks: Bool, userActions: [UserAction] = []
    ) throws -> AppUnderTest {
        let delegate = dropsColdLinks ? dropping : fixed
        return AppUnderTest(
            name: dropsColdLinks ? name + "DropsColdLinks" : name,
            appDelegate: LinkNotesAppDelegate.self, sceneDelegates: [delegate],
            manifest: try SceneManifest.load(plistData: infoPlist(delegateClassName: String(describing: delegate))),
            userActions: userActions)
    }
}

/// One controller for everything, as some apps have: a link changes only the list controller's title, which then
/// names the note. The window is restored from that title.
@MainActor
class TitleNotesSceneDelegate: LinkNotesSceneDelegate {
    override func show(noteID: String) {
        guard let list = (window?.rootViewController as? UINavigationController)?.topViewController else { return }
        list.loadViewIfNeeded()  // viewDidLoad sets the list's own title: load it first, as UIKit would before a change
        list.title = "Note \(noteID)"
    }

    override func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let title = (window?.rootViewController as? UINavigationController)?.topViewController?.title,
              title.hasPrefix("Note ") else { return nil }
        let activity = NSUserActivity(activityType: "com.example.notes.editing")
        activity.userInfo = ["item": String(title.dropFirst(5))]
        return activity
    }
}

/// The same with the bug: links at connection are dropped, and only the title would have shown it.
@MainActor
final class TitleColdLinkDroppingSceneDelegate: TitleNotesSceneDelegate {
    override var readsLinksAtConnection: Bool { false }
}

extension LinkNotesApp {
    /// The one-controller app, as the README's test plugs it in.
    static func titleApp(dropsColdLinks: Bool) throws -> AppUnderTest {
        try app("TitleNotes", fixed: TitleNotesSceneDelegate.self, dropping: TitleColdLinkDroppingSceneDelegate.self,
                dropsColdLinks: dropsColdLinks)
    }
}

/// A delegate whose link handler expects another shape (`notes://open?id=<n>`), so no generated link reaches it.
@MainActor
final class OtherShapeLinkSceneDelegate: LinkNotesSceneDelegate {
    override func open(_ url: URL) {
        guard url.host == "open", let id = url.query?.split(separator: "=").last else { return }
        show(noteID: String(id))
    }
}

/// A delegate that opens a link in a new window (on a pad), as mail and document apps do.
@MainActor
final class NewWindowLinkSceneDelegate: LinkNotesSceneDelegate {
    override func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url, url.scheme == "notes" else { return }
        let activity = NSUserActivity(activityType: "com.example.notes.editing")
        activity.userInfo = ["item": url.lastPathComponent]
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: nil)
    }
}

/// A note as the app stores it: a `Codable` list written with `JSONEncoder()` under one key.
struct StoredNote: Codable, Equatable {
    var id: String
    var title: String
}

/// A delegate whose links open a note only once it exists: before, the list stays on screen. The same link then
/// rightly shows the list at a cold start on a fresh install and the note after the user made it.
@MainActor
class StoredNotesSceneDelegate: LinkNotesSceneDelegate {
    nonisolated static let key = "notes"

    static var stored: [StoredNote] {
        UserDefaults.standard.data(forKey: key).flatMap { try? JSONDecoder().decode([StoredNote].self, from: $0) } ?? []
    }

    override func show(noteID: String) {
        guard Self.stored.contains(where: { $0.id == noteID }) else { return }
        super.show(noteID: noteID)
    }

    /// The user makes notes 0 and 1.
    nonisolated static let makeNotes = UserAction("makeNotes") { _ in
        let notes = [StoredNote(id: "0", title: "Groceries"), StoredNote(id: "1", title: "Ideas")]
        UserDefaults.standard.set(try? JSONEncoder().encode(notes), forKey: key)
    }
}

/// The same, with the planted bug: links at connection are dropped.
@MainActor
final class StoredNotesColdLinkDroppingSceneDelegate: StoredNotesSceneDelegate {
    override var readsLinksAtConnection: Bool { false }
}

extension LinkNotesApp {
    /// The app whose links open stored notes, with the user action that makes them.
    static func storedNotesApp(dropsColdLinks: Bool) throws -> AppUnderTest {
        try app("StoredNotes", fixed: StoredNotesSceneDelegate.self, dropping: StoredNotesColdLinkDroppingSceneDelegate.self,
                dropsColdLinks: dropsColdLinks, userActions: [StoredNotesSceneDelegate.makeNotes])
    }
}

/// The notes, read off the main actor as many apps read their store.
actor AsyncNoteStore {
    static let shared = AsyncNoteStore()
    func title(of noteID: String) -> String { "Note \(noteID)" }
}

/// One note whose title comes from the store: viewDidLoad starts a Task that waits for the store's actor (another
/// thread) and then sets the title.
@MainActor
final class AsyncNoteViewController: UIViewController {
    let noteID: String
    init(noteID: String) {
        self.noteID = noteID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        Task { title = await AsyncNoteStore.shared.title(of: noteID) }
    }
}

/// The link-notes app with its note screen loaded from an actor.
@MainActor
class AsyncNotesSceneDelegate: LinkNotesSceneDelegate {
    override func show(noteID: String) {
        guard let navigation = window?.rootViewController as? UINavigationController else { return }
        navigation.setViewControllers([NotesListViewController(), AsyncNoteViewController(noteID: noteID)], animated: false)
    }

    override func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let note = (window?.rootViewController as? UINavigationController)?.topViewController
            as? AsyncNoteViewController else { return nil }
        let activity = NSUserActivity(activityType: "com.example.notes.editing")
        activity.userInfo = ["item": note.noteID]
        return activity
    }
}

/// The same with the bug: links at connection are dropped.
@MainActor
final class AsyncColdLinkDroppingSceneDelegate: AsyncNotesSceneDelegate {
    override var readsLinksAtConnection: Bool { false }
}

extension LinkNotesApp {
    /// The app whose note screen loads its title from an actor, as the README's test plugs it in.
    static func asyncApp(dropsColdLinks: Bool) throws -> AppUnderTest {
        try app("AsyncNotes", fixed: AsyncNotesSceneDelegate.self, dropping: AsyncColdLinkDroppingSceneDelegate.self,
                dropsColdLinks: dropsColdLinks)
    }
}
