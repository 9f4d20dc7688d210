/// An app-delegate method with work in it that UIKit never calls in an app that uses scenes (rule M2).
///
/// In an app with a scene manifest UIKit sends the UI-state callbacks to each scene's delegate
/// (`sceneDidBecomeActive(_:)` and the other three), and URLs, activities and quick actions to the scene delegate
/// (or, when they connect a scene, in its connection options), never to the app delegate: the work written in
/// `applicationDidBecomeActive(_:)` or `application(_:open:options:)` silently stops running when the app moves to
/// scenes. ``AppDelegateWorkLint`` finds such methods in source; `sceneCallback` says where the work goes.
import LifecycleTrace
public struct AppDelegateWorkFinding: Hashable, Sendable, CustomStringConvertible {
    /// The file name the source was given under.
    public var file: String
    /// The 1-based line of the callback's `func`.
    public var line: Int
    /// The declaration as written, from `func` to the closing parenthesis, comments removed and whitespace collapsed.
    public var declaration: String
    /// The method as UIKit names it, such as `applicationDidBecomeActive(_:)`.
    public var method: String
    /// Where UIKit delivers instead, such as `sceneDidBecomeActive(_:)`, or for a delivery its scene-delegate method
    /// and the connection option that carries it when it connects a scene.
    public var sceneCallback: String

    public init(file: String, line: Int, declaration: String, method: String, sceneCallback: String) {
        self.file = file
        self.line = line
        self.declaration = declaration
        self.method = method
        self.sceneCallback = sceneCallback
    }

    /// The rule this finding breaks: M2.
    public var rule: MigrationRule { .appDelegateCallbacksUnused }

    /// One diagnostic line without a newline, compiler-style, control characters escaped:
    /// `file:line: warning: 'func …' has work in it, but UIKit does not call it in an app that uses scenes: move
    /// the work to sceneDidBecomeActive(_:) [M2]`.
    public var description: String {
        "\(EscapedText.controls(file)):\(line): warning: \(EscapedText.quoted(declaration)) has work in it, but UIKit "
            + "does not call it in an app that uses scenes: move the work to \(sceneCallback) [\(rule.id)]"
    }
}
