/// Why a delegate method UIKit would call is never called here: the first way its signature differs from the
/// UIKit method it nearly matches, or (``inheritedConformance(superclass:)``) a conformance its class inherits.
public enum DelegateSignatureDifference: Hashable, Sendable, CustomStringConvertible {
    /// Parameter `parameter` (1-based) has argument label `found` where UIKit's has `expected` (`_` for none).
    case label(parameter: Int, expected: String, found: String)
    /// Parameter `parameter` (1-based, labelled `label`) has type `found` where UIKit's has `expected`.
    case type(parameter: Int, label: String, expected: String, found: String)
    /// The method returns `found` where UIKit's returns `expected` (`Void` for none).
    case result(expected: String, found: String)
    /// The method is `async` or `throws` (as in `found`); UIKit's is neither.
    case effects(found: String)
    /// The method is generic (`found` is its generic parameter clause); UIKit's is not.
    case genericParameters(found: String)
    /// The method is `static` or `class`; UIKit's is an instance method.
    case typeMethod
    /// The signature is UIKit's exactly, but the method's class inherits the conformance from `superclass` (declared
    /// in the sources linted together), whose witness is the protocol extension's default, and the method is not
    /// `override`: an unrelated method, never called.
    case inheritedConformance(superclass: String)

    /// Whether this is ``inheritedConformance(superclass:)`` rather than a near miss.
    public var isInheritedConformance: Bool {
        if case .inheritedConformance = self { return true }
        return false
    }

    /// One phrase, such as `the conformance is BaseSceneDelegate's, whose witness is the default`, or `parameter 2 (openURLContexts:) is [UIOpenURLContext], UIKit's is Set<UIOpenURLContext>`.
    public var description: String {
        switch self {
        case .label(let parameter, let expected, let found):
            "argument label \(parameter) is '\(found)', UIKit's is '\(expected)'"
        case .type(let parameter, let label, let expected, let found):
            "parameter \(parameter) (\(label):) is \(found), UIKit's is \(expected)"
        case .result(let expected, let found):
            "it returns \(found), UIKit's returns \(expected)"
        case .effects(let found):
            "it is '\(found)', UIKit's is not"
        case .genericParameters(let found):
            "it is generic (\(found)), UIKit's is not"
        case .typeMethod:
            "it is a static method, UIKit's is an instance method"
        case .inheritedConformance(let superclass):
            "the conformance is \(superclass)'s, whose witness is the default"
        }
    }
}
