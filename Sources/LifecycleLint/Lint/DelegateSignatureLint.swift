/// Finds delegate methods UIKit would call that are never called here: near-miss signatures, and exact ones hidden by an inherited conformance.
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
/// It also finds methods that match a UIKit method *exactly* and are still
/// never called, because their class inherits the delegate conformance from a
/// superclass declared in the sources linted together
/// (``InheritedConformances``): the superclass's witness is the protocol
/// extension's default, and a subclass method without `override` (the
/// superclass has no method to override) is an unrelated method; on iOS the
/// Objective-C runtime would call it. Such a method, declared in the class or
/// an extension of it, not `override`, not `static`/`class`, matching a method
/// of a protocol the class inherits and does not declare itself
/// (`UIWindowSceneDelegate` implies `UISceneDelegate`), is reported with
/// ``DelegateSignatureDifference/inheritedConformance(superclass:)``. Types are
/// known by simple name; a superclass not declared in the sources, or a name
/// declared twice, gives no such finding.
///
/// Guarantees: exact UIKit signatures, however they are spaced, split over
/// lines, commented or attributed, are never reported as near misses, and
/// neither are methods with other base names or other labels and types.
/// Comments and string literals are not read as code. Any bytes are accepted
/// (invalid UTF-8 too): the lint never traps, and its time is linear in the
/// sources' length. At most one finding per declaration. Findings come file by
/// file in the order given, in source order within a file; the same input
/// gives the same findings.
public enum DelegateSignatureLint {
    /// The largest file ``findings(inFiles:)`` reads: 16 MiB.
    public static let maximumFileSize = 16 << 20

    /// The near misses and inherited-conformance methods in one file's source text, classes resolved within it.
    ///
    /// - Parameters:
    ///   - source: Swift source, such as an `AppDelegate.swift`.
    ///   - fileName: what findings call the file.
    /// - Returns: at most one finding per declaration, in source order.
    public static func findings(inSource source: String, fileName: String) -> [DelegateSignatureFinding] {
        findings(inBytes: Array(source.utf8), fileName: fileName)
    }

    /// The findings in source texts linted together (a subclass in one, its superclass in another), in the order given.
    ///
    /// - Parameter sources: each file's name (what findings call it) and Swift source.
    public static func findings(inSources sources: [(fileName: String, source: String)]) -> [DelegateSignatureFinding] {
        findings(inBytes: sources.map { ($0.fileName, Array($0.source.utf8)) })
    }

    /// The findings in Swift source files linted together, file by file in the order given.
    ///
    /// Each file is read whole (at most ``maximumFileSize`` bytes) as bytes;
    /// findings name the file by the path as given.
    /// - Throws: ``DelegateSignatureLintError`` for the first file that cannot be read
    ///   (missing, a directory, unreadable, too large), naming its path and why; nothing is reported then.
    public static func findings(inFiles paths: [String]) throws(DelegateSignatureLintError) -> [DelegateSignatureFinding] {
        var files: [(name: String, bytes: [UInt8])] = []
        for path in paths {
            switch PropertyListFile.read(path: path, maximumSize: maximumFileSize) {
            case .success(let bytes): files.append((path, bytes))
            case .failure(let failed): throw DelegateSignatureLintError(path: path, reason: failed.reason)
            }
        }
        return findings(inBytes: files)
    }

    /// The findings in the files that can be read, linted together; each one that cannot is passed to `unreadable`.
    ///
    /// As ``findings(inFiles:)``, but a file that cannot be read is skipped
    /// after `unreadable` is called with its error, in the order given.
    public static func findings(
        inFiles paths: [String], unreadable: (DelegateSignatureLintError) -> Void
    ) -> [DelegateSignatureFinding] {
        var files: [(name: String, bytes: [UInt8])] = []
        for path in paths {
            switch PropertyListFile.read(path: path, maximumSize: maximumFileSize) {
            case .success(let bytes): files.append((path, bytes))
            case .failure(let failed): unreadable(DelegateSignatureLintError(path: path, reason: failed.reason))
            }
        }
        return findings(inBytes: files)
    }

    /// The first line of a test failure listing `findings`: `1 delegate method nearly matches a UIKit method and
    /// will never be called:` when all are near misses, `2 delegate methods will never be called:` otherwise.
    public static func headline(for findings: [DelegateSignatureFinding]) -> String {
        let count = findings.count
        if findings.allSatisfy({ !$0.difference.isInheritedConformance }) {
            return (count == 1 ? "1 delegate method nearly matches" : "\(count) delegate methods nearly match")
                + " a UIKit method and will never be called:"
        }
        return (count == 1 ? "1 delegate method" : "\(count) delegate methods") + " will never be called:"
    }

    package static func findings(inBytes bytes: [UInt8], fileName: String) -> [DelegateSignatureFinding] {
        findings(inBytes: [(fileName, bytes)])
    }

    package static func findings(inBytes files: [(name: String, bytes: [UInt8])]) -> [DelegateSignatureFinding] {
        let outlines = files.map { SwiftSourceOutline($0.bytes) }
        let conformances = InheritedConformances(outlines)
        var all: [DelegateSignatureFinding] = []
        for (file, outline) in zip(files, outlines) {
            for (declaration, owner) in zip(outline.functions, outline.owners) {
                if let found = finding(for: declaration, fileName: file.name)
                    ?? inheritedFinding(for: declaration, in: owner.map { outline.types[$0] }, conformances, fileName: file.name)
                {
                    all.append(found)
                }
            }
        }
        return all
    }

    /// The finding for a method that matches a UIKit method exactly in a class that inherits its protocol's
    /// conformance, or `nil`.
    package static func inheritedFinding(
        for declaration: FunctionDeclaration, in owner: TypeDeclaration?, _ conformances: InheritedConformances,
        fileName: String
    ) -> DelegateSignatureFinding? {
        let found = declaration.signature
        guard let owner, owner.kind == .class || owner.kind == .extension, !declaration.isOverride, !found.isTypeMethod,
              let method = UIKitDelegateCatalogue.methodsByName[found.name]?.first(where: { $0.signature == found }),
              conformances.isClass(owner.name),
              let superclass = conformances.inherited(by: owner.name)[method.protocolName]
        else { return nil }
        return DelegateSignatureFinding(
            file: fileName, line: declaration.line, declaration: declaration.text, protocolName: method.protocolName,
            uikitDeclaration: method.declaration, difference: .inheritedConformance(superclass: superclass))
    }

    /// The finding for one declaration, or `nil` when it matches a UIKit method exactly or none nearly.
    package static func finding(for declaration: FunctionDeclaration, fileName: String) -> DelegateSignatureFinding? {
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
    package static func firstDifference(expected: FunctionSignature, found: FunctionSignature) -> DelegateSignatureDifference? {
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
