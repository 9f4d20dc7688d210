import LifecycleRules
import Testing

@Suite("The JSON parser")
struct JSONParserTests {
    @Test("escapes, surrogate pairs, numbers and nesting parse exactly")
    func values() throws {
        let v = try JSONParser.parse(#"{"a": "x\"\\\/\n\u00e9\ud83d\ude00", "b": [1, -2.5e3, true, false, null], "c": {}}"#)
        #expect(v["a"] == .string("x\"\\/\né😀"))
        #expect(v["b"] == .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]))
        #expect(v["c"] == .object([]))
        #expect(v["d"] == nil)
    }

    @Test("every short escape and \\u escape decodes to its character")
    func escapes() throws {
        #expect(try JSONParser.parse(#""\b\f\n\r\t\u0041\u00E9\u20ac""#) == .string("\u{08}\u{0C}\n\r\tAé€"))
        #expect(try JSONParser.parse(#""plain ascii""#) == .string("plain ascii"))
        #expect(try JSONParser.parse(#""raw é and \u00e9""#) == .string("raw é and é"))
        #expect(try JSONParser.parse(#""\ud83d\ude00 after a pair""#) == .string("😀 after a pair"))
    }

    @Test("numbers in every form JSON allows")
    func numbers() throws {
        #expect(try JSONParser.parse("0") == .number(0))
        #expect(try JSONParser.parse("-0") == .number(-0.0))
        #expect(try JSONParser.parse("1.5e2") == .number(150))
        #expect(try JSONParser.parse("2E-2") == .number(0.02))
        #expect(try JSONParser.parse("0.25") == .number(0.25))
        #expect(try JSONParser.parse("123456789012345") == .number(123_456_789_012_345))
        #expect(try JSONParser.parse("12345678901234567890") == .number(1.2345678901234567e19))
    }

    @Test("object fields keep their order, duplicates included; the subscript finds the first")
    func fieldOrder() throws {
        let v = try JSONParser.parse(#"{"z": 1, "a": 2, "z": 3}"#)
        guard case .object(let fields) = v else {
            Issue.record("expected an object, got \(v)")
            return
        }
        #expect(fields.map(\.0) == ["z", "a", "z"])
        #expect(v["z"] == .number(1))
        #expect(v != (try JSONParser.parse(#"{"a": 2, "z": 1, "z": 3}"#)))
    }

    @Test("white space around the value, and each overload, give the same value")
    func overloads() throws {
        let text = " \t{\"k\": [\"é\"]}\r\n"
        let expected = JSONValue.object([("k", .array([.string("é")]))])
        #expect(try JSONParser.parse(text) == expected)
        #expect(try JSONParser.parse(Array(text.utf8)) == expected)
        let viaBuffer = try Array(text.utf8).withUnsafeBufferPointer { try JSONParser.parse($0) }
        #expect(viaBuffer == expected)
    }

    @Test("errors name the column and the problem")
    func errors() {
        let cases: [(String, Int, String)] = [
            ("", 1, "expected a value, found the end of the line"),
            (#"{"a" 1}"#, 6, "expected ':' after a field name"),
            (#"{"a": 1"#, 8, "expected ',' or '}' after a value, found the end of the line"),
            (#"{"a": 1 "b": 2}"#, 9, "expected ',' or '}' after a value"),
            (#"{"a": 1,}"#, 9, "expected a field name in quotes"),
            (#"{a: 1}"#, 2, "expected a field name in quotes"),
            (#"[1 2]"#, 4, "expected ',' or ']' after a value"),
            (#"[1, 2"#, 6, "expected ',' or ']' after a value, found the end of the line"),
            (#"[1,]"#, 4, "expected a value, found ']'"),
            (#"{"a": "x}"#, 10, "unterminated string"),
            (#"{"a": 01}"#, 8, "expected ',' or '}' after a value"),
            (#"{"a": -}"#, 8, "expected a digit after '-'"),
            (#"{"a": 1.}"#, 9, "expected a digit after '.'"),
            (#"{"a": 1e}"#, 9, "expected a digit in the exponent"),
            (#"{"a": @}"#, 7, "expected a value, found '@'"),
            (#"{"a": tru}"#, 7, "expected 'true'"),
            (#"{"a": nul"#, 7, "expected 'null'"),
            (#"{"a": "\x"}"#, 8, "invalid escape '\\x'"),
            (#"{"a": "\u12G4"}"#, 12, "expected 4 hexadecimal digits after \\u"),
            (#"{"a": "\ud800"}"#, 14, "unpaired surrogate in \\u escape"),
            (#"{"a": "\udc00"}"#, 14, "unpaired surrogate in \\u escape"),
            (#"{"a": "\ud800\u0041"}"#, 20, "unpaired surrogate in \\u escape"),
            ("{\"a\": \"x\ty\"}", 9, "unescaped control character in a string"),
            (#"{"a": 1} x"#, 10, "unexpected characters after the value"),
        ]
        for (text, column, message) in cases {
            #expect(throws: JSONParser.Error(column: column, message: message), "\(text)") { try JSONParser.parse(text) }
        }
    }

    @Test("bytes that are not UTF-8 inside a string are an error at their column")
    func invalidUTF8() {
        let bytes: [UInt8] = [0x5B, 0x22, 0x61, 0xC3, 0x28, 0x22, 0x5D]  // ["a\xC3(" ]
        #expect(throws: JSONParser.Error(column: 4, message: "invalid UTF-8 in a string")) { try JSONParser.parse(bytes) }
        let outside: [UInt8] = [0x5B, 0xFF, 0x5D]
        #expect(throws: JSONParser.Error(column: 2, message: "expected a value, found byte 0xFF")) {
            try JSONParser.parse(outside)
        }
    }

    @Test("nesting is limited to 64 levels, without overflowing the stack")
    func depth() throws {
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try JSONParser.parse(deepest) }
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(throws: JSONParser.Error(column: 65, message: "nesting deeper than 64 levels")) {
            try JSONParser.parse(tooDeep)
        }
        let absurd = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParser.Error(column: 65, message: "nesting deeper than 64 levels")) {
            try JSONParser.parse(absurd)
        }
    }

    @Test("an error describes itself as its column and message")
    func errorDescription() {
        #expect(JSONParser.Error(column: 9, message: "unterminated string").description == "column 9: unterminated string")
    }

    @Test("values name their kind for messages")
    func typeNames() {
        let values: [JSONValue] = [.null, .bool(true), .number(1), .string(""), .array([]), .object([])]
        #expect(values.map(\.typeName) == ["null", "a boolean", "a number", "a string", "an array", "an object"])
    }
}
