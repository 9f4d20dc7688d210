/// Tiny helpers for writing JSON by hand, with a fixed key order.
public enum JSONText {
    /// Escapes a string for use inside JSON quotes.
    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `"escaped"`.
    public static func string(_ s: String) -> String { "\"\(escape(s))\"" }

    /// `["a","b"]`.
    public static func array(_ items: [String]) -> String { "[" + items.map(string).joined(separator: ",") + "]" }
}
