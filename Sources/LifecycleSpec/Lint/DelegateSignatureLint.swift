/// Finds delegate methods whose signature nearly matches a UIKit lifecycle delegate method, in Swift source.
///
/// UIKit's delegate methods are `@objc optional`; `LifecycleUIKit` gives each a
/// default implementation. Either way a method written with one label or type
/// different from UIKit's (`[UIOpenURLContext]` for `Set<UIOpenURLContext>`,
/// `UIWindowScene` for `UIScene`, `@escaping @MainActor (Bool) -> Void` for
/// `@escaping (Bool) -> Void`, a missing `?`) compiles and is never called.
/// This lint reads source text (no compiler) and reports such methods.
///
/// A declaration *nearly matches* a method of `UIApplicationDelegate`,
/// `UISceneDelegate` or `UIWindowSceneDelegate` when it has the same base name and
/// either the same argument labels (and its first parameter is a `UIApplication`,
/// `UIScene` or `UIWindowScene`, as a delegate method's sender is) or the same
/// parameter types, but its whole signature (labels, parameter types, result,
/// no `async`/`throws`, not generic, not `static`) matches no UIKit method. Types are compared
/// as ``TypeText`` normalizes them: whitespace, `any`, module qualifiers
/// (`Swift.Set`) and `()` for `Void` make no difference.
///
/// Guarantees: exact UIKit signatures, however they are spaced, split over
/// lines, commented or attributed, are never reported, and neither are methods
/// with other base names or other labels and types. Comments and string
/// literals are not read as code. Any bytes are accepted (invalid UTF-8 too):
/// the lint never traps, and its time is linear in the source's length.
/// Findings come in source order; the same input gives the same findings.
public enum DelegateSignatureLint {
    /// The largest file ``findings(inFiles:)`` reads: 16 MiB.
    public static let maximumFileSize = 16 << 20

    /// The near misses in one file's source text.
    ///
    /// - Parameters:
    ///   - source: Swift source, such as an `AppDelegate.swift`.
    ///   - fileName: what findings call the file.
    /// - Returns: one finding per nearly matching declaration, in source order.
    public static func findings(inSource source: String, fileName: String) -> [DelegateSignatureFinding] {
        findings(inBytes: Array(source.utf8), fileName: fileName)
    }

    /// The near misses in Swift source files, file by file in the order given.
    ///
    /// Each file is read whole (at most ``maximumFileSize`` bytes) as bytes;
    /// findings name the file by the path as given.
    /// - Throws: ``DelegateSignatureLintError`` for the first file that cannot be read
    ///   (missing, a directory, unreadable, too large), naming its path and why.
    public static func findings(inFiles paths: [String]) throws(DelegateSignatureLintError) -> [DelegateSignatureFinding] {
        var all: [DelegateSignatureFinding] = []
        for path in paths {
            switch PropertyListFile.read(path: path, maximumSize: maximumFileSize) {
            case .success(let bytes): all += findings(inBytes: bytes, fileName: path)
            case .failure(let failed): throw DelegateSignatureLintError(path: path, reason: failed.reason)
            }
        }
        return all
    }

    static func findings(inBytes bytes: [UInt8], fileName: String) -> [DelegateSignatureFinding] {
        FunctionDeclaration.all(in: bytes).compactMap { finding(for: $0, fileName: fileName) }
    }

    /// The finding for one declaration, or `nil` when it matches a UIKit method exactly or none nearly.
    static func finding(for declaration: FunctionDeclaration, fileName: String) -> DelegateSignatureFinding? {
        let found = declaration.signature
        guard let candidates = UIKitDelegateCatalogue.methodsByName[found.name] else { return nil }
        if candidates.contains(where: { $0.signature == found }) { return nil }
        let sender = found.types.first.map { type in
            String(type.reversed().drop { $0 == "?" || $0 == "!" }.reversed())
        }
        let sameLabels = candidates.filter { $0.signature.labels == found.labels }
        let labelMatch = sender.map { UIKitDelegateCatalogue.senderTypes.contains($0) } ?? false
            ? sameLabels.min { typeDifferences($0.signature, found) < typeDifferences($1.signature, found) }
            : nil
        guard let method = labelMatch ?? candidates.first(where: { $0.signature.types == found.types }),
              let difference = firstDifference(expected: method.signature, found: found)
        else { return nil }
        return DelegateSignatureFinding(
            file: fileName, line: declaration.line, declaration: declaration.text, protocolName: method.protocolName,
            uikitDeclaration: method.declaration, difference: difference)
    }

    private static func typeDifferences(_ a: FunctionSignature, _ b: FunctionSignature) -> Int {
        zip(a.types, b.types).filter { $0 != $1 }.count + (a.result == b.result ? 0 : 1)
    }

    /// The first difference: parameters in order (label, then type), the result, effects, generic parameters.
    static func firstDifference(expected: FunctionSignature, found: FunctionSignature) -> DelegateSignatureDifference? {
        for (index, (e, f)) in zip(zip(expected.labels, expected.types), zip(found.labels, found.types)).enumerated() {
            if e.0 != f.0 { return .label(parameter: index + 1, expected: e.0, found: f.0) }
            if e.1 != f.1 { return .type(parameter: index + 1, label: f.0, expected: e.1, found: f.1) }
        }
        if expected.result != found.result { return .result(expected: expected.result, found: found.result) }
        if found.effects != expected.effects { return .effects(found: found.effects) }
        if found.genericParameters != expected.genericParameters { return .genericParameters(found: found.genericParameters) }
        if found.isTypeMethod != expected.isTypeMethod { return .typeMethod }
        return nil
    }
}
