// The markup around a property list's values: the prolog, comments, the DOCTYPE, start and end tags and names.
extension XMLPropertyListReader {
    /// Skips white space, comments and processing instructions (and, in the prolog, a DOCTYPE).
    package mutating func skipMiscellany(inProlog: Bool) throws(PropertyListError) {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isSpace(byte) {
                position += 1
            } else if looking(at: "<!--") {
                try skipComment()
            } else if looking(at: "<?") {
                let start = position
                guard let end = find("?>") else { throw error("unterminated processing instruction", at: start) }
                position = end + 2
            } else if looking(at: "<!DOCTYPE") {
                guard inProlog else { throw error("DOCTYPE after the root element started", at: position) }
                try skipDoctype()
            } else {
                return
            }
        }
    }

    package mutating func skipComment() throws(PropertyListError) {
        let start = position
        position += 4
        guard let end = find("-->") else { throw error("unterminated comment", at: start) }
        position = end + 3
    }

    package mutating func skipDoctype() throws(PropertyListError) {
        let start = position
        var quote: UInt8? = nil
        position += 9
        while position < bytes.count {
            let byte = bytes[position]
            if let q = quote {
                if byte == q { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw error("a DOCTYPE with an internal subset is not supported", at: position)
            } else if byte == UInt8(ascii: ">") {
                position += 1
                return
            }
            position += 1
        }
        throw error("unterminated DOCTYPE", at: start)
    }

    /// Reads a start tag at `position` (which is at a `<` not followed by `/`), attributes included.
    package mutating func startTag() throws(PropertyListError) -> StartTag {
        let start = position
        position += 1
        let name = try self.name(in: "a tag", at: start)
        while true {
            let hadSpace = skipSpaces()
            guard position < bytes.count else { throw error("unterminated tag <\(name)>", at: start) }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                return StartTag(name: name, isEmpty: false, start: start)
            }
            if looking(at: "/>") {
                position += 2
                return StartTag(name: name, isEmpty: true, start: start)
            }
            guard hadSpace else { throw error("expected '>' or an attribute after <\(name)", at: position) }
            let attribute = try self.name(in: "an attribute of <\(name)>", at: position)
            skipSpaces()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error("attribute '\(attribute)' of <\(name)> has no '=' and value", at: position)
            }
            position += 1
            skipSpaces()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw error("attribute '\(attribute)' of <\(name)> has an unquoted value", at: position)
            }
            let quote = bytes[position]
            let valueStart = position
            position += 1
            while position < bytes.count, bytes[position] != quote {
                if bytes[position] == UInt8(ascii: "<") { break }
                position += 1
            }
            guard position < bytes.count, bytes[position] == quote else {
                throw error("unterminated value of attribute '\(attribute)'", at: valueStart)
            }
            position += 1
        }
    }

    /// Reads the end tag at `position` (at `</`), which must close `tag`.
    package mutating func endTag(of tag: StartTag) throws(PropertyListError) {
        let start = position
        position += 2
        let name = try self.name(in: "an end tag", at: start)
        skipSpaces()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw error("unterminated end tag </\(name)>", at: start)
        }
        position += 1
        guard name == tag.name else {
            let opened = location(of: tag.start).line
            throw error("expected </\(tag.name)> (for the <\(tag.name)> on line \(opened)), found </\(name)>", at: start)
        }
    }

    /// An XML name at `position` (ASCII letters, digits, `_`, `:`, `.`, `-`; not starting with a digit, `.` or `-`).
    package mutating func name(in what: String, at start: Int) throws(PropertyListError) -> String {
        let first = position
        while position < bytes.count, Self.isNameByte(bytes[position], first: position == first) { position += 1 }
        guard position > first, position - first <= 256 else {
            throw error("expected a name in \(what)", at: position > first ? first : start)
        }
        return String(decoding: bytes[first..<position], as: UTF8.self)
    }

    /// The name after a `<`, for messages, without moving.
    package func peekName(at start: Int) -> String {
        var end = start
        while end < bytes.count, end - start < 64, Self.isNameByte(bytes[end], first: end == start) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    @discardableResult
    package mutating func skipSpaces() -> Bool {
        let start = position
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
        return position > start
    }

    package func looking(at literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        return literal.withUTF8Buffer { lit in
            for i in 0..<count where bytes[position + i] != lit[i] { return false }
            return true
        }
    }

    /// The position of the next `literal` at or after `position`, if any.
    package func find(_ literal: StaticString) -> Int? {
        literal.withUTF8Buffer { lit -> Int? in
            let count = lit.count
            guard bytes.count >= count else { return nil }
            var i = position
            while i <= bytes.count - count {
                if bytes[i] == lit[0] {
                    var match = true
                    for j in 1..<count where bytes[i + j] != lit[j] { match = false; break }
                    if match { return i }
                }
                i += 1
            }
            return nil
        }
    }
}
