import Foundation
@testable import LifecycleRules
import Testing

/// The public API of the modules a team links is listed in `PublicAPI.txt`, one declaration a line, so a change to it
/// shows in review and never happens by accident.
///
/// Read from the sources with the lint's tokenizer: every declaration marked `public` or `open` that is not inside a
/// function's body, with the types and extensions around it. After a deliberate change, regenerate the list with
/// `LIFECYCLE_UPDATE_PUBLIC_API=1 swift test --filter PublicAPITests` and review its diff.
@Suite("the public API is listed in PublicAPI.txt")
struct PublicAPITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The modules of the package's library products, in the order the list gives them.
    static let modules = ["LifecycleTesting", "LifecycleXCTest", "LifecycleUIKit", "LifecycleRecorder", "LifecycleTrace", "LifecycleLint", "LifecycleSpec", "LifecycleRuntime", "LifecycleRules", "Generators"]

    @Test("PublicAPI.txt lists every public declaration of the linked modules, and nothing else")
    func listMatches() throws {
        let current = try Self.modules.map { try PublicInterface.lines(ofModuleAt: Self.root.appendingPathComponent("Sources/\($0)")) }
        var text = PublicInterface.header
        for (module, lines) in zip(Self.modules, current) {
            text += "\n## \(module) (\(lines.count))\n\n" + lines.map { $0 + "\n" }.joined()
        }
        let file = Self.root.appendingPathComponent("PublicAPI.txt")
        if ProcessInfo.processInfo.environment["LIFECYCLE_UPDATE_PUBLIC_API"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let listed = try String(contentsOf: file, encoding: .utf8)
        let listedLines = Set(listed.split(separator: "\n", omittingEmptySubsequences: true).map(String.init))
        let currentLines = Set(text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init))
        let added = currentLines.subtracting(listedLines).sorted()
        let removed = listedLines.subtracting(currentLines).sorted()
        #expect(added.isEmpty && removed.isEmpty && listed == text, """
            The public API changed. If that is deliberate, run LIFECYCLE_UPDATE_PUBLIC_API=1 swift test --filter \
            PublicAPITests and review PublicAPI.txt's diff.
            Added (\(added.count)):
            \(added.prefix(40).joined(separator: "\n"))
            Removed (\(removed.count)):
            \(removed.prefix(40).joined(separator: "\n"))
            """)
    }

    @Test("the reader finds declarations with their scope, and skips bodies, comments and non-public code")
    func readerFindsDeclarations() {
        let source = """
            // public func commented()
            public struct Outer {
                public var a: Int = 1
                var hidden = 2
                public init(a: Int,
                            b: String = "x") { self.a = a }
                public enum Inner: Sendable { case one }
                func body() { let open = 1; _ = open }
            }
            extension Outer.Inner {
                @discardableResult public static func make() -> Outer.Inner { .one }
            }
            open class Base { open func f() {} }
            package func notAPI() {}
            """
        #expect(PublicInterface.lines(of: Array(source.utf8)) == [
            "Base: open func f()",
            "Outer.Inner: @discardableResult public static func make() -> Outer.Inner",
            "Outer: public enum Inner: Sendable",
            "Outer: public init(a: Int, b: String = \"\")",
            "Outer: public var a: Int",
            "open class Base",
            "public struct Outer",
        ])
    }
}

/// Reads the public declarations of Swift sources.
enum PublicInterface {
    static let header = """
        # The public API of the modules a team links, one declaration a line (scope: declaration), read from the \
        sources by PublicAPITests.
        # Regenerate after a deliberate change: LIFECYCLE_UPDATE_PUBLIC_API=1 swift test --filter PublicAPITests

        """

    /// Every public declaration of the Swift files under `directory`, sorted.
    static func lines(ofModuleAt directory: URL) throws -> [String] {
        let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        var lines: [String] = []
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(file)))
            lines += Self.lines(of: bytes)
        }
        return lines.sorted()
    }

    /// Words that may stand between a declaration's attributes and its introducer.
    static let modifiers: Set<String> = [
        "public", "open", "final", "static", "class", "override", "required", "convenience", "mutating", "nonmutating",
        "nonisolated", "indirect", "lazy", "weak", "unowned", "dynamic", "optional", "private", "fileprivate",
        "internal", "package", "consuming", "borrowing", "isolated", "distributed",
    ]

    /// The public declarations of one file, each prefixed by the names of the types and extensions around it.
    static func lines(of source: [UInt8]) -> [String] {
        let text = SwiftSourceText(source)
        let tokens = SwiftToken.tokens(of: text.code)
        let match = SwiftToken.matchingBrackets(tokens)
        var typeName = [Int: String]()  // a type body's `{` index → the declared or extended name as written
        for type in TypeDeclaration.all(tokens, match) {
            guard let body = type.body else { continue }
            typeName[body.open] = extendedName(tokens, before: body.open, kind: type.kind) ?? type.name
        }
        var found: [String] = []
        var scopes: [(close: Int, name: String?)] = []  // open braces; `nil` name: a body that is not a type's
        for k in tokens.indices {
            while let top = scopes.last, top.close <= k { scopes.removeLast() }
            let token = tokens[k]
            if token.isPunctuation("{"), match[k] > k {
                scopes.append((match[k], typeName[k]))
                continue
            }
            guard token.kind == .word, token.text == "public" || token.text == "open",
                  scopes.allSatisfy({ $0.name != nil }),
                  k == 0 || !tokens[k - 1].isPunctuation("."),
                  k + 1 < tokens.count, tokens[k + 1].kind == .word || tokens[k + 1].isPunctuation("(")
            else { continue }
            let start = declarationStart(tokens, match, at: k)
            guard start == k || !(tokens[start..<k].contains { $0.isWord("public") || $0.isWord("open") }) else { continue }
            let end = declarationEnd(tokens, match, from: k)
            let declaration = normalized(text.code[tokens[start].start..<tokens[end].end])
            let scope = scopes.compactMap(\.name).joined(separator: ".")
            found.append(scope.isEmpty ? declaration : scope + ": " + declaration)
        }
        return found.sorted()
    }

    /// For an extension, the extended type's name as written (`Outer.Inner`); `nil` for other declarations.
    private static func extendedName(_ tokens: [SwiftToken], before open: Int, kind: TypeDeclaration.Kind) -> String? {
        guard kind == .extension else { return nil }
        var k = open - 1
        while k >= 0, !tokens[k].isWord("extension") { k -= 1 }
        guard k >= 0 else { return nil }
        var name = ""
        var j = k + 1
        while j < open, tokens[j].kind == .word || tokens[j].isPunctuation(".") {
            name += tokens[j].text
            j += 1
        }
        return name.isEmpty ? nil : name
    }

    /// Back from `public`/`open` over the modifiers and attributes (with their arguments) of the same declaration.
    private static func declarationStart(_ tokens: [SwiftToken], _ match: [Int], at k: Int) -> Int {
        var start = k
        var j = k - 1
        while j >= 0 {
            let token = tokens[j]
            if token.kind == .attribute || (token.kind == .word && modifiers.contains(token.text)) {
                start = j
                j -= 1
            } else if token.isPunctuation(")"), match[j] >= 0, match[j] > 0,
                      tokens[match[j] - 1].kind == .attribute || tokens[match[j] - 1].kind == .word
                        && modifiers.contains(tokens[match[j] - 1].text) {
                j = match[j] - 1
            } else {
                break
            }
        }
        return start
    }

    /// The last token of the declaration's header: before its body's `{`, its initial value's `=`, or the next
    /// declaration; a type alias keeps what it names.
    private static func declarationEnd(_ tokens: [SwiftToken], _ match: [Int], from k: Int) -> Int {
        var isTypeAlias = false
        var j = k
        var last = k
        while j < tokens.count {
            let token = tokens[j]
            if token.isWord("typealias") || token.isWord("associatedtype") { isTypeAlias = true }
            if token.isPunctuation("(") || token.isPunctuation("["), match[j] > j {
                last = match[j]
                j = match[j] + 1
                continue
            }
            if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") { break }
            if token.isPunctuation("="), !isTypeAlias { break }
            if j > k, token.line > tokens[last].line, startsDeclaration(token) || token.isPunctuation("#") { break }
            last = j
            j += 1
        }
        return last
    }

    private static func startsDeclaration(_ token: SwiftToken) -> Bool {
        token.kind == .attribute || token.kind == .word && (modifiers.contains(token.text) || [
            "func", "var", "let", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "struct", "enum",
            "protocol", "extension", "actor", "import",
        ].contains(token.text))
    }

    /// The bytes as one line: every run of whitespace one space, none just inside brackets, string contents gone.
    private static func normalized(_ bytes: ArraySlice<UInt8>) -> String {
        let words = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
            .replacingOccurrences(of: "[ ", with: "[").replacingOccurrences(of: " ]", with: "]")
            .replacingOccurrences(of: "\" \"", with: "\"\"")
    }
}
