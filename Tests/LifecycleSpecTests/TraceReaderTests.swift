import Foundation
import LifecycleRules
import Testing

@Suite("Reading traces")
struct TraceReaderTests {
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

    /// Every result of a reader, rendered `ok N` for a call on line N and as its description for an error.
    static func results(_ reader: inout TraceReader) -> [String] {
        var out: [String] = []
        while let result = reader.next() {
            switch result {
            case .success(let line): out.append("ok \(line.number)")
            case .failure(let error): out.append(error.description)
            }
        }
        return out
    }

    static func errors(_ text: String) -> [String] {
        TraceReader.readAll(text: text).errors.map(\.description)
    }

    static let launch = #"{"call": "application(_:didFinishLaunchingWithOptions:)"}"#

    @Test("every call of the format is recognised by name; a name of the same length that differs is not")
    func callNames() {
        for call in TraceCall.allCases {
            let line = #"{"call": "\#(call.rawValue)", "session": "A", "scene": "a", "role": "r", "sessions": [], "urls": [], "activities": [], "restoration": null, "shortcut": "s"}"#
            let result = TraceReader.readAll(text: line)
            #expect(result.errors.isEmpty, "\(call): \(result.errors)")
            #expect(result.lines.first?.record.call == call)
            let altered = String(call.rawValue.dropLast(2)) + "X)"
            #expect(Self.errors(#"{"call": "\#(altered)"}"#).first?.contains("unknown call '\(altered)'") == true)
        }
    }

    @Test("the trace-format.md example reads as 12 calls with its header, and conforms")
    func example() {
        let (header, lines, errors) = TraceReader.readAll(text: Self.example)
        #expect(errors.isEmpty)
        #expect(header == TraceHeader(device: .phone, multipleScenes: false))
        #expect(lines.count == 12)
        #expect(lines.map(\.number) == Array(2...13))
        #expect(lines[2].record == TraceRecord(call: .willConnect, session: "A", scene: "a1", restoration: .some(nil)))
        #expect(lines[7].record.restoration == .some(TraceActivity(type: "com.example.edit", id: "doc-7")))
        #expect(lines.map(\.record) == T.exampleRecords)
        #expect(TraceChecker.check(lines, header: header).isEmpty)
    }

    @Test("a trace without a header takes the defaults; omitted header fields take them too")
    func headerDefaults() {
        let plain = TraceReader.readAll(text: Self.launch + "\n")
        #expect(plain.header == TraceHeader())
        #expect(plain.header == TraceHeader(version: 1, mode: .scenes, device: .pad, multipleScenes: true, existingSessions: []))
        #expect(plain.lines.map(\.number) == [1])
        let partial = TraceReader.readAll(text: #"{"trace": 1, "mode": "legacy"}"# + "\n" + Self.launch)
        #expect(partial.header == TraceHeader(mode: .legacy))
        #expect(partial.lines.map(\.number) == [2])
        #expect(partial.errors.isEmpty)
    }

    @Test("existingSessions is read in order; unknown header fields are ignored")
    func existingSessions() {
        let text = #"{"trace": 1, "existingSessions": ["Y", "X"], "app": "com.example.notes", "recorder": "1.0"}"#
        let read = TraceReader.readAll(text: text + "\n")
        #expect(read.header.existingSessions == ["Y", "X"])
        #expect(read.header.device == .pad)
        #expect(read.errors.isEmpty)
        #expect(read.lines.isEmpty)
    }

    @Test("a bad header is an error on its line, and the defaults are used for all of it")
    func badHeaders() {
        let cases: [(String, String)] = [
            (#"{"trace": 2, "mode": "scenes"}"#,
             "line 1: unsupported trace version '2'; this checker reads version 1"),
            (#"{"trace": 1.5}"#,
             "line 1: unsupported trace version '1.5'; this checker reads version 1"),
            (#"{"trace": "1"}"#,
             "line 1: header field 'trace' must be a number, found a string"),
            (#"{"trace": null}"#,
             "line 1: header field 'trace' must be a number, found null"),
            (#"{"trace": 1, "mode": "scene"}"#,
             "line 1: header field 'mode' is 'scene'; expected one of: scenes, legacy"),
            (#"{"trace": 1, "device": "tablet", "multipleScenes": false}"#,
             "line 1: header field 'device' is 'tablet'; expected one of: phone, pad, mac"),
            (#"{"trace": 1, "device": 3}"#,
             "line 1: header field 'device' is '3'; expected one of: phone, pad, mac"),
            (#"{"trace": 1, "multipleScenes": "yes"}"#,
             "line 1: header field 'multipleScenes' must be a boolean, found a string"),
            (#"{"trace": 1, "existingSessions": "A"}"#,
             "line 1: header field 'existingSessions' must be an array of strings"),
        ]
        for (headerLine, message) in cases {
            let read = TraceReader.readAll(text: headerLine + "\n" + Self.launch + "\n")
            #expect(read.errors.map(\.description) == [message], "\(headerLine)")
            #expect(read.header == TraceHeader(), "\(headerLine)")
            #expect(read.lines.map(\.number) == [2], "\(headerLine)")
        }
    }

    @Test("a header is recognized on the first non-blank line only")
    func headerPlacement() {
        let afterBlank = TraceReader.readAll(text: "\n  \n" + #"{"trace": 1, "device": "mac"}"# + "\n" + Self.launch)
        #expect(afterBlank.header.device == .mac)
        #expect(afterBlank.lines.map(\.number) == [4])
        let late = TraceReader.readAll(text: Self.launch + "\n" + #"{"trace": 1, "device": "mac"}"#)
        #expect(late.header == TraceHeader())
        #expect(late.errors.map(\.description) == ["line 2: a header is allowed only on the first line"])
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
            {"session": "A"}
            "just a string"
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
            "line 12: missing required field 'call'",
            "line 13: the line is a string, not a JSON object",
        ])
        #expect(lines.map(\.number) == [2, 11])
    }

    @Test("every required field is required, on exactly the calls the format names")
    func requiredFields() {
        let cases: [(String, String)] = [
            (#"{"call": "application(_:configurationForConnecting:options:)"}"#,
             "missing required field 'session' for application(_:configurationForConnecting:options:)"),
            (#"{"call": "application(_:didDiscardSceneSessions:)"}"#,
             "missing required field 'sessions' for application(_:didDiscardSceneSessions:)"),
            (#"{"call": "stateRestorationActivity(for:)", "session": "A"}"#,
             "missing required field 'restoration' (an object or null) for stateRestorationActivity(for:)"),
            (#"{"call": "scene(_:openURLContexts:)", "session": "A"}"#,
             "missing required field 'urls' for scene(_:openURLContexts:)"),
            (#"{"call": "scene(_:continue:)", "session": "A"}"#,
             "missing required field 'activities' for scene(_:continue:)"),
            (#"{"call": "windowScene(_:performActionFor:completionHandler:)", "session": "A"}"#,
             "missing required field 'shortcut' for windowScene(_:performActionFor:completionHandler:)"),
            (#"{"call": "sceneDidDisconnect(_:)", "scene": "a1"}"#,
             "missing required field 'session' for sceneDidDisconnect(_:)"),
        ]
        for (line, message) in cases {
            #expect(Self.errors(line) == ["line 1: " + message], "\(line)")
        }
        let appCalls = TraceCall.allCases.filter { !$0.isSceneCallback && $0 != .configurationForConnecting
            && $0 != .didDiscardSceneSessions }
        let text = appCalls.map { #"{"call": "\#($0.rawValue)"}"# }.joined(separator: "\n")
        let read = TraceReader.readAll(text: text)
        #expect(read.errors.isEmpty)
        #expect(read.lines.map(\.record.call) == appCalls)
    }

    @Test("a field present with the wrong type is an error")
    func wrongTypes() {
        let cases: [(String, String)] = [
            (#"{"call": "sceneDidBecomeActive(_:)", "session": 1}"#,
             "field 'session' must be a string, found a number"),
            (#"{"call": "sceneDidBecomeActive(_:)", "session": "A", "scene": null}"#,
             "field 'scene' must be a string, found null"),
            (#"{"call": "application(_:configurationForConnecting:options:)", "session": "A", "role": ["r"]}"#,
             "field 'role' must be a string, found an array"),
            (#"{"call": "application(_:didDiscardSceneSessions:)", "sessions": ["A", 2]}"#,
             "field 'sessions' must be an array of strings"),
            (#"{"call": "scene(_:willConnectTo:options:)", "session": "A", "restoration": "doc-7"}"#,
             "field 'restoration' must be null or an object with string fields 'type' and 'id'"),
            (#"{"call": "scene(_:willConnectTo:options:)", "session": "A", "restoration": {"type": "t"}}"#,
             "field 'restoration' must be null or an object with string fields 'type' and 'id'"),
            (#"{"call": "scene(_:continue:)", "session": "A", "activities": {"type": "t", "id": "1"}}"#,
             "field 'activities' must be an array of objects with string fields 'type' and 'id', found an object"),
            (#"{"call": "scene(_:continue:)", "session": "A", "activities": [{"type": "t", "id": 1}]}"#,
             "field 'activities' must be an array of objects with string fields 'type' and 'id'"),
            (#"{"call": "windowScene(_:performActionFor:completionHandler:)", "session": "A", "shortcut": true}"#,
             "field 'shortcut' must be a string, found a boolean"),
            (#"{"call": "applicationWillTerminate(_:)", "t": "12:00"}"#,
             "field 't' must be a number, found a string"),
        ]
        for (line, message) in cases {
            #expect(Self.errors(line) == ["line 1: " + message], "\(line)")
        }
    }

    @Test("optional fields are read, unknown fields ignored, and the first of duplicate fields wins")
    func optionalFields() throws {
        let text = #"""
            {"call": "scene(_:willConnectTo:options:)", "session": "A", "scene": "a1", "role": "UIWindowSceneSessionRoleApplication", "restoration": null, "urls": ["x://1", "x://2"], "activities": [{"type": "t", "id": "1", "title": "ignored"}], "shortcut": "new", "t": 1.5, "note": {"any": [1]}}
            {"call": "sceneDidBecomeActive(_:)", "session": "A", "session": "B"}
            """#
        let read = TraceReader.readAll(text: text)
        #expect(read.errors.isEmpty)
        let lines = read.lines.map(\.record)
        #expect(lines == [
            TraceRecord(call: .willConnect, session: "A", scene: "a1", role: "UIWindowSceneSessionRoleApplication",
                        restoration: .some(nil), urls: ["x://1", "x://2"],
                        activities: [TraceActivity(type: "t", id: "1")], shortcut: "new", t: 1.5),
            TraceRecord(call: .didBecomeActive, session: "A"),
        ])
    }

    @Test("an unknown call gets one suggestion when it is close to a known one, none otherwise")
    func unknownCalls() {
        #expect(Self.errors(#"{"call": "sceneDidBecomeActive"}"#) ==
                ["line 1: unknown call 'sceneDidBecomeActive'; did you mean 'sceneDidBecomeActive(_:)'?"])
        #expect(Self.errors(#"{"call": "scene(_:willConnectTo:option:)"}"#) ==
                ["line 1: unknown call 'scene(_:willConnectTo:option:)'; did you mean 'scene(_:willConnectTo:options:)'?"])
        #expect(Self.errors(#"{"call": "viewDidLoad()"}"#) == ["line 1: unknown call 'viewDidLoad()'"])
        #expect(TraceError.suggestion(for: "applicationWillTerminate") == "applicationWillTerminate(_:)")
        #expect(TraceError.suggestion(for: "x") == nil)
        for call in TraceCall.allCases {
            #expect(TraceError.suggestion(for: call.rawValue) == call.rawValue)
        }
    }

    @Test("invalid UTF-8 is reported for its line; CRLF line ends and blank lines are fine")
    func bytes() {
        var bytes = Array("{\"call\": \"application(_:didFinishLaunchingWithOptions:)\"}\r\n\r\n  \t\r\n".utf8)
        bytes += Array("{\"call\": \"applicationDidReceiveMemoryWarning(_:)\", \"x\": \"".utf8) + [0xFF, 0xFE] + Array("\"}\n".utf8)
        bytes += Array("{\"call\": \"applicationWillTerminate(_:)\"}\r\n".utf8)
        bytes += Array("{\"call\": \"applicationWillTerminate(_:)\", \"note\": \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"}".utf8)
        var reader = TraceReader(bytes: bytes)
        #expect(Self.results(&reader) == ["ok 1", "line 4: the line is not valid UTF-8", "ok 5",
                                           "line 6: the line is not valid UTF-8"])
    }

    @Test("a UTF-8 byte order mark before the header is ignored; a last line without a newline is read")
    func byteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"trace": 1, "device": "phone"}"#.utf8) + [0x0A]
            + Array(Self.launch.utf8)
        let read = TraceReader.readAll(bytes: bytes)
        #expect(read.errors.isEmpty)
        #expect(read.header.device == .phone)
        #expect(read.lines.map(\.number) == [2])
    }

    @Test("an empty trace and a header-only trace give no calls and no errors")
    func empty() {
        let empty = TraceReader.readAll(text: "")
        #expect(empty.header == TraceHeader() && empty.lines.isEmpty && empty.errors.isEmpty)
        let blank = TraceReader.readAll(text: "\n\r\n  \n")
        #expect(blank.header == TraceHeader() && blank.lines.isEmpty && blank.errors.isEmpty)
        let headerOnly = TraceReader.readAll(text: #"{"trace": 1, "device": "phone"}"#)
        #expect(headerOnly.header.device == .phone && headerOnly.lines.isEmpty && headerOnly.errors.isEmpty)
    }

    @Test("a file is streamed in chunks: 100,000 lines across many chunk boundaries")
    func streamsFile() throws {
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        var text = "{\"trace\": 1, \"device\": \"phone\", \"multipleScenes\": false}\r\n"
        text += "{\"call\": \"application(_:didFinishLaunchingWithOptions:)\"}\n"
        for k in 0..<99_999 {
            text += k % 1000 == 0 ? "\n" : ""
            text += "{\"call\": \"applicationDidReceiveMemoryWarning(_:)\"}\r\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var reader = try TraceReader(path: path)
        #expect(reader.header.device == .phone)
        var checker = TraceChecker(header: reader.header)
        var count = 0
        var last = 0
        var violations: [Finding] = []
        while let r = reader.next() {
            guard case .success(let line) = r else {
                Issue.record("unexpected \(r)")
                break
            }
            count += 1
            last = line.number
            checker.check(line, into: &violations)
        }
        #expect(count == 100_000)
        #expect(last == 100_101)
        #expect(violations.isEmpty)
        #expect(reader.next() == nil)
    }

    @Test("a line longer than a chunk is read whole, and the lines around it too")
    func longLine() throws {
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let note = String(repeating: "é", count: TraceReader.chunkSize)
        let text = Self.launch + "\n" + #"{"call": "applicationWillTerminate(_:)", "note": "\#(note)"}"# + "\n" + Self.launch
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let read = try TraceReader.readAll(path: path)
        #expect(read.errors.isEmpty)
        #expect(read.lines.map(\.record.call) == [.didFinishLaunching, .willTerminate, .didFinishLaunching])
        #expect(read.lines.map(\.number) == [1, 2, 3])
    }

    @Test("a missing file is an error, not a crash")
    func missingFile() {
        #expect(throws: TraceError(line: 0, message: "cannot open '/nonexistent/trace.jsonl': no such file or directory")) {
            _ = try TraceReader(path: "/nonexistent/trace.jsonl")
        }
    }

    @Test("a descriptor that cannot be read gives one error on line 0 with the reason, not a crash")
    func unreadableFile() throws {
        let directory = open(NSTemporaryDirectory(), O_RDONLY)
        defer { close(directory) }
        var reader = TraceReader(descriptor: directory, name: "dir")
        #expect(reader.next() == .failure(TraceError(line: 0, message: "cannot read 'dir': is a directory")))
        #expect(reader.next() == nil)
    }

    @Test("errors read as compiler diagnostics")
    func diagnostics() {
        let error = TraceError(line: 3, message: "unknown call 'x'")
        #expect(error.description == "line 3: unknown call 'x'")
        #expect(error.diagnostic(file: "app.jsonl") == "app.jsonl:3: error: unknown call 'x'\n")
    }

    static func temporaryFile() -> String {
        let name = "trace-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max)).jsonl"
        return FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    }
}
