/// A method that nearly matches a UIKit delegate method: it compiles, and is never called.
///
/// UIKit's delegate methods are optional requirements; here each has a
/// default implementation, so a method whose signature differs from UIKit's
/// by one label or type is an unrelated method, and the runtime calls the
/// default instead. On iOS the compiler warns "nearly matches optional
/// requirement"; ``DelegateSignatureLint`` finds the same near misses in source.
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
    /// The first difference: parameters in order, then the result, effects, generic parameters, `static`.
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

    /// One diagnostic line without a newline, compiler-style, control characters escaped:
    /// `file:line: error: 'func …' nearly matches UISceneDelegate's 'func …' but …; it is never called`.
    public var description: String {
        "\(EscapedText.controls(file)):\(line): error: \(EscapedText.quoted(declaration)) nearly matches "
            + "\(protocolName)'s '\(uikitDeclaration)' but \(EscapedText.controls(difference.description)); it is never called"
    }
}
