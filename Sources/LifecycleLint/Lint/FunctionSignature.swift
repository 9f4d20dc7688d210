/// A function declaration's signature, normalized for comparison: name, argument labels, parameter types, result.
///
/// Two signatures are equal exactly when Swift would see the same method
/// requirement: the same base name, labels (`_` for none), parameter types and
/// result type as ``TypeText`` normalizes them, no effects (`async`, `throws`),
/// no generic parameters, and both instance methods.
package struct FunctionSignature: Hashable, CustomStringConvertible {
    /// The base name, such as `scene`.
    package var name: String
    /// Each parameter's argument label, `_` for none.
    package var labels: [String]
    /// Each parameter's normalized type, including attributes such as `@escaping`, without its default value.
    package var types: [String]
    /// The normalized result type, `Void` when none is written.
    package var result: String
    /// `async`, `throws`, `rethrows` as written after the parameters, space-separated; empty for none.
    package var effects: String
    /// The generic parameter clause, such as `<T: UIScene>`; empty for none.
    package var genericParameters: String
    /// Whether it is declared `static` or `class`: a type method, which never witnesses an instance requirement.
    package var isTypeMethod = false

    /// UIKit's way to name it: `scene(_:openURLContexts:)`.
    package var selector: String { name + "(" + labels.map { $0 + ":" }.joined() + ")" }

    /// `effects generics name(label: Type, …) -> Result`, such as `scene(_: UIScene, openURLContexts: Set<UIOpenURLContext>) -> Void`.
    package var description: String {
        (isTypeMethod ? "static " : "") + name + genericParameters + "(" + zip(labels, types).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
            + (effects.isEmpty ? "" : " " + effects) + " -> " + result
    }
}
