/// A delegate method UIKit would call that compiles here and is never called: a near miss, or a method hidden by an
/// inherited conformance.
///
/// UIKit's delegate methods are optional requirements; here each has a
/// default implementation, so a method whose signature differs from UIKit's
/// by one label or type is an unrelated method, and the runtime calls the
/// default instead. On iOS the compiler warns "nearly matches optional
/// requirement"; ``DelegateSignatureLint`` finds the same near misses in source.
/// A method with UIKit's exact signature in a subclass whose superclass declares
/// the conformance, and does not implement the method, is unrelated too: the
/// superclass's witness is the default (``DelegateSignatureDifference/inheritedConformance(superclass:)``).
import LifecycleTrace
public struct DelegateSignatureFinding: Hashable, Sendable, CustomStringConvertible {
    /// The file name the source was given under.
    public var file: String
    /// The 1-based line of the method's `func`.
    public var line: Int
    /// The declaration as written, from `func` to its result type, comments removed and whitespace collapsed.
    public var declaration: String
    /// The protocol that declares the UIKit method: `UIApplicationDelegate`, `UISceneDelegate` or `UIWindowSceneDelegate`.
    public var protocolName: String
    /// The UIKit method's declaration, such as `func sceneDidBecomeActive(_ scene: UIScene)`.
    public var uikitDeclaration: String
    /// The first difference: parameters in order, then the result, effects, generic parameters, `static`; or the
    /// superclass whose conformance the method's class inherits.
    public var difference: DelegateSignatureDifference

    public init(file: String, line: Int, declaration: String, protocolName: String, uikitDeclaration: String,
                difference: DelegateSignatureDifference)
    {
        self.file = file
        self.line = line
        self.declaration = declaration
        self.protocolName = protocolName
        self.uikitDeclaration = uikitDeclaration
        self.difference = difference
    }

    /// One diagnostic line without a newline, compiler-style, control characters escaped. A near miss:
    /// `file:line: error: 'func …' nearly matches UISceneDelegate's 'func …' but …; it is never called`.
    /// An inherited conformance: `file:line: error: 'func …' is a UISceneDelegate method UIKit would call, but here
    /// the conformance is Base's, whose witness is the default, so it is never called; implement it in Base (an
    /// empty body will do) and mark this one 'override'`.
    public var description: String {
        let head = "\(EscapedText.controls(file)):\(line): error: \(EscapedText.quoted(declaration))"
        if case .inheritedConformance(let superclass) = difference {
            let name = EscapedText.controls(superclass)
            return head + " is a \(protocolName) method UIKit would call, but here the conformance is \(name)'s, "
                + "whose witness is the default, so it is never called; implement it in \(name) "
                + "(an empty body will do) and mark this one 'override'"
        }
        return head + " nearly matches "
            + "\(protocolName)'s '\(uikitDeclaration)' but \(EscapedText.controls(difference.description)); it is never called"
    }
}
