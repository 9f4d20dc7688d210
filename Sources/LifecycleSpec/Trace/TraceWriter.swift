/// Writes traces in format version 1: one JSON object per line, keys in a fixed order.
///
/// Key order: `call`, `session`, `scene`, `role`, `sessions`, `restoration`,
/// `urls`, `activities`, `shortcut`, `t`; only present fields are written.
/// Equal records give equal bytes, and `TraceReader` reads back what this writes.
public struct TraceWriter: Sendable {
    public init() {}

    /// The header line, without a newline.
    public func headerLine(_ header: TraceHeader) -> String {
        var s = "{\"trace\":\(header.version),\"mode\":\"\(header.mode.rawValue)\",\"device\":\"\(header.device.rawValue)\","
        s += "\"multipleScenes\":\(header.multipleScenes)"
        if !header.existingSessions.isEmpty { s += ",\"existingSessions\":\(array(header.existingSessions))" }
        return s + "}"
    }

    /// One call's line, without a newline.
    public func line(for record: TraceRecord) -> String {
        var s = "{\"call\":\(quote(record.call.rawValue))"
        if let v = record.session { s += ",\"session\":\(quote(v))" }
        if let v = record.scene { s += ",\"scene\":\(quote(v))" }
        if let v = record.role { s += ",\"role\":\(quote(v))" }
        if let v = record.sessions { s += ",\"sessions\":\(array(v))" }
        if let v = record.restoration { s += ",\"restoration\":\(v.map(activity) ?? "null")" }
        if let v = record.urls { s += ",\"urls\":\(array(v))" }
        if let v = record.activities { s += ",\"activities\":[\(v.map(activity).joined(separator: ","))]" }
        if let v = record.shortcut { s += ",\"shortcut\":\(quote(v))" }
        if let v = record.t { s += ",\"t\":\(v)" }
        return s + "}"
    }

    /// A whole trace: the header line, then one line per record, each ending in a newline.
    public func trace(header: TraceHeader, records: [TraceRecord]) -> String {
        var out = headerLine(header) + "\n"
        for r in records { out += line(for: r) + "\n" }
        return out
    }

    private func activity(_ a: TraceActivity) -> String { "{\"type\":\(quote(a.type)),\"id\":\(quote(a.id))}" }
    private func array(_ items: [String]) -> String { "[" + items.map(quote).joined(separator: ",") + "]" }

    /// A JSON string literal.
    public func quote(_ s: String) -> String { Self.quoted(s) }

    /// A JSON string literal: quotes, and escapes for quotes, backslashes and control characters.
    public static func quoted(_ s: String) -> String {
        var out = "\""
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
        return out + "\""
    }
}
