/// A type written in Swift source, normalized so that two spellings of one type read the same.
///
/// Normalization: whitespace is insignificant (`Set < X >` is `Set<X>`,
/// `[K : V]?` is `[K: V]?`); `any` is dropped (`any Error` is `Error`);
/// module qualifiers `Swift.`, `Foundation.`, `UIKit.`, `LifecycleUIKit.` and
/// `_Concurrency.` are dropped (`Swift.Set` is `Set`); `()` as a result is
/// `Void`. Everything else is kept, because Swift does not accept the method as
/// the requirement's witness with it: `@escaping`, `@MainActor`, `@Sendable`,
/// `some`, `inout`, `[X]` against `Set<X>`, and `X!` against `X?` (a method with
/// `[K: V]!` or `-> X!` where the protocol has `?` is not called; checked with
/// Swift 6.3).
package enum TypeText {
    /// Module names whose qualification does not change a type.
    package static let modules: Set<String> = ["Swift", "Foundation", "UIKit", "LifecycleUIKit", "_Concurrency"]

    /// The normalized text of the type spelled by `tokens` (`Void` when there are none).
    package static func normalized(_ tokens: ArraySlice<SwiftToken>, isResult: Bool = false) -> String {
        var kept: [SwiftToken] = []
        var i = tokens.startIndex
        while i < tokens.endIndex {
            let token = tokens[i]
            let next = i + 1 < tokens.endIndex ? tokens[i + 1] : nil
            if token.isWord("any"), let next, next.kind == .word || next.isPunctuation("(") {
                i += 1
                continue
            }
            if token.kind == .word, modules.contains(token.text), let next, next.isPunctuation("."),
               i + 2 < tokens.endIndex, tokens[i + 2].kind == .word, kept.last.map({ !$0.isPunctuation(".") }) ?? true
            {
                i += 2
                continue
            }
            if token.isPunctuation("("), let next, next.isPunctuation(")"),
               kept.last?.isPunctuation("->") ?? (isResult && kept.isEmpty)
            {
                kept.append(SwiftToken(kind: .word, text: "Void", start: token.start, end: next.end, line: token.line))
                i += 2
                continue
            }
            kept.append(token)
            i += 1
        }
        if kept.isEmpty { return "Void" }
        return rendered(kept)
    }

    /// Tokens joined with Swift's usual spacing: `[K: V]`, `(A, B) -> C`, `@escaping @MainActor (Bool) -> Void`, `P & Q`.
    package static func rendered(_ tokens: [SwiftToken]) -> String {
        var out = ""
        var previous: SwiftToken?
        for token in tokens {
            if let a = previous, needsSpace(between: a, and: token) { out += " " }
            out += token.kind == .word && needsBackquotes(token.text) ? "`\(token.text)`" : token.text
            previous = token
        }
        return out
    }

    private static func needsSpace(between a: SwiftToken, and b: SwiftToken) -> Bool {
        if a.isPunctuation("->") || b.isPunctuation("->") || a.isPunctuation("&") || b.isPunctuation("&") { return true }
        if a.isPunctuation(",") || a.isPunctuation(":") { return true }
        let aWord = a.kind != .punctuation
        let bWord = b.kind != .punctuation
        if aWord && bWord { return true }
        if a.kind == .attribute, b.isPunctuation("("), a.text != "@convention" { return true }
        return false
    }

    /// Keywords that only name a type or parameter when backquoted.
    private static func needsBackquotes(_ text: String) -> Bool {
        ["default", "func", "class", "struct", "enum", "protocol", "where", "return"].contains(text)
    }
}
