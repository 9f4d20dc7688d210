/// A type or extension declaration found in Swift source: its kind, simple name, inheritance clause and body.
///
/// Read from tokens, not compiled: a name is the declaration's simple name
/// (`class Outer { class Inner }` declares `Inner`; `extension Outer.Inner`
/// extends `Inner`), and an inheritance entry is the last component of the
/// type it names, without generic arguments or attributes
/// (`@MainActor LifecycleUIKit.UIWindowSceneDelegate` is `UIWindowSceneDelegate`,
/// `Base<Int>` is `Base`).
package struct TypeDeclaration {
    package enum Kind: Equatable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    package var kind: Kind
    /// The simple name declared, or the last component of the extended type's name.
    package var name: String
    /// Each entry of the inheritance clause (before any `where`), in order, as its last name component.
    package var inherited: [String]
    /// The 1-based line of the introducer (`class`, `extension`…).
    package var line: Int
    /// The token indices of the body's `{` and its `}`; `nil` when no matched body follows the declaration.
    package var body: (open: Int, close: Int)?

    /// Tokens a declaration's name, generic parameters, inheritance and `where` clauses may span before its `{`.
    package static let maximumHeaderTokens = 256

    private static let introducers: [String: Kind] = [
        "class": .class, "struct": .struct, "enum": .enum, "actor": .actor, "protocol": .protocol, "extension": .extension,
    ]
    /// Words after `class` that make it a modifier (`class func`, `class override var`), not a type declaration.
    private static let notTypeNames: Set<String> = FunctionDeclaration.modifiers.union([
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "protocol", "case",
    ])

    /// Every type and extension declaration among `tokens` (of ``SwiftSourceText/code``), in source order.
    ///
    /// A declaration whose header does not end in a matched `{` within
    /// ``maximumHeaderTokens`` tokens (a fragment, hostile bytes) has no body.
    ///
    /// - Parameter match: ``SwiftToken/matchingBrackets(_:)`` of `tokens`.
    /// - Complexity: O(n): each introducer reads at most ``maximumHeaderTokens`` tokens.
    package static func all(_ tokens: [SwiftToken], _ match: [Int]) -> [TypeDeclaration] {
        var found: [TypeDeclaration] = []
        var k = 0
        while k + 1 < tokens.count {
            defer { k += 1 }
            guard tokens[k].kind == .word, let kind = introducers[tokens[k].text], tokens[k + 1].kind == .word,
                  !notTypeNames.contains(tokens[k + 1].text), k == 0 || !tokens[k - 1].isPunctuation(".")
            else { continue }
            found.append(parse(kind, at: k, tokens, match))
        }
        return found
    }

    /// The declaration whose introducer is `tokens[k]`, followed by a word.
    private static func parse(_ kind: Kind, at k: Int, _ tokens: [SwiftToken], _ match: [Int]) -> TypeDeclaration {
        let limit = min(tokens.count, k + 1 + maximumHeaderTokens)
        var name = tokens[k + 1].text
        var j = k + 2
        var angles = 0
        // The rest of a dotted name (`extension Outer.Inner`), generic arguments skipped.
        while j < limit {
            let t = tokens[j]
            if t.isPunctuation("<") {
                angles += 1
            } else if t.isPunctuation(">") {
                angles = max(0, angles - 1)
            } else if angles == 0, t.isPunctuation("."), j + 1 < limit, tokens[j + 1].kind == .word {
                name = tokens[j + 1].text
                j += 1
            } else if angles == 0 {
                break
            }
            j += 1
        }
        var declaration = TypeDeclaration(kind: kind, name: name, inherited: [], line: tokens[k].line, body: nil)
        var clause: [SwiftToken] = []
        var inClause = false
        var afterClause = false
        angles = 0
        while j < limit {
            let t = tokens[j]
            if t.isPunctuation("{") {
                if match[j] > j { declaration.body = (j, match[j]) }
                break
            }
            if t.isPunctuation("}") || t.isPunctuation(";") { break }
            if t.isPunctuation("(") || t.isPunctuation("["), match[j] > j {
                j = match[j] + 1
                continue
            }
            if t.isPunctuation("<") { angles += 1 }
            if t.isPunctuation(">") { angles = max(0, angles - 1) }
            if t.isWord("where") {
                inClause = false
                afterClause = true
            } else if inClause {
                clause.append(t)
            } else if !afterClause, angles == 0, t.isPunctuation(":") {
                inClause = true
            }
            j += 1
        }
        declaration.inherited = entries(clause)
        return declaration
    }

    /// The names an inheritance clause lists, split at `,` and `&` outside angle brackets.
    private static func entries(_ clause: [SwiftToken]) -> [String] {
        var names: [String] = []
        var current: String?
        var angles = 0
        var afterDot = false
        for t in clause {
            if t.isPunctuation("<") { angles += 1; continue }
            if t.isPunctuation(">") { angles = max(0, angles - 1); continue }
            guard angles == 0 else { continue }
            if t.isPunctuation(",") || t.isPunctuation("&") {
                if let current { names.append(current) }
                current = nil
                afterDot = false
            } else if t.isPunctuation(".") {
                afterDot = true
            } else if t.kind == .word, current == nil || afterDot {
                current = t.text
                afterDot = false
            }
        }
        if let current { names.append(current) }
        return names
    }
}
