import Foundation

/// A parsed predicate format string, the part of NSPredicate's format language that predicates on strings use
/// (activation conditions' target content identifiers): comparisons of `SELF` with literals and arguments, joined
/// with `AND`, `OR`, `NOT` and parentheses.
///
/// Supported: `SELF` (any case); string literals in single or double quotes; numbers; `TRUE`, `FALSE`, `YES`, `NO`,
/// `NIL`, `NULL`; aggregates `{a, b}`; the arguments `%@`, `%d`, `%i`, `%ld`, `%lld`, `%u`, `%f`; the operators `==`
/// `=` `!=` `<>` `<` `<=` `=<` `>` `>=` `=>` `BEGINSWITH` `ENDSWITH` `CONTAINS` `LIKE` `MATCHES` `IN`, with the `[c]`,
/// `[d]` and `[cd]` options; `TRUEPREDICATE` and `FALSEPREDICATE`. Not supported, because they need key-value
/// coding, which Linux does not have: key paths other than `SELF`, `%K`, aggregate operators (`ANY`, `ALL`),
/// `SUBQUERY` and functions.
package struct PredicateFormat: Sendable {
    /// Why a format cannot be read: the format, where, and what is wrong.
    package struct ParseError: Error, CustomStringConvertible, Sendable {
        package var format: String
        package var offset: Int
        package var problem: String
        package var description: String { "Unable to parse the format string \"\(format)\" at \(offset): \(problem)" }
    }

    indirect enum Node: Sendable {
        case constant(Bool)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case comparison(Operand, Operator, Options, Operand)
    }

    enum Operand: Sendable {
        case this
        case value(Value)
    }

    enum Value: Sendable, Equatable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case list([Value])
    }

    enum Operator: String, Sendable {
        case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
        case beginsWith, endsWith, contains, like, matches, isIn
    }

    struct Options: OptionSet, Sendable {
        let rawValue: UInt8
        static let caseInsensitive = Options(rawValue: 1)
        static let diacriticInsensitive = Options(rawValue: 2)
    }

    let root: Node

    /// Reads `format`, substituting `arguments` for `%@` and the other specifiers in order.
    package init(_ format: String, arguments: [Any]) throws(ParseError) {
        var parser = Parser(format: format, arguments: arguments)
        root = try parser.parseWhole()
    }

    /// Whether `object` satisfies the predicate.
    package func evaluate(_ object: Any?) -> Bool { Self.evaluate(root, object.flatMap(Self.value(of:)) ?? .null) }

    // MARK: - Evaluation

    static func evaluate(_ node: Node, _ this: Value) -> Bool {
        switch node {
        case .constant(let b): return b
        case .not(let n): return !evaluate(n, this)
        case .and(let a, let b): return evaluate(a, this) && evaluate(b, this)
        case .or(let a, let b): return evaluate(a, this) || evaluate(b, this)
        case .comparison(let l, let op, let options, let r):
            func resolve(_ o: Operand) -> Value { if case .value(let v) = o { return v } else { return this } }
            return compare(resolve(l), op, options, resolve(r))
        }
    }

    static func compare(_ lhs: Value, _ op: Operator, _ options: Options, _ rhs: Value) -> Bool {
        func fold(_ s: String) -> String {
            var s = s
            if options.contains(.diacriticInsensitive) { s = s.folding(options: .diacriticInsensitive, locale: nil) }
            if options.contains(.caseInsensitive) { s = s.lowercased() }
            return s
        }
        func equal(_ a: Value, _ b: Value) -> Bool {
            if case .string(let x) = a, case .string(let y) = b { return fold(x) == fold(y) }
            return a == b
        }
        func order(_ a: Value, _ b: Value) -> ComparisonResult? {
            switch (a, b) {
            case (.number(let x), .number(let y)): return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
            case (.string(let x), .string(let y)):
                let (fx, fy) = (fold(x), fold(y))
                return fx < fy ? .orderedAscending : fx > fy ? .orderedDescending : .orderedSame
            default: return nil
            }
        }
        switch op {
        case .equal: return equal(lhs, rhs)
        case .notEqual: return !equal(lhs, rhs)
        case .less: return order(lhs, rhs) == .orderedAscending
        case .lessOrEqual: return order(lhs, rhs).map { $0 != .orderedDescending } ?? false
        case .greater: return order(lhs, rhs) == .orderedDescending
        case .greaterOrEqual: return order(lhs, rhs).map { $0 != .orderedAscending } ?? false
        case .beginsWith, .endsWith:
            guard case .string(let s) = lhs, case .string(let p) = rhs else { return false }
            return op == .beginsWith ? fold(s).hasPrefix(fold(p)) : fold(s).hasSuffix(fold(p))
        case .contains:
            if case .list(let items) = lhs { return items.contains { equal($0, rhs) } }
            guard case .string(let s) = lhs, case .string(let p) = rhs else { return false }
            return p.isEmpty ? false : fold(s).contains(fold(p))
        case .isIn:
            if case .list(let items) = rhs { return items.contains { equal(lhs, $0) } }
            guard case .string(let s) = lhs, case .string(let container) = rhs else { return false }
            return fold(container).contains(fold(s))
        case .like:
            guard case .string(let s) = lhs, case .string(let p) = rhs else { return false }
            return like(Array(fold(s)), Array(fold(p)))
        case .matches:
            guard case .string(let s) = lhs, case .string(let p) = rhs,
                  let regex = try? NSRegularExpression(pattern: "^(?:" + p + ")$",
                                                       options: options.contains(.caseInsensitive) ? [.caseInsensitive] : [])
            else { return false }
            return regex.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
        }
    }

    /// `*` matches any run of characters, `?` one character: the greedy two-pointer match, with backtracking to
    /// the last `*` only (linear space, no recursion).
    static func like(_ s: [Character], _ p: [Character]) -> Bool {
        var (i, j) = (0, 0)
        var star: Int?
        var resume = 0
        while i < s.count {
            if j < p.count, p[j] == "?" || p[j] == s[i], p[j] != "*" {
                i += 1
                j += 1
            } else if j < p.count, p[j] == "*" {
                star = j
                resume = i
                j += 1
            } else if let star {
                j = star + 1
                resume += 1
                i = resume
            } else {
                return false
            }
        }
        while j < p.count, p[j] == "*" { j += 1 }
        return j == p.count
    }

    /// The value an evaluated object or an argument stands for.
    static func value(of object: Any) -> Value? {
        switch object {
        case let s as String: return .string(s)
        case let s as Substring: return .string(String(s))
        case let s as NSString: return .string(String(describing: s))
        case let b as Bool: return .bool(b)
        case let i as Int: return .number(Double(i))
        case let i as Int32: return .number(Double(i))
        case let i as Int64: return .number(Double(i))
        case let i as UInt: return .number(Double(i))
        case let i as Int8: return .number(Double(i))
        case let i as Int16: return .number(Double(i))
        case let i as UInt8: return .number(Double(i))
        case let i as UInt16: return .number(Double(i))
        case let i as UInt32: return .number(Double(i))
        case let i as UInt64: return .number(Double(i))
        case let c as CGFloat: return .number(Double(c))
        case is NSNull: return .null
        case let d as Double: return .number(d)
        case let f as Float: return .number(Double(f))
        case let n as NSNumber: return .number(n.doubleValue)
        case let u as URL: return .string(u.absoluteString)
        case let items as [Any]: return .list(items.compactMap(value(of:)))
        case let set as Set<String>: return .list(set.sorted().map { .string($0) })
        default: return nil
        }
    }

    // MARK: - Parsing

    struct Parser {
        let format: String
        let chars: [Character]
        var arguments: [Any]
        var i = 0
        /// How deep parentheses, NOTs and aggregates nest so far; a format nested deeper than `maximumDepth` is an
        /// error rather than a stack overflow.
        var depth = 0
        static let maximumDepth = 64
        /// How many comparisons a format may hold (an `OR` chain evaluates as deep as it is long).
        var comparisons = 0
        static let maximumComparisons = 1_024

        init(format: String, arguments: [Any]) {
            self.format = format
            self.chars = Array(format)
            self.arguments = arguments
        }

        func error(_ problem: String) -> ParseError { ParseError(format: format, offset: i, problem: problem) }

        mutating func skipSpaces() { while i < chars.count, chars[i].isWhitespace { i += 1 } }

        mutating func parseWhole() throws(ParseError) -> Node {
            let node = try parseOr()
            skipSpaces()
            guard i == chars.count else { throw error("unexpected \(String(chars[i...]).prefix(20))") }
            return node
        }

        /// The next word (letters, digits, `_`, `.`), not consumed.
        func peekWord() -> String {
            var j = i
            while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." { j += 1 }
            return String(chars[i..<j])
        }

        mutating func take(_ symbol: String) -> Bool {
            skipSpaces()
            let s = Array(symbol)
            guard i + s.count <= chars.count, Array(chars[i..<(i + s.count)]) == s else { return false }
            i += s.count
            return true
        }

        mutating func takeWord(_ words: Set<String>) -> Bool {
            skipSpaces()
            let word = peekWord()
            guard words.contains(word.uppercased()) else { return false }
            i += word.count
            return true
        }

        mutating func parseOr() throws(ParseError) -> Node {
            var node = try parseAnd()
            while take("||") || takeWord(["OR"]) { node = .or(node, try parseAnd()) }
            return node
        }

        mutating func parseAnd() throws(ParseError) -> Node {
            var node = try parseNot()
            while take("&&") || takeWord(["AND"]) { node = .and(node, try parseNot()) }
            return node
        }

        mutating func enter() throws(ParseError) {
            depth += 1
            guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) deep") }
        }

        mutating func parseNot() throws(ParseError) -> Node {
            try enter()
            defer { depth -= 1 }
            skipSpaces()
            if i + 1 < chars.count, chars[i] == "!", chars[i + 1] != "=" {
                i += 1
                return .not(try parseNot())
            }
            if takeWord(["NOT"]) { return .not(try parseNot()) }
            return try parsePrimary()
        }

        mutating func parsePrimary() throws(ParseError) -> Node {
            if take("(") {
                let node = try parseOr()
                guard take(")") else { throw error("expected ')'") }
                return node
            }
            if takeWord(["TRUEPREDICATE"]) { return .constant(true) }
            if takeWord(["FALSEPREDICATE"]) { return .constant(false) }
            comparisons += 1
            guard comparisons <= Self.maximumComparisons else {
                throw error("more than \(Self.maximumComparisons) comparisons")
            }
            let lhs = try parseOperand()
            let op = try parseOperator()
            let options = try parseOptions()
            let rhs = try parseOperand()
            return .comparison(lhs, op, options, rhs)
        }

        mutating func parseOperator() throws(ParseError) -> Operator {
            skipSpaces()
            let symbols: [(String, Operator)] = [("==", .equal), ("!=", .notEqual), ("<>", .notEqual), ("<=", .lessOrEqual),
                                                 ("=<", .lessOrEqual), (">=", .greaterOrEqual), ("=>", .greaterOrEqual),
                                                 ("<", .less), (">", .greater), ("=", .equal)]
            for (symbol, op) in symbols where take(symbol) { return op }
            let words: [String: Operator] = ["BEGINSWITH": .beginsWith, "ENDSWITH": .endsWith, "CONTAINS": .contains,
                                             "LIKE": .like, "MATCHES": .matches, "IN": .isIn]
            let word = peekWord().uppercased()
            if let op = words[word] {
                i += word.count
                return op
            }
            if word == "BETWEEN" { throw error("BETWEEN is not supported here: write SELF >= a AND SELF <= b") }
            if ["ANY", "ALL", "SOME", "NONE"].contains(word) {
                throw error("\(word) needs key-value coding, which Linux does not have")
            }
            throw error("expected an operator (==, !=, <, >, BEGINSWITH, ENDSWITH, CONTAINS, LIKE, MATCHES, IN)")
        }

        mutating func parseOptions() throws(ParseError) -> Options {
            guard take("[") else { return [] }
            var options: Options = []
            while i < chars.count, chars[i] != "]" {
                switch chars[i] {
                case "c", "C": options.insert(.caseInsensitive)
                case "d", "D": options.insert(.diacriticInsensitive)
                case "n", "N", "l", "L": break
                default: throw error("unknown option '\(chars[i])'")
                }
                i += 1
            }
            guard take("]") else { throw error("expected ']'") }
            return options
        }

        mutating func parseOperand() throws(ParseError) -> Operand {
            skipSpaces()
            guard i < chars.count else { throw error("expected a value") }
            let c = chars[i]
            if c == "'" || c == "\"" { return .value(.string(try parseString(quote: c))) }
            if c == "%" { return .value(try parseArgument()) }
            if c == "{" {
                try enter()
                defer { depth -= 1 }
                i += 1
                var items: [Value] = []
                if take("}") { return .value(.list(items)) }
                repeat {
                    guard case .value(let v) = try parseOperand() else { throw error("SELF in an aggregate") }
                    items.append(v)
                } while take(",")
                guard take("}") else { throw error("expected '}'") }
                return .value(.list(items))
            }
            if c.isNumber || ((c == "-" || c == "+") && i + 1 < chars.count && chars[i + 1].isNumber) {
                var j = i + 1
                while j < chars.count, chars[j].isNumber || chars[j] == "." || chars[j] == "e" || chars[j] == "E"
                    || ((chars[j] == "-" || chars[j] == "+") && (chars[j - 1] == "e" || chars[j - 1] == "E")) { j += 1 }
                guard let d = Double(String(chars[i..<j])) else { throw error("not a number") }
                i = j
                return .value(.number(d))
            }
            let word = peekWord()
            switch word.uppercased() {
            case "SELF": i += word.count; return .this
            case "TRUE", "YES": i += word.count; return .value(.bool(true))
            case "FALSE", "NO": i += word.count; return .value(.bool(false))
            case "NIL", "NULL": i += word.count; return .value(.null)
            case "": throw error("expected a value")
            default:
                throw error("the key path '\(word)' needs key-value coding, which Linux does not have (use SELF)")
            }
        }

        mutating func parseString(quote: Character) throws(ParseError) -> String {
            i += 1
            var out = ""
            while i < chars.count, chars[i] != quote {
                if chars[i] == "\\", i + 1 < chars.count {
                    i += 1
                    switch chars[i] {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    default: out.append(chars[i])
                    }
                } else {
                    out.append(chars[i])
                }
                i += 1
            }
            guard i < chars.count else { throw error("unterminated string") }
            i += 1
            return out
        }

        mutating func parseArgument() throws(ParseError) -> Value {
            i += 1
            var spec = ""
            while i < chars.count, chars[i].isLetter || chars[i] == "@" {
                spec.append(chars[i])
                i += 1
                if spec != "l" && spec != "ll" { break }
            }
            if spec == "K" { throw error("%K needs key-value coding, which Linux does not have (use SELF)") }
            guard ["@", "d", "i", "ld", "lld", "u", "lu", "f"].contains(spec) else {
                throw error("unsupported format specifier %\(spec)")
            }
            guard !arguments.isEmpty else { throw error("more specifiers than arguments") }
            let argument = arguments.removeFirst()
            guard let value = PredicateFormat.value(of: argument) else {
                throw error("an argument of type \(type(of: argument)) cannot be compared")
            }
            return value
        }
    }
}
