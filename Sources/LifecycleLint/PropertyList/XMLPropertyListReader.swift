/// Reads an XML property list (UTF-8), with the line and column of every error.
///
/// Accepts the plist DTD's subset that Info.plists use: an XML declaration,
/// processing instructions, comments, a `DOCTYPE` without an internal subset,
/// a `<plist>` root (or a bare value as the root) holding one value, and the
/// elements `dict`, `key`, `array`, `string`, `integer`, `real`, `true`,
/// `false`, `date` and `data`. Text may use the five predefined entities,
/// numeric character references and CDATA sections. Attributes are read and
/// ignored. Nesting deeper than ``PropertyListReader/maximumDepth`` is an error.
package struct XMLPropertyListReader {
    package let bytes: [UInt8]
    package var position = 0
    /// A known line start at or before the positions asked for, to count lines in one pass.
    private var knownPosition = 0
    private var knownLine = 1
    private var knownLineStart = 0

    /// A start tag: its name, whether it ends with `/>`, and where its `<` is.
    package struct StartTag {
        package var name: String
        package var isEmpty: Bool
        package var start: Int
    }

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads the whole document.
    package mutating func read() throws(PropertyListError) -> PropertyListValue {
        if let bad = Self.firstInvalidUTF8(in: bytes) {
            throw error("invalid UTF-8 (byte 0x\(Self.hex(bytes[bad])))", at: bad)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        try skipMiscellany(inProlog: true)
        guard position < bytes.count else { throw error("no root element", at: position) }
        guard looking(at: "<"), !looking(at: "</") else { throw error("expected <plist>", at: position) }
        let root = try startTag()
        let value: PropertyListValue
        if root.name == "plist" {
            guard !root.isEmpty else { throw error("<plist/> holds no value", at: root.start) }
            try skipMiscellany(inProlog: false)
            guard position < bytes.count else { throw unterminated(root) }
            if looking(at: "</") { throw error("<plist> holds no value", at: position) }
            guard looking(at: "<") else { throw unexpectedText(in: "plist") }
            value = try self.value(try startTag(), depth: 0)
            try skipMiscellany(inProlog: false)
            guard position < bytes.count else { throw unterminated(root) }
            guard looking(at: "</") else {
                throw error("<plist> holds more than one value", at: position)
            }
            try endTag(of: root)
        } else {
            value = try self.value(root, depth: 0)
        }
        try skipMiscellany(inProlog: false)
        guard position == bytes.count else { throw error("unexpected content after the end of the property list", at: position) }
        return value
    }

    // MARK: - Values

    package mutating func value(_ tag: StartTag, depth: Int) throws(PropertyListError) -> PropertyListValue {
        guard depth <= PropertyListReader.maximumDepth else {
            throw error("values nest deeper than \(PropertyListReader.maximumDepth) levels", at: tag.start)
        }
        let line = location(of: tag.start).line
        switch tag.name {
        case "dict":
            var entries: [PropertyListValue.Entry] = []
            if tag.isEmpty { return PropertyListValue(.dictionary(entries), line: line) }
            while true {
                try skipMiscellany(inProlog: false)
                guard position < bytes.count else { throw unterminated(tag) }
                if looking(at: "</") { try endTag(of: tag); break }
                guard looking(at: "<") else { throw unexpectedText(in: "dict") }
                let keyTag = try startTag()
                guard keyTag.name == "key" else {
                    throw error("expected <key> in <dict>, found <\(keyTag.name)>", at: keyTag.start)
                }
                let key = try text(of: keyTag)
                try skipMiscellany(inProlog: false)
                guard position < bytes.count else { throw unterminated(tag) }
                guard looking(at: "<"), !looking(at: "</") else {
                    if looking(at: "</") { throw error("key '\(key)' has no value", at: position) }
                    throw unexpectedText(in: "dict")
                }
                let valueTag = try startTag()
                if valueTag.name == "key" { throw error("key '\(key)' has no value", at: valueTag.start) }
                entries.append(PropertyListValue.Entry(key: key, value: try value(valueTag, depth: depth + 1)))
            }
            return PropertyListValue(.dictionary(entries), line: line)
        case "array":
            var elements: [PropertyListValue] = []
            if tag.isEmpty { return PropertyListValue(.array(elements), line: line) }
            while true {
                try skipMiscellany(inProlog: false)
                guard position < bytes.count else { throw unterminated(tag) }
                if looking(at: "</") { try endTag(of: tag); break }
                guard looking(at: "<") else { throw unexpectedText(in: "array") }
                let elementTag = try startTag()
                if elementTag.name == "key" { throw error("<key> outside a <dict>", at: elementTag.start) }
                elements.append(try value(elementTag, depth: depth + 1))
            }
            return PropertyListValue(.array(elements), line: line)
        case "string":
            return PropertyListValue(.string(try text(of: tag)), line: line)
        case "integer":
            return PropertyListValue(.integer(try integer(try text(of: tag), at: tag.start)), line: line)
        case "real":
            let text = Self.trimmed(try text(of: tag))
            guard !text.isEmpty, text.utf8.count <= 64, let real = Double(text) else {
                throw error("<real> holds '\(Self.excerpt(text))', not a number", at: tag.start)
            }
            return PropertyListValue(.real(real), line: line)
        case "true", "false":
            if !tag.isEmpty {
                try skipMiscellany(inProlog: false)
                guard position < bytes.count else { throw unterminated(tag) }
                guard looking(at: "</") else { throw error("<\(tag.name)> must be empty", at: position) }
                try endTag(of: tag)
            }
            return PropertyListValue(.boolean(tag.name == "true"), line: line)
        case "date":
            let text = Self.trimmed(try text(of: tag))
            guard let seconds = Self.date(text) else {
                throw error("<date> holds '\(Self.excerpt(text))', not a date like 2024-01-31T12:00:00Z", at: tag.start)
            }
            return PropertyListValue(.date(seconds), line: line)
        case "data":
            let text = try text(of: tag)
            guard let data = Self.base64(text) else {
                throw error("<data> holds text that is not base64", at: tag.start)
            }
            return PropertyListValue(.data(data), line: line)
        case "key":
            throw error("<key> outside a <dict>", at: tag.start)
        case "plist":
            throw error("<plist> inside a value", at: tag.start)
        default:
            throw error("unknown element <\(tag.name)>", at: tag.start)
        }
    }

    package mutating func integer(_ raw: String, at start: Int) throws(PropertyListError) -> Int64 {
        let text = Self.trimmed(raw)
        var digits = Substring(text)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        var radix: UInt64 = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty else { throw error("<integer> holds '\(Self.excerpt(text))', not an integer", at: start) }
        var magnitude: UInt64 = 0
        for c in digits.unicodeScalars {
            guard let d = Self.hexDigit(c), UInt64(d) < radix else {
                throw error("<integer> holds '\(Self.excerpt(text))', not an integer", at: start)
            }
            let (times, o1) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, o2) = times.addingReportingOverflow(UInt64(d))
            guard !o1, !o2 else { throw error("<integer> \(Self.excerpt(text)) is outside the 64-bit range", at: start) }
            magnitude = sum
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else {
                throw error("<integer> \(Self.excerpt(text)) is outside the 64-bit range", at: start)
            }
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        }
        guard magnitude <= UInt64(Int64.max) else {
            throw error("<integer> \(Self.excerpt(text)) is outside the 64-bit signed range", at: start)
        }
        return Int64(magnitude)
    }

    // MARK: - Text

    /// The text content of an element that may hold only text (entities, CDATA and comments allowed), up to its end tag.
    package mutating func text(of tag: StartTag) throws(PropertyListError) -> String {
        if tag.isEmpty { return "" }
        var out: [UInt8] = []
        while true {
            guard position < bytes.count else { throw unterminated(tag) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                if looking(at: "</") {
                    try endTag(of: tag)
                    return String(decoding: out, as: UTF8.self)
                } else if looking(at: "<![CDATA[") {
                    let start = position
                    position += 9
                    guard let end = find("]]>") else { throw error("unterminated CDATA section", at: start) }
                    out.append(contentsOf: bytes[position..<end])
                    position = end + 3
                } else if looking(at: "<!--") {
                    try skipComment()
                } else {
                    let name = peekName(at: position + 1)
                    throw error("unexpected element <\(name)> inside <\(tag.name)>", at: position)
                }
            } else if byte == UInt8(ascii: "&") {
                try entity(into: &out)
            } else {
                out.append(byte)
                position += 1
            }
        }
    }

    /// Appends the character an entity or character reference at `position` stands for.
    package mutating func entity(into out: inout [UInt8]) throws(PropertyListError) {
        let start = position
        var end = start + 1
        while end < bytes.count, end - start <= 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw error("'&' does not start an entity (write &amp; for an ampersand)", at: start)
        }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch name {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap { $0 == 0 ? nil : Unicode.Scalar($0) }
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst(1), radix: 10).flatMap { $0 == 0 ? nil : Unicode.Scalar($0) }
            } else {
                throw error("unknown entity &\(name);", at: start)
            }
            if scalar == nil { throw error("&\(name); is not a valid character", at: start) }
        }
        out.append(contentsOf: String(Character(scalar!)).utf8)
        position = end + 1
    }

    // MARK: - Errors and places

    package mutating func error(_ problem: String, at offset: Int) -> PropertyListError {
        let (line, column) = location(of: offset)
        return PropertyListError(line: line, column: column, problem: problem)
    }

    package mutating func unterminated(_ tag: StartTag) -> PropertyListError {
        let opened = location(of: tag.start).line
        return error("unexpected end of file inside <\(tag.name)> (opened on line \(opened))", at: bytes.count)
    }

    package mutating func unexpectedText(in element: String) -> PropertyListError {
        let start = position
        var end = start
        while end < bytes.count, end - start < 20, bytes[end] != UInt8(ascii: "<"), bytes[end] != 0x0A { end += 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        return error("unexpected text '\(text)' in <\(element)>", at: start)
    }

    /// The 1-based line and column (in bytes) of `offset`; counts lines forward from the last place asked for.
    package mutating func location(of offset: Int) -> (line: Int, column: Int) {
        let target = min(max(offset, 0), bytes.count)
        if target < knownPosition {
            knownPosition = 0
            knownLine = 1
            knownLineStart = 0
        }
        var i = knownPosition
        while i < target {
            if bytes[i] == 0x0A {
                knownLine += 1
                knownLineStart = i + 1
            }
            i += 1
        }
        knownPosition = target
        return (knownLine, target - knownLineStart + 1)
    }
}
