import Foundation
import LifecycleRecorder
import LifecycleRules
import Testing
import LifecycleTesting

@Suite("Reading and writing traces: runtime round trips and files", .holdingCheckTurn)
struct TraceRoundTripTests {
    static let example = """
        {"trace": 1, "mode": "scenes", "device": "phone", "multipleScenes": false}
        {"call": "application(_:didFinishLaunchingWithOptions:)"}
        {"call": "application(_:configurationForConnecting:options:)", "session": "A", "role": "UIWindowSceneSessionRoleApplication"}
        {"call": "scene(_:willConnectTo:options:)", "session": "A", "scene": "a1", "restoration": null}
        {"call": "sceneWillEnterForeground(_:)", "session": "A", "scene": "a1"}
        {"call": "sceneDidBecomeActive(_:)", "session": "A", "scene": "a1"}
        {"call": "sceneWillResignActive(_:)", "session": "A", "scene": "a1"}
        {"call": "sceneDidEnterBackground(_:)", "session": "A", "scene": "a1"}
        {"call": "stateRestorationActivity(for:)", "session": "A", "scene": "a1", "restoration": {"type": "com.example.edit", "id": "doc-7"}}
        {"call": "sceneDidDisconnect(_:)", "session": "A", "scene": "a1"}
        {"call": "scene(_:willConnectTo:options:)", "session": "A", "scene": "a2", "restoration": {"type": "com.example.edit", "id": "doc-7"}}
        {"call": "sceneWillEnterForeground(_:)", "session": "A", "scene": "a2"}
        {"call": "sceneDidBecomeActive(_:)", "session": "A", "scene": "a2"}
        """

    @Test("the trace-format.md example reads as 12 calls with its header, and conforms")
    func example() {
        let (header, lines, errors) = TraceReader.readAll(text: Self.example)
        #expect(errors.isEmpty)
        #expect(header == TraceHeader(device: .phone, multipleScenes: false))
        #expect(lines.count == 12)
        #expect(lines.first?.number == 2)
        #expect(lines[7].record.restoration == .some(TraceActivity(type: "com.example.edit", id: "doc-7")))
        #expect(lines.map(\.record) == T.exampleRecords)
        #expect(TraceChecker.check(lines, header: header).isEmpty)
    }

    @Test("a trace without a header takes the defaults; existingSessions is read")
    func headers() {
        let plain = TraceReader.readAll(text: "{\"call\": \"application(_:didFinishLaunchingWithOptions:)\"}\n")
        #expect(plain.header == TraceHeader())
        #expect(plain.lines.count == 1)
        let existing = TraceReader.readAll(text: "{\"trace\": 1, \"existingSessions\": [\"X\", \"Y\"]}\n")
        #expect(existing.header.existingSessions == ["X", "Y"])
        #expect(existing.header.device == .pad)
    }

    @Test("each malformed line is reported with its line number and the rest is still read")
    func malformed() {
        let text = """
            {"trace": 1, "mode": "scenes", "device": "tablet"}
            {"call": "application(_:didFinishLaunchingWithOptions:)"}
            {"call": "sceneDidDisconect(_:)", "session": "A"}
            {"call": "sceneDidBecomeActive(_:)"}
            {"call": "scene(_:openURLContexts:)", "session": "A", "urls": "x://1"}
            {"call": "scene(_:willConnectTo:options:)", "session": "A"}
            [1, 2]
            {"call": "x", }

            {"call": 7}
            {"call": "applicationDidReceiveMemoryWarning(_:)"}
            """
        let (_, lines, errors) = TraceReader.readAll(text: text)
        #expect(errors.map(\.description) == [
            "line 1: header field 'device' is 'tablet'; expected one of: phone, pad, mac",
            "line 3: unknown call 'sceneDidDisconect(_:)'; did you mean 'sceneDidDisconnect(_:)'?",
            "line 4: missing required field 'session' for sceneDidBecomeActive(_:)",
            "line 5: field 'urls' must be an array of strings",
            "line 6: missing required field 'restoration' (an object or null) for scene(_:willConnectTo:options:)",
            "line 7: the line is an array, not a JSON object",
            "line 8: not valid JSON at column 15: expected a field name in quotes",
            "line 10: field 'call' must be a string, found a number",
        ])
        #expect(lines.map(\.number) == [2, 11])
    }

    @Test("invalid UTF-8 is reported for its line; CRLF line ends and blank lines are fine")
    func bytes() {
        var bytes = Array("{\"call\": \"application(_:didFinishLaunchingWithOptions:)\"}\r\n\r\n".utf8)
        bytes += Array("{\"call\": \"applicationDidReceiveMemoryWarning(_:)\", \"x\": \"".utf8) + [0xFF, 0xFE] + Array("\"}\n".utf8)
        var reader = TraceReader(bytes: bytes)
        var results: [String] = []
        while let r = reader.next() {
            switch r {
            case .success(let l): results.append("ok \(l.number)")
            case .failure(let e): results.append("\(e)")
            }
        }
        #expect(results == ["ok 1", "line 3: the line is not valid UTF-8"])
    }

    @Test("the writer's output reads back to the same records, byte-stable")
    @MainActor
    func roundTrip() async throws {
        let h = Harness(SpecConfiguration(device: .pad))
        _ = try await h.send(.launch, .openURL(.newWindow, payload: 1), .background(SessionID(0)),
                       .continueActivity(.session(SessionID(1)), payload: 0), .systemDisconnect(SessionID(0)),
                       .discard(SessionID(0), .user), .shortcut(.session(SessionID(1)), payload: 0))
        let writer = TraceWriter()
        let text = writer.trace(header: h.runtime.traceHeader, records: h.runtime.trace)
        let (header, lines, errors) = TraceReader.readAll(text: text)
        #expect(errors.isEmpty)
        #expect(header == h.runtime.traceHeader)
        #expect(lines.map(\.record) == h.runtime.trace)
        #expect(writer.trace(header: header, records: lines.map(\.record)) == text)
        #expect(writer.line(for: TraceRecord(call: .willConnect, session: "A\"", restoration: .some(nil))) ==
                #"{"call":"scene(_:willConnectTo:options:)","session":"A\"","restoration":null}"#)
    }

    @Test("a file is streamed in chunks: 100,000 lines across many chunk boundaries")
    func streamsFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UInt32.random(in: 0...UInt32.max)).jsonl").path
        var text = "{\"trace\": 1, \"device\": \"phone\", \"multipleScenes\": false}\n"
        text += "{\"call\": \"application(_:didFinishLaunchingWithOptions:)\"}\n"
        for _ in 0..<99_999 { text += "{\"call\": \"applicationDidReceiveMemoryWarning(_:)\"}\n" }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var reader = try TraceReader(path: path)
        var checker = TraceChecker(header: reader.header)
        var count = 0, last = 0
        var violations: [Finding] = []
        while let r = reader.next() {
            guard case .success(let line) = r else { Issue.record("unexpected error"); break }
            count += 1
            last = line.number
            checker.check(line, into: &violations)
        }
        #expect(count == 100_000)
        #expect(last == 100_001)
        #expect(reader.header.device == .phone)
        #expect(violations.isEmpty)
    }

    @Test("a missing file is an error, not a crash")
    func missingFile() {
        #expect(throws: TraceError(line: 0, message: "cannot open '/nonexistent/trace.jsonl': no such file or directory")) {
            _ = try TraceReader(path: "/nonexistent/trace.jsonl")
        }
    }
}

@Suite("The JSON parser: values and error columns", .holdingCheckTurn)
struct JSONParserErrorTests {
    @Test("escapes, surrogate pairs, numbers and nesting parse exactly")
    func values() throws {
        let v = try JSONParser.parse(#"{"a": "x\"\\\/\n\u00e9\ud83d\ude00", "b": [1, -2.5e3, true, false, null], "c": {}}"#)
        #expect(v["a"] == .string("x\"\\/\né😀"))
        #expect(v["b"] == .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]))
        #expect(v["c"] == .object([]))
    }

    @Test("errors name the column and the problem")
    func errors() {
        let cases: [(String, Int, String)] = [
            (#"{"a" 1}"#, 6, "expected ':' after a field name"),
            (#"{"a": 1"#, 8, "expected ',' or '}' after a value, found the end of the line"),
            (#"{"a": "x}"#, 10, "unterminated string"),
            (#"{"a": 01}"#, 8, "expected ',' or '}' after a value"),
            (#"{"a": "\ud800"}"#, 14, "unpaired surrogate in \\u escape"),
            (#"{"a": tru}"#, 7, "expected 'true'"),
            (#"{"a": 1} x"#, 10, "unexpected characters after the value"),
        ]
        for (text, column, message) in cases {
            #expect(throws: JSONParser.Error(column: column, message: message), "\(text)") { try JSONParser.parse(text) }
        }
    }
}

@Suite("The recorder a real app calls: output conforms", .holdingCheckTurn)
struct RecorderConformanceTests {
    @Test("it writes the header once, names scenes per session, and its output conforms")
    func records() {
        final class Lines: @unchecked Sendable { var text = "" }
        let lines = Lines()
        let recorder = LifecycleRecorder(header: TraceHeader(device: .phone, multipleScenes: false)) { lines.text += $0 }
        recorder.record(.didFinishLaunching)
        recorder.record(.configurationForConnecting, session: "S", role: SceneSessionRole.windowApplication.rawValue)
        recorder.record(.willConnect, session: "S", restoration: .some(nil))
        recorder.record(.willEnterForeground, session: "S")
        recorder.record(.didBecomeActive, session: "S")
        recorder.record(.willResignActive, session: "S")
        recorder.record(.didEnterBackground, session: "S")
        recorder.record(.stateRestorationActivity, session: "S", restoration: .some(TraceActivity(type: "t", id: "1")))
        recorder.record(.didDisconnect, session: "S")
        recorder.record(.willConnect, session: "S", restoration: .some(TraceActivity(type: "t", id: "1")))
        let text = lines.text
        #expect(text.hasPrefix(#"{"trace":1,"mode":"scenes","device":"phone","multipleScenes":false}"# + "\n"))
        #expect(text.contains(#"{"call":"sceneDidDisconnect(_:)","session":"S","scene":"S-1"}"#))
        #expect(text.contains(#""session":"S","scene":"S-2","restoration":{"type":"t","id":"1"}}"#))
        let (header, read, errors) = TraceReader.readAll(text: text)
        #expect(errors.isEmpty && read.count == 10)
        #expect(TraceChecker.check(read, header: header).isEmpty)
    }
}
