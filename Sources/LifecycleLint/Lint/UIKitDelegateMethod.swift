/// One method of UIKit's lifecycle delegate protocols, as UIKit declares it.
package struct UIKitDelegateMethod {
    /// `UIApplicationDelegate`, `UISceneDelegate` or `UIWindowSceneDelegate`.
    package var protocolName: String
    /// The declaration as UIKit (and `LifecycleUIKit`) writes it, on one line.
    package var declaration: String
    /// The declaration's normalized signature.
    package var signature: FunctionSignature

    /// The method declared by `declaration`, or `nil` when it is not one readable `func` declaration.
    package init?(_ protocolName: String, _ declaration: String) {
        let found = FunctionDeclaration.all(in: Array(declaration.utf8))
        guard found.count == 1 else { return nil }
        self.protocolName = protocolName
        self.declaration = found[0].text
        self.signature = found[0].signature
    }
}
