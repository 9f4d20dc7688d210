import Foundation
import Testing
import LifecycleRules

/// Stored bytes compare by what they hold: a `Codable` value encoded without sorted keys renders the same whatever
/// order the encoder wrote its keys in, and different values never render alike.
@Suite("Stored data is compared by meaning")
struct StoredDataRenderingTests {
    @Test("a JSON object renders the same in any key order, spacing or number spelling")
    func jsonKeyOrder() throws {
        let a = StoredDataRendering.render(Array(#"{"title":"t","pinned":false,"words":3,"tags":["x"]}"#.utf8))
        let b = StoredDataRendering.render(Array(#"{"tags":["x"], "words":3.0,"pinned":false,"title":"t"}"#.utf8))
        let c = StoredDataRendering.render(Array(#" {"words":3e0,"title":"t","tags":["x"],"pinned":false}"#.utf8))
        #expect(a == #"json {"pinned": false, "tags": ["x"], "title": "t", "words": 3}"#)
        #expect(a == b)
        #expect(a == c)
    }

    @Test("different JSON values render differently: a value, an array's order, a nested key")
    func jsonDifferences() {
        let base = StoredDataRendering.render(Array(#"{"a":{"b":1,"c":[1,2]}}"#.utf8))
        #expect(base != StoredDataRendering.render(Array(#"{"a":{"b":2,"c":[1,2]}}"#.utf8)))
        #expect(base != StoredDataRendering.render(Array(#"{"a":{"b":1,"c":[2,1]}}"#.utf8)))
        #expect(base != StoredDataRendering.render(Array(#"{"a":{"d":1,"c":[1,2]}}"#.utf8)))
        #expect(StoredDataRendering.render(Array(#"["1"]"#.utf8)) != StoredDataRendering.render(Array("[1]".utf8)))
        #expect(StoredDataRendering.render(Array(#"{"s":"a\"b\n"}"#.utf8)) == #"json {"s": "a\"b\n"}"#)
    }

    @Test("what JSONEncoder writes for one value renders the same every time")
    func encoderOutput() throws {
        struct Draft: Codable { var title = "Groceries"; var body = "milk"; var words = 1; var tags = ["home"]; var pinned = true }
        var renderings: [String] = []
        for _ in 0..<50 {
            let data = try JSONEncoder().encode(Draft())
            renderings.append(try #require(StoredDataRendering.render(Array(data))))
        }
        #expect(renderings.allSatisfy { $0 == renderings[0] }, "\(renderings.first ?? "") vs \(renderings.last ?? "")")
        var other = Draft()
        other.body = "eggs"
        #expect(try StoredDataRendering.render(Array(JSONEncoder().encode(other))) != renderings[0])
    }

    @Test("a property list renders by value: XML dictionaries in any order, binary like XML")
    func propertyLists() throws {
        func xml(_ body: String) -> [UInt8] {
            Array(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">"#.utf8) + Array(body.utf8) + Array("</plist>".utf8)
        }
        let one = StoredDataRendering.render(xml("<dict><key>b</key><integer>2</integer><key>a</key><string>x</string></dict>"))
        let two = StoredDataRendering.render(xml("<dict><key>a</key><string>x</string><key>b</key><real>2.0</real></dict>"))
        #expect(one == #"plist {"a": "x", "b": 2}"#)
        #expect(one == two)
        let binary = try PropertyListSerialization.data(fromPropertyList: ["a": "x", "b": 2], format: .binary, options: 0)
        #expect(StoredDataRendering.render(Array(binary)) == one)
    }

    @Test("other bytes are not read for meaning, and render in full up to 64 bytes, two digits a byte")
    func otherBytes() {
        #expect(StoredDataRendering.render(Array("plain text".utf8)) == nil)
        #expect(StoredDataRendering.render(Array("{not json".utf8)) == nil)
        #expect(StoredDataRendering.render([]) == nil)
        #expect(StoredDataRendering.bytesText([0x0A, 0x00, 0xFF]) == "<3 bytes 0a00ff>")
        #expect(StoredDataRendering.bytesText([UInt8](repeating: 1, count: 65)).hasPrefix("<65 bytes, fnv1a64 "))
        #expect(PropertyListRendering.render(Data([0x01, 0x02])) == "<2 bytes 0102>")
        #expect(PropertyListRendering.render(Data(#"{"b":1,"a":2}"#.utf8)) == #"json {"a": 2, "b": 1}"#)
    }

    @Test("a long value renders as the length and hash of its canonical spelling, still independent of key order")
    func longValues() {
        let items = (0..<400).map { "\"k\($0)\":\($0)" }
        let forward = StoredDataRendering.render(Array(("{" + items.joined(separator: ",") + "}").utf8))
        let backward = StoredDataRendering.render(Array(("{" + items.reversed().joined(separator: ",") + "}").utf8))
        #expect(forward == backward)
        #expect(forward?.hasPrefix("json <") == true, "\(forward ?? "nil")")
    }

    @Test("a container file holding JSON renders by value, whatever its length")
    func containerFiles() {
        #expect(ContainerDirectories.render(Data(#"{"b":1,"a":2}"#.utf8)) == #"json {"a": 2, "b": 1}"#)
        #expect(ContainerDirectories.render(Data(#"{"a":2,"b":1}"#.utf8)) == #"json {"a": 2, "b": 1}"#)
    }
}
