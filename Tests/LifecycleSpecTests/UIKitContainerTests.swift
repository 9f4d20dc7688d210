import Foundation
import LifecycleRules
import LifecycleUIKit
import Testing
import LifecycleTesting

/// A controller written as UIKit code is: its own initializer, `required init?(coder:)`, subviews, a text delegate.
@MainActor
final class NoteEditorViewController: UIViewController, UITextViewDelegate {
    let noteID: String
    let textView = UITextView(frame: .zero)
    let sink: LogSink

    init(noteID: String, sink: LogSink) {
        self.noteID = noteID
        self.sink = sink
        super.init(nibName: nil, bundle: nil)
        title = "Note \(noteID)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.delegate = self
        view.addSubview(textView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        sink.log.append("\(title ?? "") didAppear in tab \(tabBarController?.selectedIndex ?? -1)")
    }

    func textViewDidChange(_ textView: UITextView) {}
}

@MainActor
final class ContainerSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var sink = LogSink()
    convenience init(log: LogSink) {
        self.init()
        sink = log
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UINavigationController(rootViewController: NoteEditorViewController(noteID: "list", sink: sink)),
                                for: .primary)
        split.setViewController(NoteEditorViewController(noteID: "1", sink: sink), for: .secondary)
        let tabs = UITabBarController()
        tabs.viewControllers = [split, NoteEditorViewController(noteID: "settings", sink: sink)]
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }

    /// A URL switches to the settings tab.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        (window?.rootViewController as? UITabBarController)?.selectedIndex = 1
    }

    /// An activity asks whether to discard a draft.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        let alert = UIAlertController(title: "Discard draft?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in })
        alert.addTextField { $0.placeholder = "Reason" }
        window?.rootViewController?.present(alert, animated: true)
    }
}

@MainActor
@Suite("Tab bar, split view, alert and text controllers as UIKit declares them", .holdingCheckTurn)
struct UIKitContainerTests {
    func runtime(_ log: LogSink) -> ReferenceRuntime {
        ReferenceRuntime.onPad { ContainerSceneDelegate(log: log) }
    }

    @Test("a tab bar shows its selected tab, a split view its columns: those appear, and are what the scene shows")
    func tabsAndColumns() async throws {
        let log = LogSink()
        let runtime = runtime(log)
        try await runtime.send(.launch)
        #expect(log.log == ["Note list didAppear in tab 0", "Note 1 didAppear in tab 0"])
        let shown = "\(runtime.shownContent(of: SessionID(0))?.base ?? "nothing")"
        #expect(shown == "NoteEditorViewController(\"Note list\") › NoteEditorViewController(\"Note 1\")", "\(shown)")
        log.log.removeAll()
        try await runtime.send(.openURL(.session(SessionID(0)), payload: 0))
        #expect(log.log == ["Note settings didAppear in tab 1"])
        #expect("\(runtime.shownContent(of: SessionID(0))?.base ?? "nothing")" == "NoteEditorViewController(\"Note settings\")")
    }

    @Test("an alert presented over the tabs is on screen with its actions and text field")
    func alert() async throws {
        let runtime = runtime(LogSink())
        try await runtime.send(.launch)
        try await runtime.send(.continueActivity(.session(SessionID(0)), payload: 0))
        let alert = try #require(runtime.scene(of: SessionID(0))?.windows.first?.rootViewController?.presentedViewController
            as? UIAlertController)
        #expect(alert.title == "Discard draft?")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Discard"])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert.textFields?.map(\.placeholder) == ["Reason"])
        let shown = "\(runtime.shownContent(of: SessionID(0))?.base ?? "nothing")"
        #expect(shown.hasSuffix("UIAlertController(\"Discard draft?\")"), "\(shown)")
    }

    @Test("views nest: addSubview moves a view, removeFromSuperview takes it out")
    func subviews() {
        let parent = UIView(frame: .zero), other = UIView(frame: .zero), label = UILabel(frame: .zero)
        parent.addSubview(label)
        #expect(parent.subviews == [label] && label.superview === parent)
        other.addSubview(label)
        #expect(parent.subviews.isEmpty && other.subviews == [label])
        label.removeFromSuperview()
        #expect(other.subviews.isEmpty && label.superview == nil)
    }
}
