/// Text from a trace, a file name or an argument, made safe to echo in one diagnostic line.
///
/// A trace can hold any character in its strings: a newline in a `call`
/// value, echoed raw, would let a file forge a line such as
/// `other.jsonl:99: error: …`, and an escape sequence would drive the
/// terminal. Everything the tools echo from input goes through one of these
/// two functions:
///
/// - ``controls(_:)`` escapes control characters (C0, DEL, C1), the Unicode
///   line and paragraph separators and the bidirectional overrides, as
///   `\n`, `\r`, `\t` or `\u{1B}`; every other character is kept. It is
///   idempotent, so a message escaped twice reads the same.
/// - ``quoted(_:)`` puts a value in single quotes, escaping `\` and `'` as
///   well, and shortens a value longer than ``quotedLimit`` characters with
///   `…`, so a 50 MB field does not become a 50 MB message.
package enum EscapedText {
    /// The most characters of a value ``quoted(_:)`` shows (128).
    package static let quotedLimit = 128

    /// `text` with every control, separator and bidirectional-override character escaped.
    ///
    /// Guarantees: the result holds no character below U+0020, no U+007F–U+009F,
    /// no U+2028/U+2029 and no U+202A–U+202E or U+2066–U+2069; text without
    /// them comes back unchanged.
    package static func controls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars { append(scalar, to: &out, quotes: false) }
        return out
    }

    /// `text` in single quotes with `\`, `'` and control characters escaped, at most ``quotedLimit`` characters shown.
    package static func quoted(_ text: String) -> String {
        var out = "'"
        var shown = 0
        for scalar in text.unicodeScalars {
            if shown == quotedLimit {
                out += "…"
                break
            }
            append(scalar, to: &out, quotes: true)
            shown += 1
        }
        return out + "'"
    }

    private static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to out: inout String, quotes: Bool) {
        switch scalar {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\\" where quotes: out += "\\\\"
        case "'" where quotes: out += "\\'"
        default:
            if needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
}
