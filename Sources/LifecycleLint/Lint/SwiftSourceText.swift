/// Swift source as bytes, with comments (and, in ``code``, string literals' contents) blanked out.
///
/// Blanking replaces every byte by a space but keeps newlines, so a byte offset
/// and a line number mean the same in every view as in the original. The
/// lexer is iterative except for string interpolations, whose nesting it
/// follows at most ``maximumInterpolationDepth`` deep; it never traps, on any
/// bytes: an unterminated comment or string runs to the end of the file, a
/// single-line string to the end of its line.
package struct SwiftSourceText {
    /// Comments and string literals' contents (between the delimiters) blanked: what declarations are parsed from.
    package var code: [UInt8]
    /// Only comments blanked: what a declaration "as written" is shown from.
    package var withoutComments: [UInt8]

    /// How deep interpolations inside strings inside interpolations are followed (deeper ones are read as string text).
    package static let maximumInterpolationDepth = 16

    package init(_ bytes: [UInt8]) {
        var lexer = Lexer(bytes: bytes)
        lexer.scanCode(untilClosingParenthesis: false, depth: 0)
        var code = bytes
        var withoutComments = bytes
        for range in lexer.comments {
            for i in range where bytes[i] != UInt8(ascii: "\n") {
                code[i] = UInt8(ascii: " ")
                withoutComments[i] = UInt8(ascii: " ")
            }
        }
        for range in lexer.stringContents {
            for i in range where bytes[i] != UInt8(ascii: "\n") { code[i] = UInt8(ascii: " ") }
        }
        self.code = code
        self.withoutComments = withoutComments
    }

    /// Finds the byte ranges of comments and string contents.
    private struct Lexer {
        package let bytes: [UInt8]
        package var i = 0
        package var comments: [Range<Int>] = []
        package var stringContents: [Range<Int>] = []

        package init(bytes: [UInt8]) { self.bytes = bytes }

        private func byte(_ at: Int) -> UInt8? { at < bytes.count ? bytes[at] : nil }

        /// Code up to the end, or (inside an interpolation) up to its closing `)`, left at that `)`.
        package mutating func scanCode(untilClosingParenthesis: Bool, depth: Int) {
            var parentheses = 0
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "/") {
                    let start = i
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                    comments.append(start..<i)
                    continue
                }
                if c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                    blockComment()
                    continue
                }
                if c == UInt8(ascii: "\"") || (c == UInt8(ascii: "#") && startsRawString()) {
                    stringLiteral(depth: depth)
                    continue
                }
                if untilClosingParenthesis {
                    if c == UInt8(ascii: "(") {
                        parentheses += 1
                    } else if c == UInt8(ascii: ")") {
                        if parentheses == 0 { return }
                        parentheses -= 1
                    }
                }
                i += 1
            }
        }

        /// Whether the `#` at `i` starts a raw string: pound signs, then a quote.
        private func startsRawString() -> Bool {
            var j = i
            while byte(j) == UInt8(ascii: "#") { j += 1 }
            return byte(j) == UInt8(ascii: "\"")
        }

        /// A block comment at `i`; Swift's nest.
        private mutating func blockComment() {
            let start = i
            var nesting = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                    nesting += 1
                    i += 2
                } else if bytes[i] == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") {
                    nesting -= 1
                    i += 2
                    if nesting == 0 { break }
                } else {
                    i += 1
                }
            }
            comments.append(start..<min(i, bytes.count))
        }

        /// A string literal at `i` (`"…"`, `"""…"""`, `#"…"#`), with escapes and interpolations.
        private mutating func stringLiteral(depth: Int) {
            var pounds = 0
            while byte(i) == UInt8(ascii: "#") {
                pounds += 1
                i += 1
            }
            let multiline = byte(i + 1) == UInt8(ascii: "\"") && byte(i + 2) == UInt8(ascii: "\"")
            i += multiline ? 3 : 1
            let contentStart = i
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "\n"), !multiline { break }
                if c == UInt8(ascii: "\\"), poundsFollow(i + 1, pounds) {
                    let after = i + 1 + pounds
                    if byte(after) == UInt8(ascii: "("), depth < SwiftSourceText.maximumInterpolationDepth {
                        i = after + 1
                        scanCode(untilClosingParenthesis: true, depth: depth + 1)
                        if i < bytes.count { i += 1 }
                    } else {
                        i = min(after + 1, bytes.count)
                    }
                    continue
                }
                if c == UInt8(ascii: "\""), closes(at: i, multiline: multiline, pounds: pounds) {
                    stringContents.append(contentStart..<i)
                    i += (multiline ? 3 : 1) + pounds
                    return
                }
                i += 1
            }
            stringContents.append(contentStart..<min(i, bytes.count))
        }

        private func poundsFollow(_ at: Int, _ pounds: Int) -> Bool {
            (0..<pounds).allSatisfy { byte(at + $0) == UInt8(ascii: "#") }
        }

        private func closes(at: Int, multiline: Bool, pounds: Int) -> Bool {
            let quotes = multiline ? 3 : 1
            return (0..<quotes).allSatisfy { byte(at + $0) == UInt8(ascii: "\"") } && poundsFollow(at + quotes, pounds)
        }
    }
}
