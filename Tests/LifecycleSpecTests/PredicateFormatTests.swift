import Foundation
import LifecycleUIKit
import Testing

/// `NSPredicate(format:)` on Linux: the format language of predicates on strings, as activation conditions use it.
@MainActor
@Suite("NSPredicate(format:) reads what activation conditions write")
struct PredicateFormatTests {
    /// A format, its one string argument if any, the object, and whether it matches.
    struct Case: Sendable, CustomTestStringConvertible {
        var format: String
        var argument: String?
        var object: String
        var matches: Bool
        init(_ format: String, _ argument: String? = nil, _ object: String, _ matches: Bool) {
            (self.format, self.argument, self.object, self.matches) = (format, argument, object, matches)
        }
        var testDescription: String { "\(format) on \(object)" }
    }

    nonisolated static let cases: [Case] = [
        Case("SELF == %@", "doc-1", "doc-1", true),
        Case("self == 'doc-1'", nil, "doc-2", false),
        Case("SELF != \"a\"", nil, "b", true),
        Case("self BEGINSWITH %@", "com.example.notes", "com.example.notes.editing", true),
        Case("self BEGINSWITH[c] 'COM.'", nil, "com.example", true),
        Case("self BEGINSWITH 'COM.'", nil, "com.example", false),
        Case("self ENDSWITH '.editing'", nil, "com.example.notes.editing", true),
        Case("self CONTAINS[cd] 'CAFE'", nil, "the café", true),
        Case("self LIKE 'doc-*'", nil, "doc-17", true),
        Case("self LIKE 'doc-?'", nil, "doc-17", false),
        Case("self MATCHES 'doc-[0-9]+'", nil, "doc-17", true),
        Case("self MATCHES 'doc-[0-9]+'", nil, "doc-17x", false),
        Case("self IN {'a', 'b'}", nil, "b", true),
        Case("TRUEPREDICATE", nil, "anything", true),
        Case("FALSEPREDICATE", nil, "anything", false),
        Case("self == 'a' OR self == 'b'", nil, "b", true),
        Case("self BEGINSWITH 'doc' AND NOT (self ENDSWITH '-0')", nil, "doc-0", false),
        Case("self > 3", nil, "x", false),
    ]

    @Test("comparisons of SELF with literals and arguments", arguments: cases)
    func evaluates(_ c: Case) {
        let predicate = c.argument.map { NSPredicate(format: c.format, $0) } ?? NSPredicate(format: c.format)
        #expect(predicate.evaluate(with: c.object) == c.matches)
    }

    @Test("an array argument for IN")
    func arrayArgument() {
        #expect(NSPredicate(format: "self IN %@", argumentArray: [["x", "y"]]).evaluate(with: "y"))
        #expect(!NSPredicate(format: "self IN %@", argumentArray: [["x", "y"]]).evaluate(with: "z"))
    }

    @Test("numbers and arguments of each specifier")
    func numbers() {
        #expect(NSPredicate(format: "SELF >= %d", 3).evaluate(with: 3))
        #expect(NSPredicate(format: "SELF < %f", 2.5).evaluate(with: 2))
        #expect(!NSPredicate(format: "SELF == 4").evaluate(with: 5))
    }

    @Test("a format that cannot be read, or that needs key-value coding, is an error naming the place and why",
          arguments: [
            ("self ==", "expected a value"),
            ("name == 'x'", "the key path 'name' needs key-value coding"),
            ("%K == 'x'", "%K needs key-value coding"),
            ("ANY self == 'x'", "the key path 'ANY' needs key-value coding"),
            ("self == 'x", "unterminated string"),
            ("(self == 'x'", "expected ')'"),
            ("self ~ 'x'", "expected an operator"),
            ("self == %@", "more specifiers than arguments"),
            ("SELF BETWEEN {1, 5}", "BETWEEN is not supported here"),
          ])
    func rejected(format: String, problem: String) {
        #expect {
            _ = try PredicateFormat(format, arguments: [])
        } throws: { error in
            "\(error)".hasPrefix("Unable to parse the format string \"\(format)\" at ") && "\(error)".contains(problem)
        }
    }
}

extension PredicateFormatTests {
    @Test("deep nesting and long chains are errors, not stack overflows; LIKE on long text is linear")
    func hostileFormats() {
        let deep = String(repeating: "(", count: 10_000) + "SELF == 'a'" + String(repeating: ")", count: 10_000)
        #expect(throws: PredicateFormat.ParseError.self) { _ = try PredicateFormat(deep, arguments: []) }
        let nots = String(repeating: "NOT ", count: 10_000) + "SELF == 'a'"
        #expect(throws: PredicateFormat.ParseError.self) { _ = try PredicateFormat(nots, arguments: []) }
        let chain = Array(repeating: "SELF == 'a'", count: 5_000).joined(separator: " OR ")
        #expect(throws: PredicateFormat.ParseError.self) { _ = try PredicateFormat(chain, arguments: []) }
        let long = String(repeating: "ab", count: 100_000)
        #expect(NSPredicate(format: "SELF LIKE '*ab*ab'").evaluate(with: long))
        #expect(!NSPredicate(format: "SELF LIKE '*abc*'").evaluate(with: long))
    }

    @Test("exponents, NSNull and unsigned arguments")
    func moreArguments() {
        #expect(NSPredicate(format: "SELF < 1e-3").evaluate(with: 0.0001))
        #expect(NSPredicate(format: "SELF == %u", UInt32(3)).evaluate(with: 3))
        #expect(NSPredicate(format: "SELF == %@", argumentArray: [NSNull()]).evaluate(with: nil))
    }
}
