import Foundation
import LifecycleRules
import Testing

/// Screen content printed the same way in every run: dictionaries and sets sorted, everything else as Swift prints it.
@Suite("StableDescription prints dictionaries and sets in one order")
struct StableDescriptionTests {
    struct Screen: Hashable {
        var note: String?
        var fields: [String: String]
        var tags: Set<String>
    }

    struct Plain: Hashable {
        var note: String?
        var count: Int
    }

    static func dictionary(_ keys: [String]) -> [String: String] {
        var d: [String: String] = [:]
        for key in keys { d[key] = key.uppercased() }
        return d
    }

    @Test("equal dictionaries built in other orders print alike, sorted")
    func dictionaries() {
        let keys = (0..<40).map { "k\($0)" }
        let a = Self.dictionary(keys)
        let b = Self.dictionary(keys.reversed())
        #expect(a == b)
        #expect(StableDescription.of(a) == StableDescription.of(b))
        #expect(StableDescription.of(["b": 2, "a": 1]) == "[\"a\": 1, \"b\": 2]")
        #expect(StableDescription.of(Set(["z", "x", "y"])) == "[\"x\", \"y\", \"z\"]")
    }

    @Test("a struct holding a dictionary and a set prints its fields with them sorted")
    func nested() {
        let screen = Screen(note: "42", fields: ["draft": "x", "title": "T"], tags: ["b", "a"])
        #expect(StableDescription.of(screen)
                == "Screen(note: Optional(\"42\"), fields: [\"draft\": \"x\", \"title\": \"T\"], tags: [\"a\", \"b\"])")
    }

    @Test("a value with no dictionary or set prints exactly as String(describing:)")
    func unchanged() {
        let plain = Plain(note: nil, count: 3)
        #expect(StableDescription.of(plain) == String(describing: plain))
        #expect(StableDescription.of("text") == "text")
        #expect(StableDescription.of([1, 2, 3]) == String(describing: [1, 2, 3]))
    }
}

extension StableDescriptionTests {
    struct Described: Hashable, CustomStringConvertible {
        var fields: [String: String]
        var description: String { "Described(\(fields.count) fields)" }
    }

    @Test("a type that prints itself keeps its own description")
    func customDescriptionKept() {
        #expect(StableDescription.of(Described(fields: ["a": "1", "b": "2"])) == "Described(2 fields)")
    }
}

extension StableDescriptionTests {
    enum Tagged: Hashable {
        case tags(Set<String>)
        case pair(String, [String: Int])
        case none
    }

    @Test("sets and dictionaries inside enums, tuples and AnyHashable print sorted; classes are not looked into")
    func enumsTuplesAndWrappers() {
        #expect(StableDescription.of(Tagged.tags(["b", "a", "c"])) == "tags([\"a\", \"b\", \"c\"])")
        #expect(StableDescription.of(Tagged.pair("x", ["b": 2, "a": 1])) == "pair(\"x\", [\"a\": 1, \"b\": 2])")
        #expect(StableDescription.of(Tagged.none) == "none")
        #expect(StableDescription.of(AnyHashable(["b": 2, "a": 1])) == "[\"a\": 1, \"b\": 2]")
        let tuple: (String, [String: Int]) = ("t", ["z": 0, "y": 1])
        #expect(StableDescription.of(tuple) == "(\"t\", [\"y\": 1, \"z\": 0])")
        final class Node { var meta = ["b": "2", "a": "1"]; var next: Node? }
        let node = Node()
        node.next = node  // a cycle: never looked into
        #expect(StableDescription.of(node) == String(describing: node))
    }
}
