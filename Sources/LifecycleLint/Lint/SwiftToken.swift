/// One token of blanked Swift source (``SwiftSourceText/code``): a word, an attribute or a punctuation mark.
package struct SwiftToken {
    package enum Kind: Equatable {
        /// An identifier, a keyword, a number, or a backquoted name (without its backquotes).
        case word
        /// `@` and a name, such as `@escaping`.
        case attribute
        /// One punctuation byte, or `->`.
        case punctuation
    }

    package var kind: Kind
    package var text: String
    /// The first and past-the-last byte offsets in the source.
    package var start: Int
    package var end: Int
    /// The 1-based line of the first byte.
    package var line: Int

    /// Whether this token is the punctuation `text`.
    package func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }

    /// Whether this token is the word `text`.
    package func isWord(_ text: String) -> Bool { kind == .word && self.text == text }

    /// The tokens of `code`, in order; every byte that is not whitespace belongs to one.
    ///
    /// - Complexity: O(n) in the number of bytes.
    package static func tokens(of code: [UInt8]) -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        var i = 0
        var line = 1
        let n = code.count
        func isWordByte(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x24
                || b >= 0x80
        }
        func text(_ from: Int, _ to: Int) -> String { String(decoding: code[from..<to], as: UTF8.self) }
        while i < n {
            let b = code[i]
            if b == UInt8(ascii: "\n") {
                line += 1
                i += 1
                continue
            }
            if b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0B || b == 0x0C {
                i += 1
                continue
            }
            let start = i
            if isWordByte(b) {
                while i < n, isWordByte(code[i]) { i += 1 }
                tokens.append(SwiftToken(kind: .word, text: text(start, i), start: start, end: i, line: line))
            } else if b == UInt8(ascii: "@"), i + 1 < n, isWordByte(code[i + 1]) {
                i += 1
                while i < n, isWordByte(code[i]) { i += 1 }
                tokens.append(SwiftToken(kind: .attribute, text: text(start, i), start: start, end: i, line: line))
            } else if b == UInt8(ascii: "`") {
                var j = i + 1
                while j < n, code[j] != UInt8(ascii: "`"), code[j] != UInt8(ascii: "\n") { j += 1 }
                if j < n, code[j] == UInt8(ascii: "`"), j > i + 1 {
                    tokens.append(SwiftToken(kind: .word, text: text(i + 1, j), start: start, end: j + 1, line: line))
                    i = j + 1
                } else {
                    tokens.append(SwiftToken(kind: .punctuation, text: "`", start: start, end: i + 1, line: line))
                    i += 1
                }
            } else if b == UInt8(ascii: "-"), i + 1 < n, code[i + 1] == UInt8(ascii: ">") {
                tokens.append(SwiftToken(kind: .punctuation, text: "->", start: start, end: i + 2, line: line))
                i += 2
            } else {
                tokens.append(SwiftToken(kind: .punctuation, text: text(i, i + 1), start: start, end: i + 1, line: line))
                i += 1
            }
        }
        return tokens
    }

    /// For each `(`, `[` and `{`, the index of its closing token (and the reverse); -1 where there is none.
    ///
    /// A closer that does not close the innermost open bracket is ignored, so
    /// unbalanced input leaves brackets unmatched rather than mismatched.
    package static func matchingBrackets(_ tokens: [SwiftToken]) -> [Int] {
        var match = [Int](repeating: -1, count: tokens.count)
        var open: [(index: Int, closer: String)] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(": open.append((index, ")"))
            case "[": open.append((index, "]"))
            case "{": open.append((index, "}"))
            case ")", "]", "}":
                if let top = open.last, top.closer == token.text {
                    open.removeLast()
                    match[top.index] = index
                    match[index] = top.index
                }
            default: break
            }
        }
        return match
    }
}
