import Foundation
import LifecycleRules
import Testing

/// Traces written to break the checker: forged diagnostics, huge lines and names, many sessions.
@Suite("hostile traces")
struct HostileTraceTests {
    static let phoneHeader = #"{"trace": 1, "mode": "scenes", "device": "phone", "multipleScenes": false}"#
    static let launch = #"{"call": "application(_:didFinishLaunchingWithOptions:)"}"#

    /// A phone trace that connects `count` sessions one after another, each to the foreground and back;
    /// with `discarding`, each is disconnected and discarded before the next connects.
    static func phoneTrace(sessions count: Int, discarding: Bool) -> String {
        var lines = [phoneHeader, launch]
        for i in 0..<count {
            let s = "\"session\": \"S\(String(100_000 + i).dropFirst())\""
            lines.append(#"{"call": "application(_:configurationForConnecting:options:)", "#
                + s + #", "role": "UIWindowSceneSessionRoleApplication"}"#)
            lines.append(#"{"call": "scene(_:willConnectTo:options:)", "# + s + #", "restoration": null}"#)
            for call in ["sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)",
                         "sceneDidEnterBackground(_:)"] {
                lines.append("{\"call\": \"\(call)\", \(s)}")
            }
            if discarding {
                lines.append(#"{"call": "sceneDidDisconnect(_:)", "# + s + "}")
                lines.append(#"{"call": "application(_:didDiscardSceneSessions:)", "sessions": ["S"#
                    + "\(String(100_000 + i).dropFirst())\"]}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("a newline in a call name cannot forge a diagnostic line: it is echoed escaped, on one line")
    func forgedDiagnostic() {
        let forged = #"{"call": "x\nother.jsonl:99: error: S1 launch first: forged\u001B[2J"}"#
        let read = TraceReader.readAll(text: forged + "\n")
        #expect(read.errors.count == 1)
        let text = read.errors[0].diagnostic(file: "app.jsonl")
        #expect(text == "app.jsonl:1: error: unknown call "
            + #"'x\nother.jsonl:99: error: S1 launch first: forged\u{1B}[2J'"# + "\n")
        #expect(text.filter { $0 == "\n" }.count == 1)
    }

    @Test("session identifiers and file names with control characters are escaped in violations")
    func escapedViolation() {
        let trace = #"{"call": "sceneDidBecomeActive(_:)", "session": "A\r\nB"}"#
        let read = TraceReader.readAll(text: trace)
        let violations = TraceChecker.check(read.lines, header: read.header)
        #expect(!violations.isEmpty)
        for v in violations {
            let text = v.rendered(file: "evil\n.jsonl") + "\n"
            #expect(!text.dropLast().contains("\r"))
            #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("evil\\n.jsonl:") })
        }
    }

    @Test("escaping: control characters, separators and bidirectional overrides; quotes and backslashes when quoted")
    func escaping() {
        #expect(EscapedText.controls("plain 'text' \\ é") == "plain 'text' \\ é")
        #expect(EscapedText.controls("a\tb\u{0}c\u{7F}\u{85}\u{2028}\u{202E}") == #"a\tb\u{0}c\u{7F}\u{85}\u{2028}\u{202E}"#)
        #expect(EscapedText.controls(EscapedText.controls("a\nb")) == #"a\nb"#)
        #expect(EscapedText.quoted("it's a \\ \n") == #"'it\'s a \\ \n'"#)
        #expect(EscapedText.quoted(String(repeating: "x", count: 1000)) == "'" + String(repeating: "x", count: 128) + "…'")
    }

    @Test("a 2 MiB line is invalid, read without keeping it, and the next line still checks")
    func overlongLine() throws {
        let long = #"{"call": ""# + String(repeating: "a", count: 2 << 20) + #""}"#
        let text = Self.launch + "\n" + long + "\n" + #"{"call": "applicationWillTerminate(_:)"}"# + "\n"
        let inMemory = TraceReader.readAll(text: text)
        #expect(inMemory.errors == [TraceError(line: 2, message: "the line is longer than 1048576 bytes")])
        #expect(inMemory.lines.map(\.record.call) == [.didFinishLaunching, .willTerminate])
        #expect(inMemory.lines.map(\.number) == [1, 3])
        let path = NSTemporaryDirectory() + "long-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).jsonl"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fromFile = try TraceReader.readAll(path: path)
        #expect(fromFile.errors == inMemory.errors)
        #expect(fromFile.lines == inMemory.lines)
        // A file that ends inside an overlong line, and an overlong first line: the header defaults.
        try String(repeating: "x", count: 3 << 20).write(toFile: path, atomically: false, encoding: .utf8)
        let unterminated = try TraceReader.readAll(path: path)
        #expect(unterminated.errors == [TraceError(line: 1, message: "the line is longer than 1048576 bytes")])
        #expect(unterminated.header == TraceHeader())
    }

    @Test("a line of exactly the cap is read; one byte more is not")
    func capBoundary() throws {
        let filler = TraceReader.maxLineLength - #"{"call": "applicationWillTerminate(_:)", "x": ""}"#.utf8.count
        let exact = #"{"call": "applicationWillTerminate(_:)", "x": ""# + String(repeating: "a", count: filler) + #""}"#
        #expect(exact.utf8.count == TraceReader.maxLineLength)
        let path = NSTemporaryDirectory() + "cap-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try (exact + "\r\n" + exact + "a\n").write(toFile: path, atomically: false, encoding: .utf8)
        let read = try TraceReader.readAll(path: path)
        #expect(read.lines.map(\.number) == [1])
        #expect(read.errors == [TraceError(line: 2, message: "the line is longer than 1048576 bytes")])
    }

    @Test("a very long unknown call name gets no suggestion and a shortened echo")
    func longUnknownCall() {
        let name = "sceneDidDisconnect(_:)" + String(repeating: "z", count: 500_000)
        let read = TraceReader.readAll(text: "{\"call\": \"\(name)\"}\n")
        #expect(read.errors.count == 1)
        #expect(read.errors[0].message == "unknown call '" + String(name.prefix(EscapedText.quotedLimit)) + "…'")
        #expect(TraceError.suggestion(for: name) == nil)
        #expect(TraceError.suggestion(for: "sceneDidDisconect(_:)") == "sceneDidDisconnect(_:)")
    }

    @Test("the reason a file cannot be opened is given: missing, a directory")
    func openReasons() {
        #expect(throws: TraceError(line: 0, message: "cannot open '/nonexistent/trace.jsonl': no such file or directory")) {
            _ = try TraceReader(path: "/nonexistent/trace.jsonl")
        }
        let directory = NSTemporaryDirectory()
        #expect(throws: TraceError(line: 0, message: "cannot open '\(directory)': is a directory")) {
            _ = try TraceReader(path: directory)
        }
    }

    @Test("a phone trace connecting 20,000 sessions one after another conforms")
    func manySessionsConform() {
        let read = TraceReader.readAll(text: Self.phoneTrace(sessions: 20_000, discarding: true))
        #expect(read.errors.isEmpty)
        #expect(read.lines.count == 1 + 20_000 * 8)
        #expect(TraceChecker.check(read.lines, header: read.header).isEmpty)
    }

    @Test("on a phone, each of 2,000 sessions kept alive breaks S9 once, naming the first session")
    func manyLiveSessions() {
        let read = TraceReader.readAll(text: Self.phoneTrace(sessions: 2_000, discarding: false))
        let violations = TraceChecker.check(read.lines, header: read.header)
        #expect(violations.count == 1_999)
        #expect(violations.allSatisfy { $0.rule.id == "S9" && $0.message.hasSuffix("while session S00000 exists, on a phone") })
    }
}
