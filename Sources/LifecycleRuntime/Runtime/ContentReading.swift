import LifecycleUIKit

/// The parts of what a scene shows that the app rules compare (A1, A7, A10), read from its window.
///
/// What a scene shows is the chain of visible view controllers from the
/// window's `rootViewController`: a navigation controller's top controller
/// (the back stack is not on screen), a tab bar controller's selected tab, a
/// split view controller's columns, a controller's children, then any
/// controller presented over it.
/// Each controller is read through `SceneContentProviding.sceneContent` when
/// it adopts it, else as its class name, title and the texts in its text views and fields. The subject and shared
/// state are the topmost ones given; the restoration state is the whole chain's.
package struct ContentReading {
    /// What the scene shows (A10, A7), `nil` when no controller says.
    package let subject: AnyHashable?
    /// What scenes with the same subject must show alike (A7).
    package let sharedState: AnyHashable?
    /// What restoration must bring back (A1), `nil` when the window shows nothing.
    package let restorationState: AnyHashable?
    /// What the topmost visible controller shows, `nil` when the window shows nothing: the controller a URL,
    /// activity or quick action brings forward, whatever the controllers beneath it show (A10).
    package let topmost: AnyHashable?

    package static var empty: ContentReading { ContentReading(subject: nil, sharedState: nil, restorationState: nil) }

    /// Reads one content value: a `SceneContent`'s parts, or the value whole.
    package init(content: AnyHashable?) {
        guard let content else {
            self = .empty
            return
        }
        if let scene = content.base as? any SceneContent {
            self.init(subject: scene.subject, sharedState: scene.sharedState, restorationState: scene.restorationState)
        } else {
            self.init(subject: nil, sharedState: nil, restorationState: content)
        }
    }

    package init(subject: AnyHashable?, sharedState: AnyHashable?, restorationState: AnyHashable?, topmost: AnyHashable? = nil) {
        self.subject = subject
        self.sharedState = sharedState
        self.restorationState = restorationState
        self.topmost = topmost ?? restorationState
    }

    /// Reads what a window shows.
    @MainActor
    package init(window: UIWindow?) {
        self.init(root: window?.rootViewController)
    }

    /// Reads what a root view controller shows.
    @MainActor
    package init(root: UIViewController?) {
        guard let root else {
            self = .empty
            return
        }
        var chain: [UIViewController] = []
        ContentReading.collect(root, into: &chain)
        let readings = chain.map(ContentReading.reading(of:))
        if readings.count == 1 {
            self = readings[0]
            return
        }
        let top = readings.reversed()
        self.init(subject: top.lazy.compactMap(\.subject).first,
                  sharedState: top.lazy.compactMap(\.sharedState).first,
                  restorationState: AnyHashable(ShownChain(parts: readings.compactMap(\.restorationState))),
                  topmost: readings.last?.restorationState)
    }

    @MainActor
    package static func collect(_ controller: UIViewController, into chain: inout [UIViewController]) {
        // Containers show their children's content, not their own: a navigation stack its top, a tab bar its
        // selected tab, a split interface its columns; any other controller shows itself and its children.
        let isContainer = controller is UINavigationController || controller is UITabBarController
            || controller is UISplitViewController
        if !isContainer { chain.append(controller) }
        for child in controller.childrenOnScreen { collect(child, into: &chain) }
        if let presented = controller.presentedViewController { collect(presented, into: &chain) }
    }

    @MainActor
    private static func reading(of controller: UIViewController) -> ContentReading {
        if let provider = controller as? any SceneContentProviding {
            return ContentReading(content: provider.sceneContent)
        }
        return ContentReading(content: AnyHashable(ShownController(
            type: String(describing: type(of: controller)), title: controller.title,
            texts: texts(of: controller, labels: false))))
    }

    /// The texts of the text views and text fields (and, with `labels`, the labels) in a controller's loaded view,
    /// depth first, hidden views left out. The app rules read what the user typed (a draft restoration must bring
    /// back); the migration check also reads labels (two versions of one app show the same labels). A view not loaded
    /// yet is not loaded here, which would run the app's `viewDidLoad`.
    @MainActor
    package static func texts(of controller: UIViewController, labels: Bool) -> [String] {
        guard controller.isViewLoaded, let view = controller.view else { return [] }
        var texts: [String] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0 else { return }
            let text: String?
            switch view {
            case let label as UILabel: text = labels ? label.text : nil
            case let textView as UITextView: text = textView.text
            case let field as UITextField: text = field.text
            default: text = nil
            }
            if let text, !text.isEmpty { texts.append(text) }
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
        return texts
    }
}

/// What several visible controllers show, bottom first, printed `Master › Detail`.
package struct ShownChain: Hashable, CustomStringConvertible {
    package let parts: [AnyHashable]

    package var description: String { parts.map { StableDescription.of($0.base) }.joined(separator: " › ") }
}

/// How a view controller that does not adopt `SceneContentProviding` is shown in reports and compared: its class and
/// title, the texts typed in its text views and fields, and, for the migration check, its labels' texts
/// (`NoteViewController("Groceries") showing "milk, eggs"`).
package struct ShownController: Hashable, CustomStringConvertible {
    package let type: String
    package let title: String?
    package var texts: [String] = []

    package init(type: String, title: String?, texts: [String] = []) {
        self.type = type
        self.title = title
        self.texts = texts
    }

    package var description: String {
        let named = title.map { "\(type)(\"\($0)\")" } ?? type
        guard !texts.isEmpty else { return named }
        return named + " showing " + texts.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
