/// A `func` declaration found in Swift source: its signature, its line, and its text as written.
package struct FunctionDeclaration {
    package var signature: FunctionSignature
    /// The 1-based line of the `func` keyword.
    package var line: Int
    /// From `func` to the end of the result type, comments removed, every run of whitespace one space (none
    /// just inside parentheses and brackets).
    package var text: String
    /// How many tokens of code stand between the braces of the body that directly follows the declaration
    /// (comments and string contents are not code); `nil` when no body with matched braces follows it.
    package var bodyTokenCount: Int?
    /// Whether `override` is among the modifiers before `func`.
    package var isOverride = false
    /// The index of the `func` keyword among the tokens of the source it was read from.
    package var keywordIndex = 0

    /// Tokens a generic parameter clause may span before it is judged not to be one.
    package static let maximumGenericClauseTokens = 256
    /// Tokens a result type may span.
    package static let maximumResultTokens = 256

    /// Every `func` declaration in `source` whose name, parameter list and result can be read, in source order.
    ///
    /// Attributes and modifiers before `func` (`@MainActor`, `@available(…)`,
    /// `@objc`, `public`, `override`) are not part of the signature; default
    /// arguments are skipped. A `func` that is not followed by a name and a
    /// closed parameter list (an operator, a fragment, hostile bytes) is skipped.
    ///
    /// - Complexity: O(n) in the source's bytes: each `func` reads at most a bounded
    ///   number of tokens beyond its own parameter list.
    package static func all(in source: [UInt8]) -> [FunctionDeclaration] {
        let text = SwiftSourceText(source)
        let tokens = SwiftToken.tokens(of: text.code)
        return all(tokens, SwiftToken.matchingBrackets(tokens), shownFrom: text.withoutComments)
    }

    /// Every readable `func` declaration among `tokens` (of ``SwiftSourceText/code``), as ``all(in:)`` finds them.
    ///
    /// - Parameters:
    ///   - match: ``SwiftToken/matchingBrackets(_:)`` of `tokens`.
    ///   - shown: the source's ``SwiftSourceText/withoutComments``, what ``text`` is taken from.
    package static func all(_ tokens: [SwiftToken], _ match: [Int], shownFrom shown: [UInt8]) -> [FunctionDeclaration] {
        var found: [FunctionDeclaration] = []
        var k = 0
        while k < tokens.count {
            defer { k += 1 }
            guard tokens[k].isWord("func"), k + 2 < tokens.count, tokens[k + 1].kind == .word else { continue }
            // `func` used as a name (`x.func`) is not a declaration.
            if k > 0, tokens[k - 1].isPunctuation(".") { continue }
            guard var declaration = parse(at: k, tokens, match, shown) else { continue }
            let written = modifiers(before: k, tokens, match)
            declaration.signature.isTypeMethod = written.contains("static") || written.contains("class")
            declaration.isOverride = written.contains("override")
            declaration.keywordIndex = k
            found.append(declaration)
        }
        return found
    }

    /// The declaration whose `func` is `tokens[k]`, or `nil` when it cannot be read.
    private static func parse(_ k: Int, _ tokens: [SwiftToken], _ match: [Int]) -> (FunctionSignature, Int)? {
        let name = tokens[k + 1].text
        var j = k + 2
        var generics = ""
        if tokens[j].isPunctuation("<") {
            var depth = 0
            var end: Int?
            var m = j
            while m < min(tokens.count, j + maximumGenericClauseTokens) {
                let t = tokens[m]
                if t.isPunctuation("<") { depth += 1 }
                if t.isPunctuation(">") {
                    depth -= 1
                    if depth == 0 { end = m; break }
                }
                if t.isPunctuation("(") || t.isPunctuation("{") || t.isPunctuation("}") || t.isWord("func") { return nil }
                m += 1
            }
            guard let end else { return nil }
            generics = TypeText.rendered(Array(tokens[j...end]))
            j = end + 1
        }
        guard j < tokens.count, tokens[j].isPunctuation("("), match[j] > j else { return nil }
        let close = match[j]
        guard let parameters = parameters(tokens[(j + 1)..<close], match) else { return nil }
        var last = close
        j = close + 1
        var effects: [String] = []
        while j < tokens.count, ["async", "throws", "rethrows", "reasync"].contains(tokens[j].text), tokens[j].kind == .word {
            var effect = tokens[j].text
            last = j
            j += 1
            if effect == "throws", j < tokens.count, tokens[j].isPunctuation("("), match[j] > j {
                effect += TypeText.rendered(Array(tokens[j...match[j]]))
                last = match[j]
                j = match[j] + 1
            }
            effects.append(effect)
        }
        var result = "Void"
        if j < tokens.count, tokens[j].isPunctuation("->") {
            let end = resultEnd(from: j + 1, tokens, match)
            guard end > j + 1 else { return nil }
            result = TypeText.normalized(tokens[(j + 1)..<end], isResult: true)
            last = end - 1
        }
        let signature = FunctionSignature(
            name: name, labels: parameters.map(\.label), types: parameters.map(\.type), result: result,
            effects: effects.joined(separator: " "), genericParameters: generics)
        return (signature, last)
    }

    private static func parse(at k: Int, _ tokens: [SwiftToken], _ match: [Int], _ shown: [UInt8]) -> FunctionDeclaration? {
        guard let (signature, last) = parse(k, tokens, match) else { return nil }
        let open = last + 1
        let body = open < tokens.count && tokens[open].isPunctuation("{") && match[open] > open ? match[open] - open - 1 : nil
        return FunctionDeclaration(signature: signature, line: tokens[k].line,
                                   text: collapsed(shown[tokens[k].start..<tokens[last].end]), bodyTokenCount: body)
    }

    /// Modifiers a declaration may have before `func`.
    package static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "override", "nonisolated",
        "dynamic", "optional", "required", "convenience", "mutating", "nonmutating", "static", "class", "isolated",
    ]

    /// The modifiers (of ``modifiers``) written before the `func` at `k`, attributes skipped; at most 64 tokens back.
    private static func modifiers(before k: Int, _ tokens: [SwiftToken], _ match: [Int]) -> Set<String> {
        var found: Set<String> = []
        var j = k - 1
        var steps = 0
        while j >= 0, steps < 64 {
            steps += 1
            let t = tokens[j]
            if t.kind == .word, modifiers.contains(t.text) {
                found.insert(t.text)
                j -= 1
            } else if t.kind == .attribute {
                j -= 1
            } else if t.isPunctuation(")"), match[j] > 0, match[j] < j {
                // `@available(iOS 13, *)`, `@objc(name:)`: on to the attribute before the parentheses.
                let before = tokens[match[j] - 1]
                guard before.kind == .attribute else { return found }
                j = match[j] - 1
            } else {
                return found
            }
        }
        return found
    }

    /// Bytes as text with every run of whitespace one space.
    private static func collapsed(_ bytes: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var space = false
        for b in bytes {
            if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D || b == 0x0B || b == 0x0C {
                space = true
                continue
            }
            // `( _ a: A )` reads `(_ a: A)`: no space inside brackets.
            if space, let last = out.last, last != UInt8(ascii: "("), last != UInt8(ascii: "["),
               b != UInt8(ascii: ")"), b != UInt8(ascii: "]")
            {
                out.append(0x20)
            }
            space = false
            out.append(b)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The parameters between a declaration's parentheses, or `nil` when one has no `name: Type` shape.
    private static func parameters(_ tokens: ArraySlice<SwiftToken>, _ match: [Int]) -> [(label: String, type: String)]? {
        var result: [(label: String, type: String)] = []
        var start = tokens.startIndex
        var angles = 0
        var inDefault = false
        var i = tokens.startIndex
        func finish(_ end: Int) -> Bool {
            // Nothing between commas is an error, except after a trailing comma or in `()`.
            guard end > start else { return end == tokens.endIndex }
            guard let parameter = parameter(tokens[start..<end], match) else { return false }
            result.append(parameter)
            return true
        }
        while i < tokens.endIndex {
            let t = tokens[i]
            if (t.isPunctuation("(") || t.isPunctuation("[") || t.isPunctuation("{")) {
                guard match[i] > i, match[i] < tokens.endIndex else { return nil }
                i = match[i] + 1
                continue
            }
            if !inDefault {
                if t.isPunctuation("<") { angles += 1 }
                if t.isPunctuation(">") { angles = max(0, angles - 1) }
                if t.isPunctuation("="), angles == 0 { inDefault = true }
            }
            if t.isPunctuation(","), angles == 0 || inDefault {
                guard finish(i) else { return nil }
                start = i + 1
                angles = 0
                inDefault = false
            }
            i += 1
        }
        guard finish(tokens.endIndex) else { return nil }
        return result
    }

    /// One `label name: Type = default` parameter.
    private static func parameter(_ tokens: ArraySlice<SwiftToken>, _ match: [Int]) -> (label: String, type: String)? {
        guard let colon = tokens.firstIndex(where: { $0.isPunctuation(":") }) else { return nil }
        let names = tokens[tokens.startIndex..<colon]
        guard (1...2).contains(names.count), names.allSatisfy({ $0.kind == .word }) else { return nil }
        var end = colon + 1
        var angles = 0
        while end < tokens.endIndex {
            let t = tokens[end]
            if t.isPunctuation("(") || t.isPunctuation("[") || t.isPunctuation("{"), match[end] > end {
                end = match[end] + 1
                continue
            }
            if t.isPunctuation("<") { angles += 1 }
            if t.isPunctuation(">") { angles = max(0, angles - 1) }
            if t.isPunctuation("="), angles == 0 { break }
            end += 1
        }
        guard end > colon + 1 else { return nil }
        return (names[names.startIndex].text, TypeText.normalized(tokens[(colon + 1)..<min(end, tokens.endIndex)]))
    }

    /// The index past a result type that starts at `start`.
    ///
    /// The type ends before a body (`{`), a `where` clause, `;`, `}`, or a line
    /// break that does not continue the type (the next declaration in a protocol).
    private static func resultEnd(from start: Int, _ tokens: [SwiftToken], _ match: [Int]) -> Int {
        var i = start
        var angles = 0
        let limit = min(tokens.count, start + maximumResultTokens)
        let continuesBefore: Set<String> = [".", "?", "!", "&", "->", ">", "<"]
        let continuesAfter: Set<String> = [".", "&", "->", "<", ",", ":"]
        while i < limit {
            let t = tokens[i]
            if i > start {
                if angles == 0 {
                    if t.kind == .punctuation, ["{", "}", ";", "=", ",", ")", "]"].contains(t.text) { break }
                    if t.isWord("where") { break }
                    let previous = tokens[i - 1]
                    if t.line != previous.line,
                       !(t.kind == .punctuation && continuesBefore.contains(t.text)),
                       !(previous.kind == .punctuation && continuesAfter.contains(previous.text))
                    {
                        break
                    }
                } else if t.isPunctuation("{") || t.isPunctuation("}") || t.isPunctuation(";") {
                    break
                }
            }
            if t.isPunctuation("(") || t.isPunctuation("[") {
                guard match[i] > i else { break }
                i = match[i] + 1
                continue
            }
            if t.isPunctuation("<") { angles += 1 }
            if t.isPunctuation(">") { angles = max(0, angles - 1) }
            i += 1
        }
        return min(i, limit)
    }
}
