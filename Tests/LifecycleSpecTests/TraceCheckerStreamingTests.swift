import Foundation
import LifecycleRules
import Testing

/// `TraceChecker.checkNext(from:into:)`, which checks each call where the reader made it, against reading every
/// line with `TraceReader.next()` and checking it with `check(_:into:)`.
@Suite("Checking a trace as it streams")
struct TraceCheckerStreamingTests {
    /// One event of a check, in order: a call with the violations it brought, or an invalid line.
    enum Event: Equatable {
        case call([Finding])
        case invalid(TraceError)
        case finish([Finding])
    }

    /// The events of checking `bytes` the general way: every line a `TraceLine`, checked by `check(_:into:)`.
    static func general(_ bytes: [UInt8]) -> [Event] {
        var reader = TraceReader(bytes: bytes)
        var checker = TraceChecker(header: reader.header)
        var events: [Event] = []
        while let result = reader.next() {
            switch result {
            case .success(let line): events.append(.call(checker.check(line)))
            case .failure(let error): events.append(.invalid(error))
            }
        }
        return events + [.finish(checker.finish())]
    }

    /// The events of checking `bytes` with `checkNext(from:into:)`.
    static func streamed(_ bytes: [UInt8]) -> [Event] {
        var reader = TraceReader(bytes: bytes)
        var checker = TraceChecker(header: reader.header)
        var events: [Event] = []
        var found: [Finding] = []
        while let step = checker.checkNext(from: &reader, into: &found) {
            switch step {
            case .call: events.append(.call(found))
            case .invalid(let error): events.append(.invalid(error))
            }
            found.removeAll()
        }
        return events + [.finish(checker.finish())]
    }

    /// Every example trace's lines, header first when it has one.
    static let examples: [(name: String, lines: [String])] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/traces")
        var out: [(String, [String])] = []
        for folder in ["valid", "violations", "malformed", "recorded"] {
            let dir = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".jsonl") {
                guard let text = try? String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8) else { continue }
                out.append(("\(folder)/\(name)", text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
            }
        }
        return out
    }()

    @Test("every example trace gives the same calls, violations and errors, in the same order")
    func examplesAgree() {
        #expect(Self.examples.count >= 25)
        var violations = 0
        for (name, lines) in Self.examples {
            let bytes = Array(lines.joined(separator: "\n").utf8)
            let general = Self.general(bytes)
            #expect(Self.streamed(bytes) == general, "\(name)")
            for case .call(let found) in general { violations += found.count }
        }
        #expect(violations >= 10)
    }

    @Test("traces mutated line by line give the same calls, violations and errors, in the same order")
    func mutationsAgree() {
        var state: UInt64 = 0x15_0004
        func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1) % bound
        }
        let pool = Self.examples.flatMap(\.lines).filter { $0.contains("\"call\"") }
        let swaps: [(String, String)] = [
            ("\"a1\"", "\"a2\""), ("\"A\"", "\"B\""), ("\"B\"", "\"A\""), ("\"phone\"", "\"pad\""),
            ("\"pad\"", "\"phone\""), ("sceneDidBecomeActive", "sceneWillResignActive"),
            ("sceneWillEnterForeground", "sceneDidEnterBackground"), ("\"doc-1\"", "\"doc-2\""),
            ("\"scenes\"", "\"legacy\""), ("\"scene\":\"a1\",", ""), ("\"scene\": \"a1\", ", ""),
        ]
        var differing = 0
        var withViolations = 0
        for round in 0..<400 {
            var lines = Self.examples[round % Self.examples.count].lines
            for _ in 0...next(4) {
                let at = next(lines.count + 1)
                switch next(5) {
                case 0 where at < lines.count: lines.remove(at: at)
                case 1 where at < lines.count: lines.insert(lines[at], at: at)
                case 2 where at + 1 < lines.count: lines.swapAt(at, at + 1)
                case 3 where at < lines.count:
                    let (from, to) = swaps[next(swaps.count)]
                    lines[at] = lines[at].replacingOccurrences(of: from, with: to)
                default: lines.insert(pool[next(pool.count)], at: at)
                }
            }
            let bytes = Array(lines.joined(separator: "\n").utf8)
            let general = Self.general(bytes)
            let streamed = Self.streamed(bytes)
            if streamed != general { differing += 1 }
            #expect(streamed == general, "\(String(decoding: bytes, as: UTF8.self))")
            if general.contains(where: { if case .call(let v) = $0 { !v.isEmpty } else { false } }) { withViolations += 1 }
        }
        #expect(differing == 0)
        #expect(withViolations > 100)
    }

    @Test("a long run of ladder lines checks clean, and a slip in it is found with its message")
    func ladderRun() {
        let writer = TraceWriter()
        var records = [
            TraceRecord(call: .didFinishLaunching),
            TraceRecord(call: .configurationForConnecting, session: "A", role: SceneSessionRole.windowApplication.rawValue),
            TraceRecord(call: .willConnect, session: "A", scene: "a1", restoration: .some(nil)),
        ]
        let cycle = [
            TraceRecord(call: .willEnterForeground, session: "A", scene: "a1"),
            TraceRecord(call: .didBecomeActive, session: "A", scene: "a1"),
            TraceRecord(call: .willResignActive, session: "A", scene: "a1"),
            TraceRecord(call: .didEnterBackground, session: "A", scene: "a1"),
            TraceRecord(call: .stateRestorationActivity, session: "A", scene: "a1",
                        restoration: .some(TraceActivity(type: "com.example.edit", id: "doc-7"))),
        ]
        for _ in 0..<200 { records += cycle }
        records.insert(TraceRecord(call: .didBecomeActive, session: "A", scene: "a1"), at: 500)
        let text = writer.trace(header: TraceHeader(device: .pad), records: records)
        let events = Self.streamed(Array(text.utf8))
        #expect(events == Self.general(Array(text.utf8)))
        let found = events.flatMap { event -> [Finding] in
            if case .call(let v) = event { return v }
            return []
        }
        // The second didBecomeActive in a row (record 500, line 502): from fgActive, not fgInactive.
        #expect(found.map { "\($0.rule.id)@\($0.place.line ?? 0)" } == ["S4@502"])
    }
}
