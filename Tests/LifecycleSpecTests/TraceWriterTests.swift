import LifecycleRules
import Testing
import LifecycleTesting

@Suite("Writing traces", .holdingCheckTurn)
struct TraceWriterTests {
    let writer = TraceWriter()

    /// One record of every call, with every field its call may carry, and awkward strings.
    static let records: [TraceRecord] = [
        TraceRecord(call: .willFinishLaunching, t: 0),
        TraceRecord(call: .didFinishLaunching, t: 0.25),
        TraceRecord(call: .configurationForConnecting, session: "A", role: "UIWindowSceneSessionRoleApplication"),
        TraceRecord(call: .willConnect, session: "A", scene: "a1", role: "UIWindowSceneSessionRoleApplication",
                    restoration: .some(nil), urls: ["notes://open?id=1&x=\"q\""],
                    activities: [TraceActivity(type: "com.example.edit", id: "doc-7")], shortcut: "new"),
        TraceRecord(call: .willEnterForeground, session: "A", scene: "a1"),
        TraceRecord(call: .didBecomeActive, session: "A", scene: "a1"),
        TraceRecord(call: .openURLContexts, session: "A", scene: "a1", urls: []),
        TraceRecord(call: .continueUserActivity, session: "A", scene: "a1",
                    activities: [TraceActivity(type: "t", id: "line\nbreak\ttab\\slash\u{1}")]),
        TraceRecord(call: .performActionForShortcut, session: "A", scene: "a1", shortcut: "é😀"),
        TraceRecord(call: .applicationDidBecomeActive),
        TraceRecord(call: .applicationWillResignActive),
        TraceRecord(call: .applicationDidEnterBackground),
        TraceRecord(call: .applicationWillEnterForeground),
        TraceRecord(call: .willResignActive, session: "A", scene: "a1"),
        TraceRecord(call: .didEnterBackground, session: "A", scene: "a1"),
        TraceRecord(call: .stateRestorationActivity, session: "A", scene: "a1",
                    restoration: .some(TraceActivity(type: "com.example.edit", id: "doc-7"))),
        TraceRecord(call: .didReceiveMemoryWarning, t: 1e-7),
        TraceRecord(call: .didDisconnect, session: "A", scene: "a1"),
        TraceRecord(call: .didDiscardSceneSessions, sessions: ["A", "B"]),
        TraceRecord(call: .willTerminate, t: 12345.5),
    ]

    @Test("a call line has the fixed key order and only the fields the record has")
    func keyOrder() {
        let record = TraceRecord(
            call: .willConnect, session: "A", scene: "a1", role: "r", sessions: ["S"],
            restoration: .some(TraceActivity(type: "t", id: "1")), urls: ["x://1", "x://2"],
            activities: [TraceActivity(type: "u", id: "2"), TraceActivity(type: "v", id: "3")], shortcut: "s", t: 2.5)
        #expect(writer.line(for: record) == #"{"call":"scene(_:willConnectTo:options:)","session":"A","scene":"a1","role":"r","sessions":["S"],"restoration":{"type":"t","id":"1"},"urls":["x://1","x://2"],"activities":[{"type":"u","id":"2"},{"type":"v","id":"3"}],"shortcut":"s","t":2.5}"#)
        #expect(writer.line(for: TraceRecord(call: .didFinishLaunching)) ==
                #"{"call":"application(_:didFinishLaunchingWithOptions:)"}"#)
    }

    @Test("a restoration of .some(nil) is written as null; nil leaves the field out")
    func restorationNull() {
        #expect(writer.line(for: TraceRecord(call: .willConnect, session: "A\"", restoration: .some(nil))) ==
                #"{"call":"scene(_:willConnectTo:options:)","session":"A\"","restoration":null}"#)
        #expect(writer.line(for: TraceRecord(call: .willConnect, session: "A")) ==
                #"{"call":"scene(_:willConnectTo:options:)","session":"A"}"#)
    }

    @Test("the header line lists every field in a fixed order, existingSessions only when there are some")
    func headerLine() {
        #expect(writer.headerLine(TraceHeader()) == #"{"trace":1,"mode":"scenes","device":"pad","multipleScenes":true}"#)
        #expect(writer.headerLine(TraceHeader(mode: .legacy, device: .phone, multipleScenes: false,
                                              existingSessions: ["B", "A"])) ==
                #"{"trace":1,"mode":"legacy","device":"phone","multipleScenes":false,"existingSessions":["B","A"]}"#)
    }

    @Test("strings are escaped as JSON requires and nothing else is")
    func escaping() {
        #expect(writer.quote("plain") == #""plain""#)
        #expect(writer.quote("q\"b\\n\nr\rt\tb\u{08}f\u{0C}c\u{1}\u{1F}") ==
                #""q\"b\\n\nr\rt\tb\u0008f\u000cc\u0001\u001f""#)
        #expect(TraceWriter.quoted("a\"b") == writer.quote("a\"b"))
        #expect(writer.quote("é😀/") == "\"é😀/\"")
    }

    @Test("t is written in shortest form; -0 as 0.0; a t that is not finite is left out")
    func timestamps() {
        #expect(writer.line(for: TraceRecord(call: .willTerminate, t: 0.1)) == #"{"call":"applicationWillTerminate(_:)","t":0.1}"#)
        #expect(writer.line(for: TraceRecord(call: .willTerminate, t: 3)) == #"{"call":"applicationWillTerminate(_:)","t":3.0}"#)
        #expect(writer.line(for: TraceRecord(call: .willTerminate, t: -0.0)) ==
                writer.line(for: TraceRecord(call: .willTerminate, t: 0.0)))
        #expect(writer.line(for: TraceRecord(call: .willTerminate, t: .infinity)) == #"{"call":"applicationWillTerminate(_:)"}"#)
        #expect(writer.line(for: TraceRecord(call: .willTerminate, t: .nan)) == #"{"call":"applicationWillTerminate(_:)"}"#)
    }

    @Test("reading back what the writer writes gives the same header and records, and the same bytes again")
    func roundTrip() {
        let header = TraceHeader(mode: .scenes, device: .mac, multipleScenes: true, existingSessions: ["X", "Y\"z"])
        let text = writer.trace(header: header, records: Self.records)
        let read = TraceReader.readAll(text: text)
        #expect(read.errors.isEmpty)
        #expect(read.header == header)
        #expect(read.lines.map(\.record) == Self.records)
        #expect(read.lines.map(\.number) == Array(2...(Self.records.count + 1)))
        #expect(writer.trace(header: read.header, records: read.lines.map(\.record)) == text)
    }

    @Test("the reference runtime's trace survives writing and reading, byte-stable")
    @MainActor
    func runtimeRoundTrip() async throws {
        let h = Harness(SpecConfiguration(device: .pad))
        _ = try await h.send(.launch, .openURL(.newWindow, payload: 1), .background(SessionID(0)),
                       .continueActivity(.session(SessionID(1)), payload: 0), .systemDisconnect(SessionID(0)),
                       .discard(SessionID(0), .user), .shortcut(.session(SessionID(1)), payload: 0))
        let text = writer.trace(header: h.runtime.traceHeader, records: h.runtime.trace)
        let (header, lines, errors) = TraceReader.readAll(text: text)
        #expect(errors.isEmpty)
        #expect(header == h.runtime.traceHeader)
        #expect(lines.map(\.record) == h.runtime.trace)
        #expect(writer.trace(header: header, records: lines.map(\.record)) == text)
    }

    @Test("writing to a text stream gives the same bytes as building the trace string")
    func textOutputStream() {
        struct Collector: TextOutputStream {
            var chunks: [String] = []
            mutating func write(_ string: String) { chunks.append(string) }
        }
        var collector = Collector()
        writer.writeHeader(TraceHeader(device: .phone), to: &collector)
        for record in Self.records { writer.write(record, to: &collector) }
        #expect(collector.chunks.count == Self.records.count + 1)
        #expect(collector.chunks.allSatisfy { $0.hasSuffix("\n") && $0.dropLast().contains("\n") == false })
        #expect(collector.chunks.joined() == writer.trace(header: TraceHeader(device: .phone), records: Self.records))
        var appended = "prefix"
        writer.appendLine(Self.records[3], to: &appended)
        #expect(appended == "prefix" + writer.line(for: Self.records[3]))
    }
}
