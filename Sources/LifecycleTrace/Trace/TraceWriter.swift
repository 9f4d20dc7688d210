/// Writes traces in format version 1: one JSON object per line, keys in a fixed order.
///
/// Guarantees:
///
/// - **Fixed key order.** A header line is `trace`, `mode`, `device`,
///   `multipleScenes`, then `existingSessions` when there are any. A call line
///   is `call`, `session`, `scene`, `role`, `sessions`, `restoration`, `urls`,
///   `activities`, `shortcut`, `t`, with only the fields the record has; a
///   `restoration` of `.some(nil)` is written as `"restoration":null`.
/// - **Stable bytes.** Equal records give equal bytes, on every platform and
///   run: no white space, no dictionaries, `-0.0` written as `0.0`. Strings are
///   written scalar for scalar (no Unicode normalization), with `"`, `\` and
///   control characters escaped.
/// - **Round trip.** ``TraceReader`` reads back exactly the header and the
///   records written, with one exception: a `t` that is not finite (JSON has
///   no infinity or NaN) is left out.
///
/// ```text
/// {"trace":1,"mode":"scenes","device":"phone","multipleScenes":false}
/// {"call":"scene(_:willConnectTo:options:)","session":"A","scene":"a1","restoration":null}
/// ```
public struct TraceWriter: Sendable {
    /// Creates a writer; it has no state, so one can be shared freely.
    public init() {}

    /// The header line, without a newline.
    public func headerLine(_ header: TraceHeader) -> String {
        var out = ""
        appendHeader(header, to: &out)
        return out
    }

    /// One call's line, without a newline.
    public func line(for record: TraceRecord) -> String {
        var out = ""
        out.reserveCapacity(160)
        appendLine(record, to: &out)
        return out
    }

    /// A whole trace: the header line, then one line per record, each ending in a newline.
    public func trace(header: TraceHeader, records: [TraceRecord]) -> String {
        var out = ""
        writeHeader(header, to: &out)
        for record in records { write(record, to: &out) }
        return out
    }

    /// Writes the header line and its newline to `output`.
    public func writeHeader(_ header: TraceHeader, to output: inout some TextOutputStream) {
        var line = ""
        appendHeader(header, to: &line)
        line += "\n"
        output.write(line)
    }

    /// Writes one call's line and its newline to `output`.
    public func write(_ record: TraceRecord, to output: inout some TextOutputStream) {
        var line = ""
        appendLine(record, to: &line)
        line += "\n"
        output.write(line)
    }

    /// Appends the header line, without a newline, to `out`.
    public func appendHeader(_ header: TraceHeader, to out: inout String) {
        out += "{\"trace\":\(header.version),\"mode\":"
        Self.appendQuoted(header.mode.rawValue, to: &out)
        out += ",\"device\":"
        Self.appendQuoted(header.device.rawValue, to: &out)
        out += header.multipleScenes ? ",\"multipleScenes\":true" : ",\"multipleScenes\":false"
        if !header.existingSessions.isEmpty {
            out += ",\"existingSessions\":"
            appendArray(header.existingSessions, to: &out)
        }
        out += "}"
    }

    /// Appends one call's line, without a newline, to `out`.
    public func appendLine(_ record: TraceRecord, to out: inout String) {
        out += "{\"call\":"
        Self.appendQuoted(record.call.rawValue, to: &out)
        if let v = record.session {
            out += ",\"session\":"
            Self.appendQuoted(v, to: &out)
        }
        if let v = record.scene {
            out += ",\"scene\":"
            Self.appendQuoted(v, to: &out)
        }
        if let v = record.role {
            out += ",\"role\":"
            Self.appendQuoted(v, to: &out)
        }
        if let v = record.sessions {
            out += ",\"sessions\":"
            appendArray(v, to: &out)
        }
        if let v = record.restoration {
            out += ",\"restoration\":"
            if let activity = v { appendActivity(activity, to: &out) } else { out += "null" }
        }
        if let v = record.urls {
            out += ",\"urls\":"
            appendArray(v, to: &out)
        }
        if let v = record.activities {
            out += ",\"activities\":["
            for (k, activity) in v.enumerated() {
                if k > 0 { out += "," }
                appendActivity(activity, to: &out)
            }
            out += "]"
        }
        if let v = record.shortcut {
            out += ",\"shortcut\":"
            Self.appendQuoted(v, to: &out)
        }
        if let v = record.t, v.isFinite {
            out += ",\"t\":"
            out += v == 0 ? "0.0" : "\(v)"
        }
        out += "}"
    }

    /// A JSON string literal for `s`, quotes included; the same as ``quoted(_:)``.
    public func quote(_ s: String) -> String { Self.quoted(s) }

    /// A JSON string literal: quotes, and escapes for quotes, backslashes and control characters.
    ///
    /// `"` and `\` are escaped with a backslash; newline, carriage return and
    /// tab as `\n`, `\r` and `\t`; other control characters as `\u00XX`
    /// with lowercase hex. Everything else, non-ASCII included, is written as is.
    public static func quoted(_ s: String) -> String {
        var out = ""
        appendQuoted(s, to: &out)
        return out
    }

    private func appendActivity(_ a: TraceActivity, to out: inout String) {
        out += "{\"type\":"
        Self.appendQuoted(a.type, to: &out)
        out += ",\"id\":"
        Self.appendQuoted(a.id, to: &out)
        out += "}"
    }

    private func appendArray(_ items: [String], to out: inout String) {
        out += "["
        for (k, item) in items.enumerated() {
            if k > 0 { out += "," }
            Self.appendQuoted(item, to: &out)
        }
        out += "]"
    }

    private static func appendQuoted(_ s: String, to out: inout String) {
        out += "\""
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += s
            out += "\""
            return
        }
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
        out += "\""
    }
}
