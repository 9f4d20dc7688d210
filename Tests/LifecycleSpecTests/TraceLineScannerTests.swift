@testable import LifecycleRules
import Testing

@Suite("The trace reader's fast path")
struct TraceLineScannerTests {
    /// The record the general path (JSON tree, then field checks) reads from `text`, or `nil` for an error.
    static func general(_ text: String) -> TraceRecord? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { line -> TraceRecord? in
            guard case .success(let fields) = TraceReader.object(in: line, line: 1),
                  case .success(let read) = TraceReader.line(from: fields, number: 1) else { return nil }
            return read.record
        }
    }

    /// The record the fast path reads from `text`, or `nil` when it hands the line to the general path.
    static func fast(_ text: String, _ strings: inout TraceStringTable) -> TraceRecord? {
        Array(text.utf8).withUnsafeBufferPointer { TraceLineScanner.record(in: $0, strings: &strings) }
    }

    static let valid = [
        #"{"call":"application(_:didFinishLaunchingWithOptions:)"}"#,
        #" { "call" : "sceneDidBecomeActive(_:)" , "session" : "A" , "scene" : "a1" } "#,
        "{\t\"call\":\"sceneDidBecomeActive(_:)\",\"session\":\"A\"}\r",
        #"{"session":"B","call":"application(_:configurationForConnecting:options:)","role":"UIWindowSceneSessionRoleApplication"}"#,
        #"{"call":"scene(_:willConnectTo:options:)","session":"A","scene":"a1","restoration":null,"urls":["https://x/1","b"],"activities":[{"type":"t","id":"1"},{"id":"2","x":[1,{"y":null}],"type":"u","type":5}],"shortcut":"s"}"#,
        #"{"call":"stateRestorationActivity(for:)","session":"A","restoration":{"type":"com.example.edit","id":"doc-7","extra":{"a":[true,false,null,-0.5e+3]}}}"#,
        #"{"call":"application(_:didDiscardSceneSessions:)","sessions":[]}"#,
        #"{"call":"application(_:didDiscardSceneSessions:)","sessions":["A","B","A"],"t":12}"#,
        #"{"call":"sceneDidDisconnect(_:)","session":"A","t":1.25,"t":"ignored","session":7,"call":null}"#,
        #"{"call":"sceneDidDisconnect(_:)","session":"A","t":-0}"#,
        #"{"call":"sceneDidDisconnect(_:)","session":"A","t":1e400}"#,
        #"{"call":"sceneDidDisconnect(_:)","session":"A","t":12345678901234567890}"#,
        #"{"call":"sceneDidDisconnect(_:)","session":"A","t":0.1E-2,"unknown":{"deep":[[[[]]]]}}"#,
        #"{"trace":1,"call":"applicationWillTerminate(_:)"}"#,
        #"{"call":"scene(_:openURLContexts:)","session":"A","urls":[]}"#,
        #"{"call":"scene(_:continue:)","session":"A","activities":[]}"#,
        #"{"call":"windowScene(_:performActionFor:completionHandler:)","session":"A","shortcut":""}"#,
        #"{"call":"sceneWillEnterForeground(_:)","session":"a session name longer than fifteen bytes"}"#,
    ]

    @Test("every line the fast path reads, it reads exactly as the general path does")
    func sameRecords() {
        var strings = TraceStringTable()
        for text in Self.valid {
            let expected = Self.general(text)
            #expect(expected != nil, "\(text)")
            #expect(Self.fast(text, &strings) == expected, "\(text)")
            // Read again: the strings now come from the table, and are still the same.
            #expect(Self.fast(text, &strings) == expected, "\(text)")
        }
    }

    @Test("escapes, bytes that are not ASCII and every invalid line go to the general path")
    func handsOver() {
        var strings = TraceStringTable()
        let handedOver = [
            #"{"call":"sceneDidBecomeActive(_:)","session":"caf\u00e9"}"#,
            #"{"call":"sceneDidBecomeActive(_:)","session":"a\"b"}"#,
            #"{"c\u0061ll":"sceneDidBecomeActive(_:)","session":"A"}"#,
            "{\"call\":\"sceneDidBecomeActive(_:)\",\"session\":\"café\"}",
            #"{"call":"sceneDidBecomeActiv(_:)","session":"A"}"#,
            #"{"call":"sceneDidBecomeActive(_:)"}"#,
            #"{"call":"sceneDidBecomeActive(_:)","session":5}"#,
            #"{"call":"sceneDidBecomeActive(_:)","session":"A",}"#,
            #"{"call":"sceneDidBecomeActive(_:)","session":"A"} x"#,
            #"{"call":"sceneDidBecomeActive(_:)","session":"A","t":01}"#,
            #"{"call":"sceneDidBecomeActive(_:)","session":"A","t":1.}"#,
            #"{"call":"scene(_:willConnectTo:options:)","session":"A"}"#,
            #"{"call":"scene(_:willConnectTo:options:)","session":"A","restoration":{"type":"t"}}"#,
            #"{"call":"scene(_:willConnectTo:options:)","session":"A","restoration":{"type":"t","id":1}}"#,
            #"{"call":"application(_:didDiscardSceneSessions:)","sessions":["A",1]}"#,
            #"{"call":"sceneDidBecomeActive(_:)","session":"A","x":tru}"#,
            "[1]", "", "{}", #"{"trace":1}"#,
            #"{"call":"sceneDidBecomeActive(_:)","session":"A","x":"# + String(repeating: "[", count: 60)
                + String(repeating: "]", count: 60) + "}",
        ]
        for text in handedOver {
            #expect(Self.fast(text, &strings) == nil, "\(text)")
        }
        // The general path still decodes what the fast path hands over.
        #expect(Self.general(handedOver[0])?.session == "café")
        #expect(Self.general(handedOver[1])?.session == "a\"b")
        #expect(Self.general(handedOver[2])?.call == .didBecomeActive)
    }

    @Test("a line changed byte by byte is never read differently by the fast path")
    func mutations() {
        // SplitMix64, so the same lines are tried on every run.
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
        let alphabet = Array(#"{}[]":,. -+eE0123456789tfnul\"#.utf8) + [0x41, 0x61, 0x09, 0x01, 0xC3, 0xA9]
        var strings = TraceStringTable()
        var accepted = 0
        for text in Self.valid {
            let original = Array(text.utf8)
            for _ in 0..<150 {
                var bytes = original
                for _ in 0...(next() % 2) {
                    let at = next() % (bytes.count + 1)
                    switch next() % 3 {
                    case 0 where at < bytes.count: bytes[at] = alphabet[next() % alphabet.count]
                    case 1 where at < bytes.count: bytes.remove(at: at)
                    default: bytes.insert(alphabet[next() % alphabet.count], at: at)
                    }
                }
                let (fast, general) = bytes.withUnsafeBufferPointer { line -> (TraceRecord?, TraceRecord?) in
                    let fast = TraceLineScanner.record(in: line, strings: &strings)
                    guard case .success(let fields) = TraceReader.object(in: line, line: 1),
                          case .success(let read) = TraceReader.line(from: fields, number: 1) else { return (fast, nil) }
                    return (fast, read.record)
                }
                if let fast {
                    accepted += 1
                    #expect(fast == general, "\(String(decoding: bytes, as: UTF8.self))")
                }
            }
        }
        #expect(accepted > 100)
    }

    @Test("the string table returns equal strings for equal bytes and empties itself when full")
    func stringTable() {
        var strings = TraceStringTable()
        func string(_ text: String) -> String {
            Array(text.utf8).withUnsafeBufferPointer { strings.string($0) }
        }
        // An empty value first, while the table holds no bytes at all, then again.
        #expect(string("") == "")
        #expect(string("") == "")
        #expect(string("UIWindowSceneSessionRoleApplication") == "UIWindowSceneSessionRoleApplication")
        var wrong = 0
        for n in 0..<(TraceStringTable.capacity + 100) where string("s\(n)") != "s\(n)" { wrong += 1 }
        #expect(wrong == 0)
        #expect(string("s0") == "s0")
        #expect(string("UIWindowSceneSessionRoleApplication") == "UIWindowSceneSessionRoleApplication")
    }
}
